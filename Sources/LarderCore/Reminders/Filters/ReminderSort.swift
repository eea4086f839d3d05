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
        let keyed = reminders.map { SortingKey($0, timeZone: timeZone) }
        return keyed.sorted(by: areInIncreasingOrder).map(\.facts)
    }

    private func areInIncreasingOrder(_ a: SortingKey, _ b: SortingKey) -> Bool {
        if a.facts.isCompleted != b.facts.isCompleted { return !a.facts.isCompleted }
        if key == .dueDate, (a.due == nil) != (b.due == nil) { return a.due != nil }
        let order = primary(a, b)
        if order != .orderedSame { return ascending ? order == .orderedAscending : order == .orderedDescending }
        return tieBreak(a, b)
    }

    private func primary(_ a: SortingKey, _ b: SortingKey) -> ComparisonResult {
        switch key {
        case .title: compare(a.title, b.title)
        case .created: compare(a.facts.createdAt, b.facts.createdAt)
        case .priority: compare(a.facts.priority.rank, b.facts.priority.rank)
        case .dueDate: compare(a.due, b.due)
        case .manual: compare(a.facts.manualOrder ?? Int.max, b.facts.manualOrder ?? Int.max)
        }
    }

    private func tieBreak(_ a: SortingKey, _ b: SortingKey) -> Bool {
        for order in [compare(a.due, b.due), compare(a.title, b.title), compare(a.facts.createdAt, b.facts.createdAt)]
        where order != .orderedSame {
            return order == .orderedAscending
        }
        return a.facts.id.uuidString < b.facts.id.uuidString
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
    let facts: ReminderFacts
    let title: String
    let due: DueSortKey?

    init(_ facts: ReminderFacts, timeZone: TimeZone) {
        self.facts = facts
        title = ReminderText.folded(facts.title)
        due = facts.due.map {
            DueSortKey(day: $0.day(in: timeZone), hasTime: $0.hasTime, instant: $0.instant(in: timeZone))
        }
    }
}
