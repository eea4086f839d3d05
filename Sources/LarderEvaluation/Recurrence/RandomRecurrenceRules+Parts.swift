import LarderCore

extension RandomRecurrenceRules {
    /// A random rule valid under RFC 5545, or nil to draw again.
    mutating func randomRule(start: LocalDateTime, days: Bool) -> RecurrenceRule? {
        let frequencies: [(RecurrenceRule.Frequency, Double)] =
            days ? [(.yearly, 0.2), (.monthly, 0.35), (.weekly, 0.25), (.daily, 0.2)]
            : [(.yearly, 0.15), (.monthly, 0.3), (.weekly, 0.24), (.daily, 0.2), (.hourly, 0.07), (.minutely, 0.04)]
        var rule = RecurrenceRule(frequency: pick(frequencies))
        rule.interval = randomInterval(rule.frequency)
        if rule.frequency != .weekly, random.chance(0.25) {
            rule.byMonth = random.subset(of: Array(1...12), limit: 4)
        }
        addDays(to: &rule)
        if !days { addTimes(to: &rule) }
        if let positions = setPositions(for: rule) { rule.bySetPosition = positions }
        if random.chance(0.15) { rule.weekStart = Weekday.allCases.randomElement(using: &random) }
        addEnd(to: &rule, start: start, days: days)
        return (try? rule.validate()) != nil && canMatch(rule) ? rule : nil
    }

    /// BYSETPOS within the number of candidates a period surely has (a position past them
    /// never matches, and a rule that never matches makes dateutil walk to the year 9999).
    private mutating func setPositions(for rule: RecurrenceRule) -> [Int]? {
        let times = max(1, rule.byHour.count) * max(1, rule.byMinute.count)
        let days: Int
        switch rule.frequency {
        case .yearly, .monthly:
            let plain = rule.byDay.contains { $0.ordinal == nil }
            let counts = [
                rule.byDay.isEmpty ? nil : (plain ? 4 : rule.byDay.count),
                rule.byMonthDay.isEmpty ? nil : rule.byMonthDay.count,
                rule.byYearDay.isEmpty ? nil : rule.byYearDay.count,
                rule.byWeekNumber.isEmpty ? nil : (rule.byDay.isEmpty ? 7 : rule.byDay.count),
            ].compactMap { $0 }
            // Two parts together may meet on one day only.
            days = counts.count > 1 ? 1 : counts.first ?? 1
        case .weekly: days = max(1, rule.byDay.count)
        case .daily: days = 1
        default: return nil
        }
        let candidates = days * times
        guard (candidates > 1 || rule.frequency == .monthly || rule.frequency == .yearly), random.chance(0.3) else {
            return nil
        }
        let limit = min(3, candidates)
        return random.subset(of: Array(1...limit) + (1...limit).map { -$0 }, limit: 2)
    }

    /// Whether some month has one of the days BYMONTHDAY asks for (BYMONTH=2 with
    /// BYMONTHDAY=30 never matches).
    private func canMatch(_ rule: RecurrenceRule) -> Bool {
        guard !rule.byMonthDay.isEmpty else { return true }
        let months = rule.byMonth.isEmpty ? Array(1...12) : rule.byMonth
        return months.contains { month in
            rule.byMonthDay.contains { abs($0) <= LocalDate.daysIn(month: month, year: 2024) }
        }
    }

    private mutating func randomInterval(_ frequency: RecurrenceRule.Frequency) -> Int {
        if random.chance(0.5) { return 1 }
        switch frequency {
        case .hourly: return [2, 3, 5, 7, 11].randomElement(using: &random)!
        case .minutely: return [7, 11, 13, 17, 45].randomElement(using: &random)!
        case .daily: return Int.random(in: 2...10, using: &random)
        default: return Int.random(in: 2...6, using: &random)
        }
    }

