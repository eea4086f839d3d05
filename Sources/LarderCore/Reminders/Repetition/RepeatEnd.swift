import Foundation

/// The reminder form's "end repeat": never, on a day, or after a number of times.
public enum RepeatEnd: Hashable, Sendable {
    case never
    /// The last day an occurrence may fall on (included).
    case onDay(LocalDate)
    /// How many occurrences in all.
    case afterCount(Int)
}

extension RecurrenceRule {
    /// The rule ending as `end` says. For a due with a time, a last day is written as UNTIL
    /// in UTC at the last second of that day in `timeZone` (RFC 5545 wants UTC there, and
    /// phones read it so); for a day, as UNTIL=the day.
    public func ending(_ end: RepeatEnd, hasTime: Bool, timeZone: TimeZone) -> RecurrenceRule {
        var rule = self
        rule.count = nil
        rule.until = nil
        switch end {
        case .never: break
        case .afterCount(let count): rule.count = count
        case .onDay(let day):
            if hasTime {
                let nextMidnight = timeZone.instant(of: LocalDateTime(startOf: day.adding(days: 1)))
                rule.until = .instant(nextMidnight.addingTimeInterval(-1))
            } else {
                rule.until = .date(day)
            }
        }
        return rule
    }

    /// How the rule ends, as the form shows it: the last day in `timeZone`.
    public func repeatEnd(in timeZone: TimeZone) -> RepeatEnd {
        if let count { return .afterCount(count) }
        switch until {
        case nil: return .never
        case .date(let day): return .onDay(day)
        case .floating(let time): return .onDay(time.date)
        case .utc(let time):
            return .onDay(timeZone.wallTime(of: Date(timeIntervalSince1970: TimeInterval(time.secondsSinceEpoch))).date)
        }
    }
}
