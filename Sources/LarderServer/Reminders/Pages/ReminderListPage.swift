import Foundation
import LarderCore

/// A list of reminders: a list of the person's (with quick add) or a smart, built-in or topic
/// list. Each open reminder has a round button that completes it; the script holds the
/// completion back for a few seconds with an undo button (`reminders.js`).
enum ReminderListPage {
    struct Model {
        var title: String
        var reminders: [ReminderSummary]
        var lists: [ReminderListSummary]
        /// Where quick add posts; nil for lists made by a filter.
        var quickAddAction: String?
        var timeZone: TimeZone
        /// The list's read-only calendar feed address, on a list's own page.
        var feedURL: String? = nil
        /// The list whose sort and display settings the page offers to change, on its own page.
        var displayList: ReminderListSummary? = nil

        /// Where the script sends a new manual order after a row is dragged by its handle; only on a
        /// list's own page sorted by hand.
        var reorderAction: String? {
            guard let displayList, displayList.sortKey == .manual else { return nil }
            return ReminderRoute.order(.value(displayList.id)).path
        }
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let reorderAction = model.reorderAction
            return Page(title: model.title, tab: .me) {
                Div {
                    H1(model.title)
                    Link(text[.remindersBack], url: ReminderRoute.home.path).class("button button-secondary button-small")
                }
                .class("page-header")
                if let quickAddAction = model.quickAddAction {
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
                if let displayList = model.displayList {
                    ReminderDisplayMenu(list: displayList, context: context)
                }
                if model.reminders.isEmpty {
                    EmptyState(icon: Icons.home, title: text[.remindersEmptyTitle], message: text[.remindersEmptyMessage])
                }
                Element(name: "ul") {
                    for reminder in model.reminders {
                        ReminderRow(reminder: reminder, model: model, context: context)
                    }
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
                if let feedURL = model.feedURL {
                    Element(name: "details") {
                        Element(name: "summary") { Text(text[.remindersFeedTitle]) }
                        CopyRow(label: text[.remindersFeedAddress], id: "reminder-feed", value: feedURL, text: text)
                    }
                    .class("card reminders-feed")
                }
            }
        }
    }
}
