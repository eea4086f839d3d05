import Foundation

/// A smart list's filter: conditions combined with all / any / not, nested as deep as
/// needed ("(today or overdue) and not tagged #work").
///
/// Completed reminders are left out unless the filter has a `completed` condition
/// somewhere; then the filter's own logic decides for them too.
public indirect enum ReminderFilter: Hashable, Sendable {
    /// Every part matches (an empty group matches everything).
    case all([ReminderFilter])
    /// At least one part matches (an empty group matches nothing).
    case any([ReminderFilter])
    case not(ReminderFilter)
    case condition(ReminderCondition)

    /// Whether any condition in the tree is about completion.
    public var mentionsCompletion: Bool {
        switch self {
        case .all(let parts), .any(let parts): parts.contains { $0.mentionsCompletion }
        case .not(let part): part.mentionsCompletion
        case .condition(let condition): if case .completed = condition { true } else { false }
        }
    }
}

/// One test on a reminder.
public enum ReminderCondition: Hashable, Sendable {
    case tags(TagMatch)
    case due(DueMatch)
    /// The due time falls in one of these parts of the day.
    case timeOfDay(Set<TimeOfDay>)
    case lists(ListMatch)
    case priorityAtLeast(ReminderPriority)
    case flagged(Bool)
    /// Title or notes contain the text, ignoring case and accents ("йогурт" finds "Йогурт").
    case textContains(String)
    /// True: completed reminders; false: open ones.
    case completed(Bool)
}

public enum TagMatch: Hashable, Sendable {
    /// At least one tag, whichever.
    case hasAnyTag
    /// Every one of these tags (a reminder with no tags never has them all).
    case hasEvery(Set<UUID>)
    /// At least one of these tags.
    case hasAnyOf(Set<UUID>)
    case hasNoTags
}

public enum ListMatch: Hashable, Sendable {
    case inLists(Set<UUID>)
    case notInLists(Set<UUID>)
}

/// Tests on the due date. Days are calendar days in the household's time zone; a due with
/// a time counts on the day its wall time falls on.
public enum DueMatch: Hashable, Sendable {
    /// Has a due date.
    case any
    /// Has none.
    case none
    case today
    case tomorrow
    /// Due before now (a due day with no time: before today), and not completed.
    case overdue
    case on(LocalDate)
    case before(LocalDate)
    case after(LocalDate)
    /// From the first day to the second, both included.
    case between(LocalDate, LocalDate)
    /// From now to N units ahead: by the clock for hours, by calendar days otherwise
    /// (the next 2 days: the rest of today, tomorrow and the day after).
    case next(Int, DueUnit)
    /// From N units back to now, likewise.
    case past(Int, DueUnit)
}

public enum DueUnit: String, CaseIterable, Hashable, Sendable, Codable {
    case hours, days, weeks, months, years
}
