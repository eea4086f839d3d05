/// The smart lists every person has, as filters.
public enum BuiltInSmartList: String, CaseIterable, Hashable, Sendable, Codable {
    /// Due today, and overdue ones too (as Apple Reminders' Today shows them).
    case today
    /// Everything with a due date.
    case scheduled
    case overdue
    case flagged
    /// Every open reminder.
    case all
    case completed

    public var filter: ReminderFilter {
        switch self {
        case .today: .any([.condition(.due(.today)), .condition(.due(.overdue))])
        case .scheduled: .condition(.due(.any))
        case .overdue: .condition(.due(.overdue))
        case .flagged: .condition(.flagged(true))
        case .all: .all([])
        case .completed: .condition(.completed(true))
        }
    }
}
