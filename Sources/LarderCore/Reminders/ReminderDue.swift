import Foundation

/// When a reminder is due: a day with no time of day ("on Thursday"), or an instant
/// ("Thursday 18:00"), whose day and time of day are read in the household's time zone.
public enum ReminderDue: Hashable, Sendable {
    case day(LocalDate)
    case time(Date)

    public var hasTime: Bool {
        if case .time = self { true } else { false }
    }

    /// The calendar day it falls on in `timeZone`.
    public func day(in timeZone: TimeZone) -> LocalDate {
        switch self {
        case .day(let day): day
        case .time(let instant): timeZone.wallTime(of: instant).date
        }
    }

    /// The instant it stands for: the start of the day for a day.
    public func instant(in timeZone: TimeZone) -> Date {
        switch self {
        case .day(let day): timeZone.instant(of: LocalDateTime(startOf: day))
        case .time(let instant): instant
        }
    }

    /// The due as the start of a recurrence: the day, or the wall time in `timeZone`.
    public func recurrenceStart(in timeZone: TimeZone) -> Recurrence.Start {
        switch self {
        case .day(let day): .day(day)
        case .time(let instant): .time(timeZone.wallTime(of: instant))
        }
    }
}
