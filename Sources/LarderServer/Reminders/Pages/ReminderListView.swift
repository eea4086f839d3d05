import Foundation
import LarderCore
import Plot
import Vapor

/// A list of reminders: a list of the person's (with quick add) or a smart, built-in or topic
/// list. Each open reminder has a round button that completes it; the script holds the
/// completion back for a few seconds with an undo button (`reminders.js`).
struct ReminderListView {
    var context: WebContext
    var title: String
    var reminders: [ReminderService.Detail]
    var lists: [ReminderList]
    /// Where quick add posts; nil for lists made by a filter.
    var quickAddAction: String?
    var timeZone: TimeZone
    /// The list's read-only calendar feed address, on a list's own page.
    var feedURL: String? = nil
    /// The list whose sort and display settings the page offers to change, on its own page.
    var displayList: ReminderList? = nil

    func response() -> Response {
        let text = context.text
        return Page(title: title, tab: .me) {
            Div {
                H1(title)
                Link(text[.remindersBack], url: "/reminders").class("button button-secondary button-small")
            }
            .class("page-header")
            if let quickAddAction {
                Form(url: quickAddAction, method: .post) {
                    CSRFField(token: context.csrfToken)
                    Element(name: "label") { Text(text[.remindersQuickAddLabel]) }.attribute(named: "for", value: "reminder-quick-add")
                        .class("visually-hidden")
                    Input(type: .text, name: "title")
                        .id("reminder-quick-add")
                        .attribute(named: "placeholder", value: text[.remindersQuickAddPlaceholder])
                        .attribute(named: "maxlength", value: String(ReminderService.Limits.title))
                        .attribute(named: "required", value: "required")
                        .attribute(named: "autocomplete", value: "off")
                    Button(text[.remindersAdd]).attribute(named: "type", value: "submit").class("button button-primary")
                }
                .class("reminders-quick-add")
            }
            if let displayList, let id = displayList.id {
                displayMenu(displayList, id: id, text)
            }
            if reminders.isEmpty {
                EmptyState(icon: Icons.home, title: text[.remindersEmptyTitle], message: text[.remindersEmptyMessage])
            }
            Element(name: "ul") {
                for detail in reminders { row(detail, text) }
            }
            .class("reminders-items")
            .attribute(named: "data-reorder", value: reorderAction)
            if let reorderAction {
                Form(url: reorderAction, method: .post) {
                    CSRFField(token: context.csrfToken)
                    Input(type: .hidden, name: "ids", value: "")
                }
                .class("reminders-order")
                .attribute(named: "hidden", value: "hidden")
            }
            if let feedURL {
                Element(name: "details") {
                    Element(name: "summary") { Text(text[.remindersFeedTitle]) }
                    CopyRow(label: text[.remindersFeedAddress], id: "reminder-feed", value: feedURL, text: text)
                }
                .class("card reminders-feed")
            }
        }
        .response(context)
    }

    /// Sort by, ascending or descending, show completed and overdue: saved on the list.
    private func displayMenu(_ list: ReminderList, id: UUID, _ text: Localizer) -> Component {
        Element(name: "details") {
            Element(name: "summary") { Text(text[.remindersDisplay]) }
            Form(url: "/reminders/lists/\(id.uuidString)/display", method: .post) {
                CSRFField(token: context.csrfToken)
                SelectField(
                    label: text[.remindersSortBy], name: "sortBy",
                    options: ReminderSort.Key.allCases.map { ($0.rawValue, text[Self.phrase($0)]) }, selected: list.sortKey.rawValue)
                SelectField(
                    label: text[.remindersSortOrder], name: "order",
                    options: [("ascending", text[.remindersSortAscending]), ("descending", text[.remindersSortDescending])],
                    selected: list.sortAscending ? "ascending" : "descending")
                Label(text[.remindersShowCompleted]) {
                    Input(type: .checkbox, name: "showCompleted", value: "true").attribute(named: "checked", value: list.showCompleted ? "checked" : nil)
                }
                .class("checkbox")
                Label(text[.remindersShowOverdue]) {
                    Input(type: .checkbox, name: "showOverdue", value: "true").attribute(named: "checked", value: list.showOverdue ? "checked" : nil)
                }
                .class("checkbox")
                Button(text[.save]).attribute(named: "type", value: "submit").class("button button-secondary")
            }
            Paragraph(text[.remindersSwipeHint]).class("hint")
        }
        .class("card reminders-display")
    }

    /// Where the script sends a new manual order after a row is dragged by its handle; only on a
    /// list's own page sorted by hand.
    private var reorderAction: String? {
        guard let displayList, displayList.sortKey == .manual, let id = displayList.id else { return nil }
        return "/reminders/lists/\(id.uuidString)/order"
    }

    static func phrase(_ key: ReminderSort.Key) -> Phrase {
        switch key {
        case .title: .remindersSortTitle
        case .created: .remindersSortCreated
        case .priority: .remindersSortPriority
        case .dueDate: .remindersSortDueDate
        case .manual: .remindersSortManual
        }
    }

    private func row(_ detail: ReminderService.Detail, _ text: Localizer) -> Component {
        let reminder = detail.reminder
        let id = reminder.id?.uuidString ?? ""
        let done = reminder.completedAt != nil
        return ListItem {
            Form(url: "/reminders/\(id)/\(done ? "reopen" : "complete")", method: .post) {
                CSRFField(token: context.csrfToken)
                Input(type: .hidden, name: "next", value: context.path)
                Button { Span(done ? "✓" : "").attribute(named: "aria-hidden", value: "true") }
                    .attribute(named: "type", value: "submit")
                    .attribute(named: "aria-label", value: text.text(done ? .remindersReopen : .remindersComplete, [reminder.title]))
                    .class("reminder-check")
            }
            .class("inline-form")
            .attribute(named: "data-reminder-complete", value: done ? nil : "true")
            .attribute(named: "data-undo-label", value: text[.remindersUndo])
            .attribute(named: "data-countdown-label", value: text[.remindersCompletingIn])
            if reorderAction != nil {
                Span("≡").class("reminder-handle").attribute(named: "aria-hidden", value: "true")
            }
            Div {
                Link(reminder.title, url: "/reminders/\(id)/edit").class("row-title")
                if !meta(detail, text).isEmpty { Div(meta(detail, text).joined(separator: " · ")).class("row-meta") }
            }
            .class("reminder-text")
        }
        .id("reminder-\(id)")
        .class(done ? "reminder is-done" : "reminder")
        .attribute(named: "data-reminder-id", value: id)
    }

    private func meta(_ detail: ReminderService.Detail, _ text: Localizer) -> [String] {
        let reminder = detail.reminder
        var parts: [String] = []
        if let day = reminder.dueDay {
            var due = day
            if let at = reminder.dueAt {
                let wall = timeZone.wallTime(of: at)
                due += " " + String(format: "%02d:%02d", wall.hour, wall.minute)
            }
            parts.append(due)
        }
        if reminder.rrule != nil { parts.append(text[.remindersRepeats]) }
        if reminder.priority != .none { parts.append(text[reminder.priority.phrase]) }
        if reminder.flagged { parts.append("⚑") }
        if lists.count > 1, let list = lists.first(where: { $0.id == reminder.listID }) { parts.append(list.shownName(text)) }
        return parts
    }
}
