/// A wall-clock date and time with no time zone: what a clock on the kitchen wall shows.
/// Recurrence is computed on these so that 08:00 stays 08:00 when the clocks change; a
/// time zone turns one into an instant (see `TimeZone.instant(of:)`).
public struct LocalDateTime: Hashable, Comparable, Sendable {
    public let date: LocalDate
    public let hour: Int
    public let minute: Int
    public let second: Int

    /// The time, or nil when the clock cannot show it (25:00, 10:61). Leap seconds are not
    /// modelled: 60 is refused.
    public init?(date: LocalDate, hour: Int, minute: Int, second: Int = 0) {
        guard (0..<24).contains(hour), (0..<60).contains(minute), (0..<60).contains(second) else { return nil }
        self.init(unchecked: date, hour, minute, second)
    }

    public init?(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int = 0) {
        guard let date = LocalDate(year: year, month: month, day: day) else { return nil }
        self.init(date: date, hour: hour, minute: minute, second: second)
    }

    /// Midnight at the start of `date`.
    public init(startOf date: LocalDate) {
        self.init(unchecked: date, 0, 0, 0)
    }

    /// The wall time `secondsSinceEpoch` seconds after 1970-01-01 00:00 (on the same wall clock).
    public init(secondsSinceEpoch: Int) {
        let days = secondsSinceEpoch >= 0 ? secondsSinceEpoch / 86400 : (secondsSinceEpoch - 86399) / 86400
        let rest = secondsSinceEpoch - days * 86400
        self.init(unchecked: LocalDate(daysSinceEpoch: days), rest / 3600, rest % 3600 / 60, rest % 60)
    }

    init(unchecked date: LocalDate, _ hour: Int, _ minute: Int, _ second: Int) {
        self.date = date
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// Seconds from 1970-01-01 00:00 on the same wall clock, as if the clock never changed.
    public var secondsSinceEpoch: Int {
        date.daysSinceEpoch * 86400 + secondsIntoDay
    }

    /// Seconds since midnight.
    public var secondsIntoDay: Int { hour * 3600 + minute * 60 + second }

    public func adding(seconds: Int) -> LocalDateTime {
        LocalDateTime(secondsSinceEpoch: secondsSinceEpoch + seconds)
    }

    /// The same time of day on `date`.
    public func on(_ date: LocalDate) -> LocalDateTime {
        LocalDateTime(unchecked: date, hour, minute, second)
    }

    public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
        (lhs.date, lhs.secondsIntoDay) < (rhs.date, rhs.secondsIntoDay)
    }
}
