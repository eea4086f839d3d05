import Foundation
import LarderCore

/// The smart-list filter editor: a name, "all" or "any", and the common conditions.
enum SmartListEditorPage {
    struct Model {
        var householdID: UUID
        var lists: [ReminderListSummary]
        var tags: [ReminderTagSummary]
        var error: String?
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            return Page(title: text[.remindersNewSmartList], tab: .me) {
                Div {
                    H1(text[.remindersNewSmartList])
                    Link(text[.remindersBack], url: ReminderRoute.home.path).class("button button-secondary button-small")
                }
                .class("page-header")
                FormError(message: model.error)
                Form(url: ReminderRoute.smartLists(.value(model.householdID)).path, method: .post) {
                    CSRFField(token: context.csrfToken)
                    FormField(label: text[.remindersSmartName], name: "name", isRequired: true)
                    SelectField(
                        label: text[.remindersCombine], name: "combine",
                        options: [("all", text[.remindersCombineAll]), ("any", text[.remindersCombineAny])], selected: "all")
                    SelectField(
                        label: text[.remindersFilterTags], name: "tagMatch",
                        options: [
                            ("", text[.remindersTagMatchIgnore]), ("hasAnyTag", text[.remindersTagHasAny]),
                            ("hasEvery", text[.remindersTagHasEvery]), ("hasAnyOf", text[.remindersTagHasAnyOf]),
                            ("hasNoTags", text[.remindersTagHasNone]),
                        ],
                        selected: "")
                    if !model.tags.isEmpty {
                        ChoiceGroup(
                            legend: text[.remindersFieldTags], name: "tags",
                            options: model.tags.map { ($0.id.uuidString, "#" + $0.name) }, checked: [])
                    }
                    SelectField(
                        label: text[.remindersFilterDue], name: "due",
                        options: [
                            ("", text[.remindersDueIgnore]), ("any", text[.remindersDueAny]), ("none", text[.remindersDueNone]),
                            ("today", text[.remindersToday]), ("tomorrow", text[.remindersDueTomorrow]), ("overdue", text[.remindersOverdue]),
                            ("next7", text[.remindersDueNext7]),
                        ],
                        selected: "")
                    ChoiceGroup(
                        legend: text[.remindersFilterLists], name: "lists",
                        options: model.lists.map { ($0.id.uuidString, $0.shownName(text)) }, checked: [])
                    SelectField(
                        label: text[.remindersFilterPriority], name: "priority",
                        options: ReminderPriority.allCases.map { ($0.rawValue, text[$0.phrase]) }, selected: ReminderPriority.none.rawValue)
                    Label(text[.remindersFilterFlagged]) { Input(type: .checkbox, name: "flagged", value: "true") }.class("checkbox")
                    FormField(label: text[.remindersFilterText], name: "text")
                    Button(text[.remindersCreateSmartList]).attribute(named: "type", value: "submit").class("button button-primary")
                }
                .class("card smart-list-editor")
            }
        }
    }
}
