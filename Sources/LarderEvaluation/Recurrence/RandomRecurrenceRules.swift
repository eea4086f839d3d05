import LarderCore

/// Random valid recurrence rules with random starts, for comparing expansions: every
/// frequency from yearly to minutely, intervals, BYDAY with and without ordinals, BYMONTHDAY
/// with negatives, BYMONTH, BYYEARDAY, BYWEEKNO, BYSETPOS, BYHOUR/BYMINUTE, WKST, COUNT and
/// UNTIL. Starts cluster around the spring and autumn clock changes of the three zones, often
/// in the small hours, so that wall times the clocks skip or repeat come up.
///
/// Left out on purpose: BYDAY mixing plain and numbered weekdays (MO,-1FR), where dateutil
/// returns nothing and Larder follows RFC 5545 (a test pins Larder's answer); and
/// combinations dateutil refuses or crashes on (BYHOUR that the interval cannot reach,
/// ordinals past the fifth in a month).
public struct RandomRecurrenceRules {
    public static let zones = ["Europe/Kyiv", "America/New_York", "Australia/Sydney"]

    var random: SeededRandom

    public init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    /// `count` rules, each as one case per zone (timed starts) or one case (days).
    public mutating func cases(rules count: Int) -> [[RecurrenceCase]] {
        var all: [[RecurrenceCase]] = []
        var nextID = 0
        while all.count < count {
            let isDays = random.chance(0.15)
            let start = randomStart()
            guard let rule = randomRule(start: start, days: isDays) else { continue }
            let cap = capTime(for: rule.frequency, after: start)
            let zones: [String?] = isDays ? [nil] : Self.zones
            all.append(zones.map { zone in
                defer { nextID += 1 }
                return RecurrenceCase(
                    id: nextID, rule: rule, start: isDays ? .day(start.date) : .time(start), zone: zone,
                    cap: isDays ? LocalDateTime(startOf: cap.date) : cap)
            })
        }
        return all
    }

    private func capTime(for frequency: RecurrenceRule.Frequency, after start: LocalDateTime) -> LocalDateTime {
        let days: Int
        switch frequency {
        case .yearly: days = 200 * 366
        case .monthly: days = 100 * 366
        case .weekly: days = 40 * 366
        case .daily: days = 30 * 366
        case .hourly: days = 2 * 366
        case .minutely, .secondly: days = 40
        }
        return LocalDateTime(startOf: start.date.adding(days: days))
    }

    private mutating func randomStart() -> LocalDateTime {
        let year = Int.random(in: 2021...2030, using: &random)
        let date: LocalDate
        if random.chance(0.6) {
            // Near a clock change: late March, early April, mid October, early November.
            let anchors = [(3, 25), (4, 4), (10, 10), (10, 28), (11, 3)]
            let (month, day) = anchors.randomElement(using: &random)!
            date = LocalDate(year: year, month: month, day: day)!.adding(days: Int.random(in: -25...25, using: &random))
        } else {
            date = LocalDate(year: year, month: 1, day: 1)!.adding(days: Int.random(in: 0...364, using: &random))
        }
        let hour = random.chance(0.4) ? Int.random(in: 0...4, using: &random) : Int.random(in: 0...23, using: &random)
        let minute = random.chance(0.5) ? [0, 30].randomElement(using: &random)! : Int.random(in: 0...59, using: &random)
        let second = random.chance(0.9) ? 0 : Int.random(in: 0...59, using: &random)
        return LocalDateTime(date: date, hour: hour, minute: minute, second: second)!
    }
}
