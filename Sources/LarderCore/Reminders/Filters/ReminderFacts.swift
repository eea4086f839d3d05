import Foundation

/// What the rules need to know about one reminder to filter and sort it: plain values the
/// server reads from its rows.
public struct ReminderFacts: Hashable, Sendable {
    public var id: UUID
    public var title: String
    public var notes: String
    public var due: ReminderDue?
    public var priority: ReminderPriority
    public var isFlagged: Bool
    public var tagIDs: Set<UUID>
    public var listID: UUID
    public var createdAt: Date
    /// When it was completed; nil while it is open.
    public var completedAt: Date?
    /// Its place in the list's manual order (smaller first); nil when never placed.
    public var manualOrder: Int?

    public init(
        id: UUID = UUID(), title: String, notes: String = "", due: ReminderDue? = nil, priority: ReminderPriority = .none,
        isFlagged: Bool = false, tagIDs: Set<UUID> = [], listID: UUID, createdAt: Date = Date(timeIntervalSince1970: 0),
        completedAt: Date? = nil, manualOrder: Int? = nil
    ) {
        self.id = id
        self.title = title
        self.notes = notes
        self.due = due
        self.priority = priority
        self.isFlagged = isFlagged
        self.tagIDs = tagIDs
        self.listID = listID
        self.createdAt = createdAt
        self.completedAt = completedAt
        self.manualOrder = manualOrder
    }

    public var isCompleted: Bool { completedAt != nil }
}

/// A reminder's priority; iCalendar writes high as 1, medium 5, low 9, none 0.
public enum ReminderPriority: String, CaseIterable, Comparable, Hashable, Sendable, Codable {
    case none, low, medium, high

    public var rank: Int {
        switch self {
        case .none: 0
        case .low: 1
        case .medium: 2
        case .high: 3
        }
    }

    public static func < (lhs: ReminderPriority, rhs: ReminderPriority) -> Bool { lhs.rank < rhs.rank }
}
