/// A rule made ready to expand from one start: the parts the rule leaves out filled in
/// from the start (a monthly rule falls on the start's day of the month, a weekly one on
/// its weekday, all of them at its time of day), and each part turned into a quick lookup.
/// The rules for filling in are python-dateutil's, so that both expand alike.
struct RecurrencePlan: Sendable {
    let frequency: RecurrenceRule.Frequency
    let interval: Int
    let weekStart: Int
    let months: [Bool]?
    let weekNumbers: [Int]
    let yearDays: (positive: [Bool], negative: [Bool])?
    /// Weekdays without an ordinal (every Monday of the period).
    let weekdays: [Bool]?
    /// Weekdays with an ordinal (the last Friday of the month): (weekday index, n).
    let nthWeekdays: [(weekday: Int, n: Int)]
    let monthDays: (positive: [Bool], negative: [Bool])?
    let setPositions: [Int]
    let hours: [Int]?
    let minutes: [Int]?
    let seconds: [Int]?
    /// For daily and longer frequencies, every time of day the rule produces, in order.
    let times: [Int]

    init(rule: RecurrenceRule, start: LocalDateTime) {
        frequency = rule.frequency
        interval = max(1, rule.interval)
        weekStart = (rule.weekStart ?? .monday).index
        var byMonth = rule.byMonth
        var byMonthDay = rule.byMonthDay
        var byDay = rule.byDay
        if rule.byWeekNumber.isEmpty, rule.byYearDay.isEmpty, byMonthDay.isEmpty, byDay.isEmpty {
            switch frequency {
            case .yearly:
                if byMonth.isEmpty { byMonth = [start.date.month] }
                byMonthDay = [start.date.day]
            case .monthly: byMonthDay = [start.date.day]
            case .weekly: byDay = [WeekdayNumber(start.date.weekday)]
            default: break
            }
        }
        months = byMonth.isEmpty ? nil : Self.mask(byMonth, size: 13)
        weekNumbers = Array(Set(rule.byWeekNumber)).sorted()
        yearDays = rule.byYearDay.isEmpty ? nil : Self.signedMasks(rule.byYearDay, size: 367)
        monthDays = byMonthDay.isEmpty ? nil : Self.signedMasks(byMonthDay, size: 32)
        // An ordinal only means something within a month or a year; dateutil reads "2MO" in a
        // weekly or daily rule as plain Monday.
        let ordinalsCount = frequency == .yearly || frequency == .monthly
        let plain = byDay.filter { $0.ordinal == nil || $0.ordinal == 0 || !ordinalsCount }.map(\.weekday.index)
        weekdays = plain.isEmpty ? nil : Self.mask(plain, size: 7)
        var numbered: [(weekday: Int, n: Int)] = []
        for day in byDay where ordinalsCount {
            guard let n = day.ordinal, n != 0, !numbered.contains(where: { $0 == (day.weekday.index, n) }) else { continue }
            numbered.append((day.weekday.index, n))
        }
        nthWeekdays = numbered
        setPositions = rule.bySetPosition.filter { $0 != 0 && (-366...366).contains($0) }
        hours = Self.values(rule.byHour, default: start.hour, filled: frequency.isDailyOrLonger,
            sameLevel: frequency == .hourly, start: start.hour, base: 24, interval: interval)
        minutes = Self.values(rule.byMinute, default: start.minute, filled: frequency.isHourlyOrLonger,
            sameLevel: frequency == .minutely, start: start.minute, base: 60, interval: interval)
        seconds = Self.values(rule.bySecond, default: start.second, filled: frequency != .secondly,
            sameLevel: frequency == .secondly, start: start.second, base: 60, interval: interval)
        var times: [Int] = []
        if frequency.isDailyOrLonger {
            for hour in hours ?? [] { for minute in minutes ?? [] { for second in seconds ?? [] {
                times.append(hour * 3600 + minute * 60 + second)
            } } }
        }
        self.times = times.sorted()
    }

    /// A BYHOUR/BYMINUTE/BYSECOND list: the start's value when the rule leaves it out and the
    /// frequency is longer; at the frequency's own level only the values the interval can
    /// reach from the start (every 4 hours from 17:00 never reaches 12:00).
    private static func values(
        _ given: [Int], default value: Int, filled: Bool, sameLevel: Bool, start: Int, base: Int, interval: Int
    ) -> [Int]? {
        if given.isEmpty { return filled ? [value] : nil }
        var kept = Set(given.filter { (0..<base).contains($0) })
        if sameLevel {
            let divisor = gcd(interval, base)
            kept = kept.filter { divisor == 1 || floorMod($0 - start, divisor) == 0 }
        }
        return kept.sorted()
    }

    private static func mask(_ values: [Int], size: Int) -> [Bool] {
        var mask = Array(repeating: false, count: size)
        for value in values where (0..<size).contains(value) { mask[value] = true }
        return mask
    }

    private static func signedMasks(_ values: [Int], size: Int) -> (positive: [Bool], negative: [Bool]) {
        (mask(values.filter { $0 > 0 }, size: size), mask(values.filter { $0 < 0 }.map { -$0 }, size: size))
    }
}

extension RecurrenceRule.Frequency {
    var isDailyOrLonger: Bool { self == .yearly || self == .monthly || self == .weekly || self == .daily }
    var isHourlyOrLonger: Bool { isDailyOrLonger || self == .hourly }
}

func gcd(_ a: Int, _ b: Int) -> Int {
    var (x, y) = (abs(a), abs(b))
    while y != 0 { (x, y) = (y, x % y) }
    return x
}

/// Python's floor division and modulo, which the ported arithmetic relies on for negatives.
func floorDiv(_ a: Int, _ b: Int) -> Int {
    let quotient = a / b
    return (a % b != 0 && (a < 0) != (b < 0)) ? quotient - 1 : quotient
}

func floorMod(_ a: Int, _ b: Int) -> Int {
    a - floorDiv(a, b) * b
}
