import Foundation
import LarderCore

/// One rule to expand from one start in one time zone, compared between Larder and the
/// reference. `cap` stands in for UNTIL when the rule has none (both sides apply it), so
/// that a rule that seldom matches ends in reasonable time.
public struct RecurrenceCase: Sendable {
    public var id: Int
    public var rule: RecurrenceRule
    public var start: Recurrence.Start
    /// The IANA zone; nil for a series of days (compared on the wall clock alone).
    public var zone: String?
    /// For timed starts a UTC time, for days a day's midnight.
    public var cap: LocalDateTime

    public init(id: Int, rule: RecurrenceRule, start: Recurrence.Start, zone: String?, cap: LocalDateTime) {
        self.id = id
        self.rule = rule
        self.start = start
        self.zone = zone
        self.cap = cap
    }

    /// The case's rule with the cap put in as UNTIL when it has none.
    var cappedRule: RecurrenceRule {
        var capped = rule
        if capped.until == nil { capped.until = zone == nil ? .date(cap.date) : .utc(cap) }
        return capped
    }

    var startWallTime: LocalDateTime {
        switch start {
        case .day(let day): LocalDateTime(startOf: day)
        case .time(let time): time
        }
    }

    /// Larder's first `limit` occurrences: wall times, and instants (seconds) for timed starts.
    func larderOccurrences(limit: Int) -> [ReferenceOccurrence] {
        let timeZone = zone.flatMap(TimeZone.init(identifier:)) ?? TimeZone(identifier: "UTC")!
        let recurrence = Recurrence(rule: cappedRule, start: start, timeZone: timeZone)
        return recurrence.first(limit).map {
            ReferenceOccurrence(
                wallTime: $0.wallTime.iso, instant: zone == nil ? nil : Int($0.instant.timeIntervalSince1970))
        }
    }
}

/// An occurrence as both sides write it: "2025-03-30T08:00:00" and seconds since 1970.
public struct ReferenceOccurrence: Hashable, Sendable, CustomStringConvertible {
    public var wallTime: String
    public var instant: Int?

    public var description: String {
        instant.map { "\(wallTime) (\($0))" } ?? wallTime
    }
}
