import Foundation
import LarderCore

/// One reminder in a list: the button that completes or reopens it, its title and what else is
/// worth a glance (due, repeats, priority, flag, list).
struct ReminderRow: Component {
    var reminder: ReminderSummary
    var model: ReminderListPage.Model
    var context: WebContext

    var body: Component {
        let text = context.text
        let id = reminder.id
        let done = reminder.completedAt != nil
        let meta = self.meta(text)
        return ListItem {
            Form(url: (done ? ReminderRoute.reopen(.value(id)) : ReminderRoute.complete(.value(id))).path, method: .post) {
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
            if model.reorderAction != nil {
                Span("≡").class("reminder-handle").attribute(named: "aria-hidden", value: "true")
            }
            Div {
                Link(reminder.title, url: ReminderRoute.editing(.value(id)).path).class("row-title")
                if !meta.isEmpty { Div(meta.joined(separator: " · ")).class("row-meta") }
            }
            .class("reminder-text")
        }
        .id("reminder-\(id.uuidString)")
        .class(done ? "reminder is-done" : "reminder")
        .attribute(named: "data-reminder-id", value: id.uuidString)
    }

    private func meta(_ text: Localizer) -> [String] {
        var parts: [String] = []
        if let day = reminder.dueDay {
            var due = day
            if let at = reminder.dueAt {
                let wall = model.timeZone.wallTime(of: at)
                due += " " + String(format: "%02d:%02d", wall.hour, wall.minute)
            }
            parts.append(due)
        }
        if reminder.rrule != nil { parts.append(text[.remindersRepeats]) }
        if reminder.priority != .none { parts.append(text[reminder.priority.phrase]) }
        if reminder.flagged { parts.append("⚑") }
        if model.lists.count > 1, let list = model.lists.first(where: { $0.id == reminder.listID }) { parts.append(list.shownName(text)) }
        return parts
    }
}

/// Sort by, ascending or descending, show completed and overdue: saved on the list.
struct ReminderDisplayMenu: Component {
    var list: ReminderListSummary
    var context: WebContext

    var body: Component {
        let text = context.text
        return Element(name: "details") {
            Element(name: "summary") { Text(text[.remindersDisplay]) }
            Form(url: ReminderRoute.display(.value(list.id)).path, method: .post) {
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

    static func phrase(_ key: ReminderSort.Key) -> Phrase {
        switch key {
        case .title: .remindersSortTitle
        case .created: .remindersSortCreated
        case .priority: .remindersSortPriority
        case .dueDate: .remindersSortDueDate
        case .manual: .remindersSortManual
        }
    }
}
