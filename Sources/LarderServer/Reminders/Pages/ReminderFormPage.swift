import Foundation
import LarderCore

/// The reminder form: title and notes, date and time, repeat (presets, or a custom RRULE) with
/// its end, priority, tags, list and flag.
enum ReminderFormPage {
    struct Model {
        var reminder: ReminderSummary
        var lists: [ReminderListSummary]
        var tags: [ReminderTagSummary]
        var timeZone: TimeZone
        var error: String?
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let reminder = model.reminder
            let rule = reminder.rrule.flatMap { try? RecurrenceRule(parsing: $0) }
            let preset = RepeatPreset(rule: rule)
            let end = rule?.repeatEnd(in: model.timeZone) ?? .never
            return Page(title: text[.remindersEditTitle], tab: .me) {
                Div {
                    H1(text[.remindersEditTitle])
                    Link(text[.remindersBack], url: ReminderRoute.list(.value(reminder.listID)).path).class("button button-secondary button-small")
                }
                .class("page-header")
                FormError(message: model.error)
                Form(url: ReminderRoute.editing(.value(reminder.id)).path, method: .post) {
                    CSRFField(token: context.csrfToken)
                    FormField(label: text[.remindersFieldTitle], name: "title", value: reminder.title, isRequired: true)
                    Div {
                        Element(name: "label") { Text(text[.remindersFieldNotes]) }.attribute(named: "for", value: "notes")
                        TextArea(text: reminder.notes, name: "notes").id("notes")
                    }
                    .class("field")
                    FormField(label: text[.remindersFieldDay], name: "dueDay", type: .date, value: reminder.dueDay)
                    FormField(label: text[.remindersFieldTime], name: "dueTime", type: .time, value: dueTime)
                    SelectField(
                        label: text[.remindersFieldRepeat], name: "repeatPreset",
                        options: RepeatPreset.allCases.map { ($0.rawValue, text[$0.phrase]) } + [("custom", text[.remindersRepeatCustom])],
                        selected: preset?.rawValue ?? "custom")
                    FormField(
                        label: text[.remindersFieldRRule], name: "rrule", value: preset == nil ? rule.map(Self.ruleWithoutEnd) : nil,
                        hint: text[.remindersRRuleHint])
                    SelectField(
                        label: text[.remindersFieldRepeatMode], name: "repeatMode",
                        options: [
                            (RepeatMode.onSchedule.rawValue, text[.remindersRepeatOnSchedule]),
                            (RepeatMode.afterCompletion.rawValue, text[.remindersRepeatAfterCompletion]),
                        ],
                        selected: reminder.repeatMode.rawValue)
                    ReminderEndRepeatFields(end: end, text: text)
                    SelectField(
                        label: text[.remindersFieldPriority], name: "priority",
                        options: ReminderPriority.allCases.map { ($0.rawValue, text[$0.phrase]) }, selected: reminder.priority.rawValue)
                    if !model.tags.isEmpty {
                        ChoiceGroup(
                            legend: text[.remindersFieldTags], name: "tags",
                            options: model.tags.map { ($0.id.uuidString, "#" + $0.name) },
                            checked: Set(reminder.tagIDs.map(\.uuidString)))
                    }
                    FormField(label: text[.remindersFieldNewTags], name: "newTags", hint: text[.remindersHintNewTags])
                    SelectField(
                        label: text[.remindersFieldList], name: "listId",
                        options: model.lists.map { ($0.id.uuidString, $0.shownName(text)) }, selected: reminder.listID.uuidString)
                    Label(text[.remindersFieldFlagged]) {
                        Input(type: .checkbox, name: "flagged", value: "true").attribute(named: "checked", value: reminder.flagged ? "checked" : nil)
                    }
                    .class("checkbox")
                    Button(text[.save]).attribute(named: "type", value: "submit").class("button button-primary")
                }
                .class("card reminder-form")
            }
        }

        private var dueTime: String? {
            guard let at = model.reminder.dueAt else { return nil }
            let wall = model.timeZone.wallTime(of: at)
            return String(format: "%02d:%02d", wall.hour, wall.minute)
        }

        /// The custom rule as the field shows it: its end is in the "end repeat" fields.
        private static func ruleWithoutEnd(_ rule: RecurrenceRule) -> String {
            var open = rule
            open.count = nil
            open.until = nil
            return open.text
        }
    }
}

/// When a repeating reminder stops: never, on a day, or after a number of times.
struct ReminderEndRepeatFields: Component {
    var end: RepeatEnd
    var text: Localizer

    var body: Component {
        let kind: String
        var day: String?
        var count: String?
        switch end {
        case .never: kind = "never"
        case .onDay(let last):
            kind = "onDay"
            day = last.iso
        case .afterCount(let times):
            kind = "afterCount"
            count = String(times)
        }
        return FieldSet {
            Element(name: "legend") { Text(text[.remindersFieldEndRepeat]) }
            SelectField(
                label: text[.remindersFieldEndRepeat], name: "endRepeat",
                options: [("never", text[.remindersEndNever]), ("onDay", text[.remindersEndOnDay]), ("afterCount", text[.remindersEndAfter])],
                selected: kind)
            FormField(label: text[.remindersFieldEndDay], name: "endDay", type: .date, value: day)
            FormField(label: text[.remindersFieldEndCount], name: "endCount", type: .number, value: count)
        }
        .class("reminder-end-repeat")
    }
}
