extension RecurrenceRule {
    /// Checks the ranges and combinations RFC 5545 allows, naming the first part at fault.
    public func validate() throws(RecurrenceRuleError) {
        if interval < 1 { throw RecurrenceRuleError(part: "INTERVAL", message: "must be 1 or more") }
        if let count, count < 1 { throw RecurrenceRuleError(part: "COUNT", message: "must be 1 or more") }
        if count != nil, until != nil {
            throw RecurrenceRuleError(part: "UNTIL", message: "cannot be given together with COUNT")
        }
        try Self.check(byMonth, "BYMONTH", 1...12, signed: false)
        try Self.check(byMonthDay, "BYMONTHDAY", 1...31, signed: true)
        try Self.check(byYearDay, "BYYEARDAY", 1...366, signed: true)
        try Self.check(byWeekNumber, "BYWEEKNO", 1...53, signed: true)
        try Self.check(bySetPosition, "BYSETPOS", 1...366, signed: true)
        try Self.check(byHour, "BYHOUR", 0...23, signed: false)
        try Self.check(byMinute, "BYMINUTE", 0...59, signed: false)
        try Self.check(bySecond, "BYSECOND", 0...59, signed: false)
        try Self.check(byDay.compactMap(\.ordinal), "BYDAY", 1...53, signed: true)
        try checkCombinations()
    }

    private func checkCombinations() throws(RecurrenceRuleError) {
        if !byWeekNumber.isEmpty, frequency != .yearly {
            throw RecurrenceRuleError(part: "BYWEEKNO", message: "is only allowed with FREQ=YEARLY")
        }
        if !byYearDay.isEmpty, [.monthly, .weekly, .daily].contains(frequency) {
            throw RecurrenceRuleError(part: "BYYEARDAY", message: "is not allowed with FREQ=\(frequency.rawValue)")
        }
        if !byMonthDay.isEmpty, frequency == .weekly {
            throw RecurrenceRuleError(part: "BYMONTHDAY", message: "is not allowed with FREQ=WEEKLY")
        }
        if byDay.contains(where: { $0.ordinal != nil }) {
            if frequency != .monthly, frequency != .yearly {
                throw RecurrenceRuleError(
                    part: "BYDAY", message: "a numbered weekday (2MO, -1FR) needs FREQ=MONTHLY or FREQ=YEARLY")
            }
            if frequency == .yearly, !byWeekNumber.isEmpty {
                throw RecurrenceRuleError(part: "BYDAY", message: "a numbered weekday cannot be combined with BYWEEKNO")
            }
        }
        let others = [byDay.isEmpty, byMonthDay.isEmpty, byMonth.isEmpty, byYearDay.isEmpty, byWeekNumber.isEmpty,
            byHour.isEmpty, byMinute.isEmpty, bySecond.isEmpty]
        if !bySetPosition.isEmpty, others.allSatisfy({ $0 }) {
            throw RecurrenceRuleError(part: "BYSETPOS", message: "needs another BY… part to pick from")
        }
    }

    private static func check(_ values: [Int], _ part: String, _ range: ClosedRange<Int>, signed: Bool)
        throws(RecurrenceRuleError)
    {
        for value in values where !(range.contains(value) || (signed && range.contains(-value))) {
            let allowed = signed ? "\(range.lowerBound)…\(range.upperBound) or -\(range.upperBound)…-\(range.lowerBound)"
                : "\(range.lowerBound)…\(range.upperBound)"
            throw RecurrenceRuleError(part: part, message: "\(value) is outside \(allowed)")
        }
    }
}
