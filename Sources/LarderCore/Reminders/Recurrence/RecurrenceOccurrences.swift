import Foundation

/// One occurrence of a series: the wall time and the instant it stands for.
public struct RecurrenceOccurrence: Hashable, Sendable {
    /// The wall time in the series' time zone (midnight for a day).
    public var wallTime: LocalDateTime
    /// The instant: the wall time read in the time zone (the start of the day for a day).
    public var instant: Date
    /// True for a series of days with no time of day.
    public var isAllDay: Bool

    public var day: LocalDate { wallTime.date }
}

/// The occurrences of a `Recurrence`, lazily.
public struct RecurrenceOccurrences: Sequence, Sendable {
    let recurrence: Recurrence

    public func makeIterator() -> Iterator {
        Iterator(recurrence: recurrence)
    }

    public struct Iterator: IteratorProtocol {
        private var wallTimes: RecurrenceWallTimes
        private let timeZone: TimeZone
        private let isAllDay: Bool
        private var lastDay: LocalDate?

        init(recurrence: Recurrence) {
            let start = recurrence.startWallTime
            wallTimes = RecurrenceWallTimes(
                plan: RecurrencePlan(rule: recurrence.rule, start: start), start: start, end: recurrence.end,
                count: recurrence.rule.count)
            timeZone = recurrence.timeZone
            if case .day = recurrence.start { isAllDay = true } else { isAllDay = false }
        }

        public mutating func next() -> RecurrenceOccurrence? {
            while let wallTime = wallTimes.next() {
                if isAllDay {
                    // An hourly rule over days would name the same day many times.
                    guard wallTime.date != lastDay else { continue }
                    lastDay = wallTime.date
                    let midnight = LocalDateTime(startOf: wallTime.date)
                    return RecurrenceOccurrence(wallTime: midnight, instant: timeZone.instant(of: midnight), isAllDay: true)
                }
                return RecurrenceOccurrence(wallTime: wallTime, instant: timeZone.instant(of: wallTime), isAllDay: false)
            }
            return nil
        }
    }
}
