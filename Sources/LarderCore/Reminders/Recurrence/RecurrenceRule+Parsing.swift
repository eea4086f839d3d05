extension RecurrenceRule {
    /// Reads RRULE text ("FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1", with or without
    /// the "RRULE:" prefix; names and values in any case) and checks it (see `validate()`).
    public init(parsing text: some StringProtocol) throws(RecurrenceRuleError) {
        var body = String(text.trimmingWhitespace())
        if body.uppercased().hasPrefix("RRULE:") { body = String(body.dropFirst(6)) }
        guard !body.isEmpty else { throw RecurrenceRuleError(part: "RRULE", message: "is empty") }
        var seen: Set<String> = []
        var rule = RecurrenceRule(frequency: .daily)
        var frequency: Frequency?
        for piece in body.split(separator: ";") where !piece.isEmpty {
            guard let equals = piece.firstIndex(of: "=") else {
                throw RecurrenceRuleError(part: String(piece).uppercased(), message: "has no value (write NAME=VALUE)")
            }
            let name = piece[..<equals].trimmingWhitespace().uppercased()
            let raw = String(piece[piece.index(after: equals)...].trimmingWhitespace())
            guard seen.insert(name).inserted else {
                throw RecurrenceRuleError(part: name, message: "is given twice")
            }
            if name.hasPrefix("X-") {
                rule.extensions.append(Extension(name: name, value: raw))
                continue
            }
            guard !raw.isEmpty else { throw RecurrenceRuleError(part: name, message: "has an empty value") }
            let value = raw.uppercased()
            switch name {
            case "FREQ":
                guard let found = Frequency(rawValue: value) else {
                    throw RecurrenceRuleError(
                        part: name, message: "\"\(raw)\" is not one of YEARLY, MONTHLY, WEEKLY, DAILY, HOURLY, MINUTELY, SECONDLY")
                }
                frequency = found
            case "INTERVAL": rule.interval = try Self.number(value, part: name)
            case "COUNT": rule.count = try Self.number(value, part: name)
            case "UNTIL":
                guard let until = RecurrenceUntil(text: value) else {
                    throw RecurrenceRuleError(
                        part: name, message: "\"\(raw)\" is not a date (20251231) or date-time (20251231T235959Z)")
                }
                rule.until = until
            case "WKST":
                guard let day = Weekday(code: value) else {
                    throw RecurrenceRuleError(part: name, message: "\"\(raw)\" is not one of MO, TU, WE, TH, FR, SA, SU")
                }
                rule.weekStart = day
            case "BYDAY": rule.byDay = try Self.weekdays(value)
            case "BYMONTHDAY": rule.byMonthDay = try Self.numbers(value, part: name)
            case "BYMONTH": rule.byMonth = try Self.numbers(value, part: name)
            case "BYYEARDAY": rule.byYearDay = try Self.numbers(value, part: name)
            case "BYWEEKNO": rule.byWeekNumber = try Self.numbers(value, part: name)
            case "BYSETPOS": rule.bySetPosition = try Self.numbers(value, part: name)
            case "BYHOUR": rule.byHour = try Self.numbers(value, part: name)
            case "BYMINUTE": rule.byMinute = try Self.numbers(value, part: name)
            case "BYSECOND": rule.bySecond = try Self.numbers(value, part: name)
            default:
                throw RecurrenceRuleError(part: name, message: "is not a recurrence rule part Larder knows")
            }
        }
        guard let frequency else { throw RecurrenceRuleError(part: "FREQ", message: "is missing") }
        rule.frequency = frequency
        try rule.validate()
        self = rule
    }

    private static func number(_ text: String, part: String) throws(RecurrenceRuleError) -> Int {
        let digits = text.first == "+" || text.first == "-" ? text.dropFirst() : text[...]
        guard !digits.isEmpty, digits.count < 10, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text)
        else { throw RecurrenceRuleError(part: part, message: "\"\(text)\" is not a whole number") }
        return value
    }

    private static func numbers(_ text: String, part: String) throws(RecurrenceRuleError) -> [Int] {
        var values: [Int] = []
        for piece in text.split(separator: ",", omittingEmptySubsequences: false) {
            values.append(try number(String(piece), part: part))
        }
        return values
    }

    private static func weekdays(_ text: String) throws(RecurrenceRuleError) -> [WeekdayNumber] {
        var values: [WeekdayNumber] = []
        for piece in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let day = WeekdayNumber(text: piece) else {
                throw RecurrenceRuleError(
                    part: "BYDAY", message: "\"\(piece)\" is not a weekday (MO…SU) with an optional ordinal (2MO, -1FR)")
            }
            values.append(day)
        }
        return values
    }
}
