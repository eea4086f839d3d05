import LarderCore
import Plot
import Vapor

/// The reminders home: per household, the built-in lists, the person's smart and topic lists
/// on top, "My lists" below, and forms for a new list, topic list or smart list.
struct ReminderHomeView {
    struct HouseholdLists {
        var info: HouseholdService.Info
        var lists: [ReminderList]
        var smartLists: [ReminderSmartList]
        var topicLists: [ReminderTopicList]
        /// Whether pantry expiry becomes reminders; nil when the person may not change it (not an owner).
        var kitchenReminders: Bool?
    }

    var context: WebContext
    var households: [HouseholdLists]

    func response() -> Response {
        let text = context.text
        return Page(title: text[.remindersTitle], tab: .me) {
            H1(text[.remindersTitle])
            if households.isEmpty {
                EmptyState(
                    icon: Icons.household, title: text[.remindersTitle], message: text[.remindersNoHouseholds],
                    action: (text[.householdCreate], "/households"))
            }
            for household in households {
                section(household, text)
            }
        }
        .response(context)
    }

    private func section(_ household: HouseholdLists, _ text: Localizer) -> Component {
        let base = "/reminders/households/\(household.info.id.uuidString)"
        return Div {
            if households.count > 1 { H2(household.info.name) }
            Navigation {
                for builtIn in BuiltInSmartList.allCases {
                    Link(text[builtIn.phrase], url: "\(base)/built-in/\(builtIn.rawValue)").class("chip reminders-built-in")
                }
                for smart in household.smartLists {
                    Link(smart.name, url: "/reminders/smart/\(smart.id?.uuidString ?? "")").class("chip reminders-smart")
                }
                for topic in household.topicLists {
                    Link(text[topic.topic.phrase], url: "/reminders/topics/\(topic.id?.uuidString ?? "")").class("chip reminders-topic")
                }
            }
            .class("chips reminders-smart-lists")
            .attribute(named: "aria-label", value: text[.remindersSmartLists])
            H2(text[.remindersMyLists])
            List(household.lists) { list in
                ListItem {
                    Link(url: "/reminders/lists/\(list.id?.uuidString ?? "")") {
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
            Element(name: "details") {
                Element(name: "summary") { Text(text[.remindersNewList]) }
                Form(url: "\(base)/lists", method: .post) {
                    CSRFField(token: context.csrfToken)
                    FormField(label: text[.remindersListName], name: "name", isRequired: true)
                    Label(text[.remindersPrivateList]) { Input(type: .checkbox, name: "isPrivate", value: "true") }.class("checkbox")
                    Button(text[.remindersCreateList]).attribute(named: "type", value: "submit").class("button button-primary")
                }
            }
            Element(name: "details") {
                Element(name: "summary") { Text(text[.remindersAddTopic]) }
                Form(url: "\(base)/topics", method: .post) {
                    CSRFField(token: context.csrfToken)
                    SelectField(
                        label: text[.remindersTopicLabel], name: "topic",
                        options: ReminderTopic.allCases.map { ($0.rawValue, text[$0.phrase]) }, selected: nil, isRequired: true)
                    Button(text[.remindersAddTopic]).attribute(named: "type", value: "submit").class("button button-primary")
                }
            }
            Link(text[.remindersNewSmartList], url: "\(base)/smart/new").class("button button-secondary")
            if let kitchen = household.kitchenReminders {
                Form(url: "\(base)/kitchen", method: .post) {
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
        .class("card reminders-household")
    }
}
