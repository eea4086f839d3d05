import Foundation

/// The reminders pages' addresses: the home, a household's forms and lists, a list, a reminder.
enum ReminderRoute: SiteRoute {
    case home
    case newList(Parameter<UUID>)
    case newTopicList(Parameter<UUID>)
    case kitchen(Parameter<UUID>)
    case builtIn(Parameter<UUID>, name: Parameter<String>)
    case newSmartList(Parameter<UUID>)
    case smartLists(Parameter<UUID>)
    case smartList(Parameter<UUID>)
    case topicList(Parameter<UUID>)
    case list(Parameter<UUID>)
    case quickAdd(Parameter<UUID>)
    case display(Parameter<UUID>)
    case order(Parameter<UUID>)
    case editing(Parameter<UUID>)
    case complete(Parameter<UUID>)
    case reopen(Parameter<UUID>)

    var segments: [RouteSegment] {
        switch self {
        case .home: ["reminders"]
        case .newList(let household): ["reminders", "households", .param(.householdID, household), "lists"]
        case .newTopicList(let household): ["reminders", "households", .param(.householdID, household), "topics"]
        case .kitchen(let household): ["reminders", "households", .param(.householdID, household), "kitchen"]
        case .builtIn(let household, let name): ["reminders", "households", .param(.householdID, household), "built-in", .param(.name, name)]
        case .newSmartList(let household): ["reminders", "households", .param(.householdID, household), "smart", "new"]
        case .smartLists(let household): ["reminders", "households", .param(.householdID, household), "smart"]
        case .smartList(let list): ["reminders", "smart", .param(.smartListID, list)]
        case .topicList(let list): ["reminders", "topics", .param(.topicListID, list)]
        case .list(let list): ["reminders", "lists", .param(.listID, list)]
        case .quickAdd(let list): ["reminders", "lists", .param(.listID, list), "add"]
        case .display(let list): ["reminders", "lists", .param(.listID, list), "display"]
        case .order(let list): ["reminders", "lists", .param(.listID, list), "order"]
        case .editing(let reminder): ["reminders", .param(.reminderID, reminder), "edit"]
        case .complete(let reminder): ["reminders", .param(.reminderID, reminder), "complete"]
        case .reopen(let reminder): ["reminders", .param(.reminderID, reminder), "reopen"]
        }
    }
}