    private mutating func addDays(to rule: inout RecurrenceRule) {
        let weekdays = Weekday.allCases
        switch rule.frequency {
        case .yearly:
            switch Int.random(in: 0..<8, using: &random) {
            case 0: rule.byDay = [numbered(within: rule.byMonth.isEmpty ? 53 : 5)]
            case 1:
                rule.byMonth = random.subset(of: Array(1...12), limit: 3)
                rule.byDay = random.subset(of: weekdays, limit: 2).map { WeekdayNumber($0, ordinal: ordinal(5)) }
            case 2: rule.byMonthDay = random.subset(of: monthDays, limit: 3)
            case 3:
                rule.byMonth = []
                rule.byYearDay = random.subset(of: [1, 45, 100, 200, 256, 300, 365, 366, -1, -10, -100, -366], limit: 3)
            case 4:
                rule.byMonth = []
                rule.byWeekNumber = random.subset(of: [1, 2, 10, 20, 26, 52, 53, -1, -2], limit: 2)
                if random.chance(0.7) { rule.byDay = random.subset(of: weekdays, limit: 3).map { WeekdayNumber($0) } }
            case 5: rule.byDay = random.subset(of: weekdays, limit: 2).map { WeekdayNumber($0) }
            default: break
            }
        case .monthly:
            switch Int.random(in: 0..<6, using: &random) {
            case 0: rule.byDay = random.subset(of: weekdays, limit: 2).map { WeekdayNumber($0, ordinal: ordinal(5)) }
            case 1: rule.byDay = random.subset(of: weekdays, limit: 5).map { WeekdayNumber($0) }
            case 2: rule.byMonthDay = random.subset(of: monthDays, limit: 3)
            case 3:
                rule.byDay = random.subset(of: weekdays, limit: 5).map { WeekdayNumber($0) }
                rule.byMonthDay = random.subset(of: monthDays, limit: 4)
            default: break
            }
        case .weekly, .daily, .hourly, .minutely, .secondly:
            if random.chance(0.45) { rule.byDay = random.subset(of: weekdays, limit: 5).map { WeekdayNumber($0) } }
            if rule.frequency != .weekly, random.chance(0.15) { rule.byMonthDay = random.subset(of: monthDays, limit: 3) }
            if rule.frequency == .hourly || rule.frequency == .minutely, rule.byMonth.isEmpty, rule.byMonthDay.isEmpty,
                random.chance(0.1)
            {
                rule.byYearDay = random.subset(of: [1, 60, 100, 300, -1, -30], limit: 2)
            }
        }
    }

    private var monthDays: [Int] { [1, 2, 5, 10, 13, 15, 20, 28, 29, 30, 31, -1, -2, -3, -7, -15, -28, -29, -30, -31] }

    private mutating func ordinal(_ limit: Int) -> Int {
        let magnitude = random.chance(0.7) ? Int.random(in: 1...min(limit, 4), using: &random)
            : Int.random(in: 1...limit, using: &random)
        return random.chance(0.4) ? -magnitude : magnitude
    }

    private mutating func numbered(within limit: Int) -> WeekdayNumber {
        WeekdayNumber(Weekday.allCases.randomElement(using: &random)!, ordinal: ordinal(limit))
    }

    private mutating func addTimes(to rule: inout RecurrenceRule) {
        switch rule.frequency {
        case .hourly:
            if [1, 5, 7, 11].contains(rule.interval), random.chance(0.3) {
                rule.byHour = random.subset(of: Array(0...23), limit: 4)
            }
        case .minutely:
            if random.chance(0.3) { rule.byHour = random.subset(of: [0, 1, 2, 3, 4, 12, 23], limit: 3) }
            if rule.interval != 45, random.chance(0.3) { rule.byMinute = random.subset(of: [0, 15, 30, 45, 59], limit: 3) }
        default:
            if random.chance(0.12) { rule.byHour = random.subset(of: [0, 1, 2, 3, 4, 8, 12, 18, 23], limit: 3) }
            if random.chance(0.08) { rule.byMinute = random.subset(of: [0, 15, 30, 45], limit: 2) }
        }
    }

    private mutating func addEnd(to rule: inout RecurrenceRule, start: LocalDateTime, days: Bool) {
        let roll = Double.random(in: 0..<1, using: &random)
        if roll < 0.3 {
            rule.count = Int.random(in: 1...60, using: &random)
        } else if roll < 0.55 {
            let span: Int
            switch rule.frequency {
            case .hourly, .minutely, .secondly: span = Int.random(in: 0...20, using: &random)
            default: span = Int.random(in: 5...1500, using: &random)
            }
            let day = start.date.adding(days: span)
            if days {
                rule.until = .date(day)
            } else {
                let seconds = Int.random(in: 0..<86400, using: &random)
                rule.until = .utc(LocalDateTime(startOf: day).adding(seconds: seconds))
            }
        }
    }

    private mutating func pick(_ weighted: [(RecurrenceRule.Frequency, Double)]) -> RecurrenceRule.Frequency {
        var roll = Double.random(in: 0..<weighted.map(\.1).reduce(0, +), using: &random)
        for (value, weight) in weighted {
            if roll < weight { return value }
            roll -= weight
        }
        return weighted[0].0
    }
}
