import Foundation
import LarderCore

/// One household's reminder lists, as the reminders home shows them.
struct ReminderHouseholdLists {
    var info: HouseholdService.Info
    var lists: [ReminderListSummary]
    var smartLists: [ReminderSmartListLink]
    var topicLists: [ReminderTopicListLink]
    /// Whether pantry expiry becomes reminders; nil when the person may not change it (not an owner).
    var kitchenReminders: Bool?
}

/// A household's part of the reminders home: its lists and the forms that add one.
struct ReminderHouseholdSection: Component {
    var household: ReminderHouseholdLists
    var showsName: Bool
    var context: WebContext

    var body: Component {
        let text = context.text
        let householdID = household.info.id
        return Div {
            if showsName { H2(household.info.name) }
            Navigation {
                for builtIn in BuiltInSmartList.allCases {
                    Link(text[builtIn.phrase], url: ReminderRoute.builtIn(.value(householdID), name: .value(builtIn.rawValue)).path)
                        .class("chip reminders-built-in")
                }
                for smart in household.smartLists {
                    Link(smart.name, url: ReminderRoute.smartList(.value(smart.id)).path).class("chip reminders-smart")
                }
                for topic in household.topicLists {
                    Link(text[topic.topic.phrase], url: ReminderRoute.topicList(.value(topic.id)).path)
                        .class("chip reminders-topic")
                }
            }
            .class("chips reminders-smart-lists")
            .attribute(named: "aria-label", value: text[.remindersSmartLists])
            H2(text[.remindersMyLists])
            List(household.lists) { list in
                ListItem {
                    Link(url: ReminderRoute.list(.value(list.id)).path) {
                        Span(list.shownName(text)).class("row-title")
                        if list.ownerID != nil {
                            Text(" ")
                            Span(text[.remindersPrivateBadge]).class("badge")
                        }
                    }
                    .class("reminders-list-link")
                }
            }
            .class("card-list")
            ReminderHouseholdForms(householdID: householdID, kitchenReminders: household.kitchenReminders, context: context)
        }
        .class("card reminders-household")
    }
}

/// The forms under a household's lists: a new list, a topic list, a smart list, kitchen reminders.
struct ReminderHouseholdForms: Component {
    var householdID: UUID
    var kitchenReminders: Bool?
    var context: WebContext

    var body: Component {
        let text = context.text
        return ComponentGroup {
            Element(name: "details") {
                Element(name: "summary") { Text(text[.remindersNewList]) }
                Form(url: ReminderRoute.newList(.value(householdID)).path, method: .post) {
                    CSRFField(token: context.csrfToken)
                    FormField(label: text[.remindersListName], name: "name", isRequired: true)
                    Label(text[.remindersPrivateList]) { Input(type: .checkbox, name: "isPrivate", value: "true") }.class("checkbox")
                    Button(text[.remindersCreateList]).attribute(named: "type", value: "submit").class("button button-primary")
                }
            }
            Element(name: "details") {
                Element(name: "summary") { Text(text[.remindersAddTopic]) }
                Form(url: ReminderRoute.newTopicList(.value(householdID)).path, method: .post) {
                    CSRFField(token: context.csrfToken)
                    SelectField(
                        label: text[.remindersTopicLabel], name: "topic",
                        options: ReminderTopic.allCases.map { ($0.rawValue, text[$0.phrase]) }, selected: nil, isRequired: true)
                    Button(text[.remindersAddTopic]).attribute(named: "type", value: "submit").class("button button-primary")
                }
            }
            Link(text[.remindersNewSmartList], url: ReminderRoute.newSmartList(.value(householdID)).path).class("button button-secondary")
            if let kitchen = kitchenReminders {
                Form(url: ReminderRoute.kitchen(.value(householdID)).path, method: .post) {
                    CSRFField(token: context.csrfToken)
                    Label(text[.remindersKitchenToggle]) {
                        Input(type: .checkbox, name: "expiryReminders", value: "true")
                            .attribute(named: "checked", value: kitchen ? "checked" : nil)
                    }
                    .class("checkbox")
                    Button(text[.save]).attribute(named: "type", value: "submit").class("button button-secondary button-small")
                }
                .class("reminders-kitchen")
            }
        }
    }
}
