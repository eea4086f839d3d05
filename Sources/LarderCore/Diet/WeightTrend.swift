import Foundation

/// A weight log smoothed into a trend, so a day's water and salt do not read as progress.
///
/// The trend is an exponential moving average with a smoothing of 10 % a day (as in John
/// Walker's "The Hacker's Diet"): each weighing moves the trend a tenth of the way towards it.
/// Gaps between weighings count as days: after `g` days the weighing moves the trend by
/// 1 − 0.9^g, as if the same weight had been read every day of the gap, so a weighing after a
/// fortnight away counts for more than tomorrow's would.
///
/// The rate is the least-squares slope of the weighings of the last 28 days (weight against
/// day), in kilograms a week: an ordinary regression line through the recent points.
public struct WeightTrend: Hashable, Sendable {
    public struct Point: Hashable, Sendable {
        public let day: CalendarDay
        public let weightKg: Double
        public let trendKg: Double

        public init(day: CalendarDay, weightKg: Double, trendKg: Double) {
            self.day = day
            self.weightKg = weightKg
            self.trendKg = trendKg
        }
    }

    /// The weighings in day order, each with the trend as of that day.
    public let points: [Point]
    /// Kilograms a week the recent weighings change by (negative when losing); nil with fewer
    /// than two weighings on different days in the window.
    public let kgPerWeek: Double?

    public static let smoothing = 0.1
    public static let rateWindowDays = 28

    /// `weighings` in any order; one per day (the last given wins).
    public init(_ weighings: [(day: CalendarDay, weightKg: Double)]) {
        var byDay: [CalendarDay: Double] = [:]
        for weighing in weighings { byDay[weighing.day] = weighing.weightKg }
        var points: [Point] = []
        var trend: Double?
        var previous: CalendarDay?
        for day in byDay.keys.sorted() {
            let weight = byDay[day] ?? 0
            if let current = trend, let previous {
                let gap = Double(day.days(since: previous))
                let share = 1 - pow(1 - Self.smoothing, gap)
                trend = current + share * (weight - current)
            } else {
                trend = weight
            }
            previous = day
            points.append(Point(day: day, weightKg: weight, trendKg: trend ?? weight))
        }
        self.points = points
        kgPerWeek = Self.weeklyRate(points)
    }

    static func weeklyRate(_ points: [Point]) -> Double? {
        guard let last = points.last?.day else { return nil }
        let recent = points.filter { last.days(since: $0.day) < rateWindowDays }
        guard recent.count >= 2 else { return nil }
        let xs = recent.map { Double($0.day.dayNumber) }
        let ys = recent.map(\.weightKg)
        let meanX = xs.reduce(0, +) / Double(xs.count)
        let meanY = ys.reduce(0, +) / Double(ys.count)
        let spread = xs.map { ($0 - meanX) * ($0 - meanX) }.reduce(0, +)
        guard spread > 0 else { return nil }
        let covariance = zip(xs, ys).map { ($0 - meanX) * ($1 - meanY) }.reduce(0, +)
        return covariance / spread * 7
    }
}
