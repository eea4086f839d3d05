import Foundation

/// How a list shows its reminders: by title, creation, priority, due date or the order
/// people dragged them into, ascending or descending.
///
/// Open reminders come before completed ones. Reminders with no due date come last when
/// sorting by due date, in either direction (they have nothing to sort by); on the same day
/// a due with no time comes before timed ones, as all-day items head a calendar day.
/// Ties fall to the due date, then the title, then creation, then the id, so the order is
/// the same on every page load.
public struct ReminderSort: Hashable, Sendable, Codable {
    public enum Key: String, CaseIterable, Hashable, Sendable, Codable {
        case title, created, priority, dueDate, manual
    }

    public var key: Key
    public var ascending: Bool

    public init(_ key: Key, ascending: Bool = true) {
        self.key = key
        self.ascending = ascending
    }

    /// `reminders` in this order, with due days read in `timeZone`.
    public func sorted(_ reminders: [ReminderFacts], timeZone: TimeZone) -> [ReminderFacts] {
        let keys = reminders.map { SortingKey($0, timeZone: timeZone) }
        // Positions move while sorting, not the reminders: thousands of them with their texts
        // and tag sets are costly to shuffle.
        return keys.indices.sorted { areInIncreasingOrder(keys[$0], keys[$1]) }.map { reminders[$0] }
    }

    private func areInIncreasingOrder(_ a: SortingKey, _ b: SortingKey) -> Bool {
        if a.isCompleted != b.isCompleted { return !a.isCompleted }
        if key == .dueDate, (a.due == nil) != (b.due == nil) { return a.due != nil }
        let order = primary(a, b)
        if order != .orderedSame { return ascending ? order == .orderedAscending : order == .orderedDescending }
        return tieBreak(a, b)
    }

    private func primary(_ a: SortingKey, _ b: SortingKey) -> ComparisonResult {
        switch key {
        case .title: compare(a.title, b.title)
        case .created: compare(a.createdAt, b.createdAt)
        case .priority: compare(a.priority, b.priority)
        case .dueDate: compare(a.due, b.due)
        case .manual: compare(a.manualOrder, b.manualOrder)
        }
    }

    private func tieBreak(_ a: SortingKey, _ b: SortingKey) -> Bool {
        let byDue = compare(a.due, b.due)
        if byDue != .orderedSame { return byDue == .orderedAscending }
        if a.title != b.title { return a.title < b.title }
        if a.createdAt != b.createdAt { return a.createdAt < b.createdAt }
        return a.id.uuidString < b.id.uuidString
    }

    private func compare<T: Comparable>(_ a: T, _ b: T) -> ComparisonResult {
        a < b ? .orderedAscending : a == b ? .orderedSame : .orderedDescending
    }

    /// Missing dues sort after every due.
    private func compare(_ a: DueSortKey?, _ b: DueSortKey?) -> ComparisonResult {
        switch (a, b) {
        case (nil, nil): .orderedSame
        case (nil, _): .orderedDescending
        case (_, nil): .orderedAscending
        case (let a?, let b?): compare(a, b)
        }
    }
}

/// A due as sorting sees it: its day, then no-time before any time, then the instant.
struct DueSortKey: Comparable {
    var day: LocalDate
    var hasTime: Bool
    var instant: Date

    static func < (lhs: DueSortKey, rhs: DueSortKey) -> Bool {
        if lhs.day != rhs.day { return lhs.day < rhs.day }
        if lhs.hasTime != rhs.hasTime { return !lhs.hasTime }
        return lhs.instant < rhs.instant
    }
}

/// What sorting compares, worked out once per reminder.
private struct SortingKey {
    let id: UUID
    let isCompleted: Bool
    let createdAt: Date
    let priority: Int
    let manualOrder: Int
    let title: String
    let due: DueSortKey?

    init(_ facts: ReminderFacts, timeZone: TimeZone) {
        id = facts.id
        isCompleted = facts.isCompleted
        createdAt = facts.createdAt
        priority = facts.priority.rank
        manualOrder = facts.manualOrder ?? Int.max
        title = ReminderText.folded(facts.title)
        due = facts.due.map { due in
            // Days without a time compare by day alone, so their instant is never read.
            DueSortKey(day: due.day(in: timeZone), hasTime: due.hasTime, instant: due.hasTime ? due.instant(in: timeZone) : .distantPast)
        }
    }
}
