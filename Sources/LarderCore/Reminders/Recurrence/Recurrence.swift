import Foundation

/// A recurrence rule anchored at a start in a time zone: the series of occurrences a
/// repeating reminder walks through.
///
/// Occurrences are computed on the wall clock (python-dateutil's rrule, ported in
/// `RecurrenceWallTimes`), so a reminder at 08:00 stays at 08:00 across daylight-saving
/// changes, and only then turned into instants in `timeZone` (a wall time the clocks skip
/// lands the length of the gap later; one they show twice is the first; see
/// `TimeZone.instant(of:)`). As in dateutil, the start is an occurrence only when the rule
/// produces it (a weekly-on-Monday rule started on a Wednesday begins the next Monday),
/// and COUNT counts the occurrences produced.
public struct Recurrence: Hashable, Sendable {
    /// The first due of the series: a day with no time of day, or a wall time.
    public enum Start: Hashable, Sendable {
        case day(LocalDate)
        case time(LocalDateTime)
    }

    public var rule: RecurrenceRule
    public var start: Start
    public var timeZone: TimeZone

    public init(rule: RecurrenceRule, start: Start, timeZone: TimeZone) {
        self.rule = rule
        self.start = start
        self.timeZone = timeZone
    }

    /// Every occurrence, lazily, in order.
    public var occurrences: RecurrenceOccurrences {
        RecurrenceOccurrences(recurrence: self)
    }

    /// The first `count` occurrences (fewer when the series ends sooner).
    public func first(_ count: Int) -> [RecurrenceOccurrence] {
        Array(occurrences.prefix(count))
    }

    /// The first occurrence strictly after `instant`, or nil when the series ends first.
    public func next(after instant: Date) -> RecurrenceOccurrence? {
        occurrences.first { $0.instant > instant }
    }

    /// The first occurrence on a day after `day` (in the recurrence's time zone).
    public func next(afterDay day: LocalDate) -> RecurrenceOccurrence? {
        occurrences.first { $0.day > day }
    }

    /// The occurrences from `start` (included) to `end` (excluded).
    public func occurrences(from start: Date, to end: Date) -> [RecurrenceOccurrence] {
        // Instants follow wall times except around a skipped hour, so look a day past the
        // end on the wall clock before stopping.
        let lastWallTime = timeZone.wallTime(of: end).adding(seconds: 86400)
        var found: [RecurrenceOccurrence] = []
        for occurrence in occurrences {
            if occurrence.wallTime > lastWallTime { break }
            if occurrence.instant >= start, occurrence.instant < end { found.append(occurrence) }
        }
        return found
    }

    /// The start as a wall time: midnight for a day.
    var startWallTime: LocalDateTime {
        switch start {
        case .day(let day): LocalDateTime(startOf: day)
        case .time(let time): time
        }
    }

    /// UNTIL in the form the start needs.
    var end: RecurrenceWallTimes.End {
        switch (rule.until, start) {
        case (nil, _): .none
        case (.date(let day), _): .day(day)
        case (.floating(let time), _): .wallTime(time)
        case (.utc(let time), .day):
            .day(timeZone.wallTime(of: Date(timeIntervalSince1970: TimeInterval(time.secondsSinceEpoch))).date)
        case (.utc(let time), .time):
            .instant(Date(timeIntervalSince1970: TimeInterval(time.secondsSinceEpoch)), timeZone)
        }
    }
}
