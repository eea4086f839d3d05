import Foundation

/// A VTODO as Larder models it, with everything it does not model kept to be written back
/// unchanged: properties in `preservedLines` (X- properties too, with their parameters) and
/// components inside it (VALARM…) in `components`.
public struct VTodo: Hashable, Sendable {
    public enum Status: String, CaseIterable, Hashable, Sendable {
        case needsAction = "NEEDS-ACTION"
        case completed = "COMPLETED"
        case inProcess = "IN-PROCESS"
        case cancelled = "CANCELLED"
    }

    public var uid: String
    /// SUMMARY: the reminder's title.
    public var summary: String?
    /// DESCRIPTION: its notes.
    public var description: String?
    public var start: ICalendarDateValue?
    public var due: ICalendarDateValue?
    public var priority: ReminderPriority
    public var status: Status?
    /// COMPLETED: when it was done.
    public var completed: Date?
    /// RRULE, when Larder can read it (otherwise it stays in `preservedLines`).
    public var recurrence: RecurrenceRule?
    /// CATEGORIES: the names of its tags, in order.
    public var categories: [String]
    /// RELATED-TO (as a parent): the UID of the reminder it is a subtask of.
    public var parentUID: String?
    public var created: Date?
    public var lastModified: Date?
    public var stamp: Date?
    public var sequence: Int?
    public var preservedLines: [ContentLine]
    /// VALARMs and any other component inside the VTODO, as written.
    public var components: [ICalendarComponent]

    public init(
        uid: String, summary: String? = nil, description: String? = nil, start: ICalendarDateValue? = nil,
        due: ICalendarDateValue? = nil, priority: ReminderPriority = .none, status: Status? = nil, completed: Date? = nil,
        recurrence: RecurrenceRule? = nil, categories: [String] = [], parentUID: String? = nil, created: Date? = nil,
        lastModified: Date? = nil, stamp: Date? = nil, sequence: Int? = nil, preservedLines: [ContentLine] = [],
        components: [ICalendarComponent] = []
    ) {
        self.uid = uid
        self.summary = summary
        self.description = description
        self.start = start
        self.due = due
        self.priority = priority
        self.status = status
        self.completed = completed
        self.recurrence = recurrence
        self.categories = categories
        self.parentUID = parentUID
        self.created = created
        self.lastModified = lastModified
        self.stamp = stamp
        self.sequence = sequence
        self.preservedLines = preservedLines
        self.components = components
    }

    /// Done, by its status or a completion time.
    public var isCompleted: Bool { status == .completed || completed != nil }

    /// The VALARMs among `components`.
    public var alarms: [ICalendarComponent] { components.filter { $0.name == "VALARM" } }

    /// iCalendar's PRIORITY (0 none, 1–9 highest to lowest) read as Larder's four levels:
    /// 1–4 high, 5 medium, 6–9 low.
    public static func priority(iCalendar value: Int) -> ReminderPriority {
        switch value {
        case 1...4: .high
        case 5: .medium
        case 6...9: .low
        default: .none
        }
    }

    /// The PRIORITY Larder writes: high 1, medium 5, low 9, none 0.
    public static func iCalendarPriority(_ priority: ReminderPriority) -> Int {
        switch priority {
        case .none: 0
        case .low: 9
        case .medium: 5
        case .high: 1
        }
    }
}
