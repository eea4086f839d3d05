/// Energy eaten over a run of days against the daily target: each day, the average, how many
/// days were logged and on target, and the logging streaks.
public struct IntakeProgress: Hashable, Sendable {
    /// One day of the period.
    public struct Day: Hashable, Sendable {
        public let day: CalendarDay
        /// Kilocalories logged; 0 on a day with no entries.
        public let kcal: Double
        /// True when the day has at least one diary entry.
        public let logged: Bool
        /// True when a logged day is within `onTargetTolerance` of the target; nil without a target.
        public let onTarget: Bool?
    }

    public let days: [Day]
    public let targetKcal: Int?
    /// The mean of the logged days' kilocalories; nil when nothing was logged. Days without
    /// entries are left out rather than counted as zero: an unlogged day is unknown, not a fast.
    public let averageKcal: Double?
    public let daysLogged: Int
    public let daysOnTarget: Int
    public let streaks: Streaks

    /// A day counts as on target within 10 % of it either side.
    public static let onTargetTolerance = 0.10

    /// - Parameters:
    ///   - first, last: the period, both days included.
    ///   - intake: kilocalories by day, for every day that has entries (other days may be absent).
    ///   - target: the daily target now, when the person has one.
    ///   - dailyTargets: the target each day was set to at the time, when known (a target
    ///     changed in the period judges the days before the change by the old one); days left
    ///     out are judged by `target`.
    ///   - loggedDays: every day with entries up to `last`, reaching back before the period, so a
    ///     streak that began earlier is counted whole.
    public init(
        from first: CalendarDay, through last: CalendarDay, intake: [CalendarDay: Double], target: Int?,
        dailyTargets: [CalendarDay: Int] = [:], loggedDays: Set<CalendarDay>
    ) {
        let days = CalendarDay.range(first, through: last).map { day -> Day in
            let kcal = intake[day]
            let onTarget = (dailyTargets[day] ?? target).flatMap { target in kcal.map { Self.isOnTarget($0, target: target) } }
            return Day(day: day, kcal: kcal ?? 0, logged: kcal != nil, onTarget: onTarget)
        }
        let logged = days.filter(\.logged)
        self.days = days
        targetKcal = target
        daysLogged = logged.count
        daysOnTarget = days.filter { $0.onTarget == true }.count
        averageKcal = logged.isEmpty ? nil : logged.map(\.kcal).reduce(0, +) / Double(logged.count)
        streaks = Streaks(loggedDays: loggedDays.union(logged.map(\.day)), through: last)
    }

    static func isOnTarget(_ kcal: Double, target: Int) -> Bool {
        guard target > 0 else { return false }
        return abs(kcal - Double(target)) <= Double(target) * onTargetTolerance
    }
}

/// Runs of consecutive days with diary entries.
public struct Streaks: Hashable, Sendable {
    /// Consecutive logged days ending on the last day, or on the day before it when the last
    /// day has nothing yet (today is not over).
    public let current: Int
    /// The longest run among the days given.
    public let longest: Int

    public init(current: Int, longest: Int) {
        self.current = current
        self.longest = longest
    }

    public init(loggedDays: Set<CalendarDay>, through last: CalendarDay) {
        let numbers = Set(loggedDays.filter { $0 <= last }.map(\.dayNumber))
        var day = numbers.contains(last.dayNumber) ? last.dayNumber : last.dayNumber - 1
        var current = 0
        while numbers.contains(day) {
            current += 1
            day -= 1
        }
        var longest = 0
        var run = 0
        var previous: Int?
        for number in numbers.sorted() {
            run = previous == number - 1 ? run + 1 : 1
            longest = max(longest, run)
            previous = number
        }
        self.init(current: current, longest: longest)
    }
}
