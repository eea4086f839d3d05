extension RecurrenceRule: CustomStringConvertible {
    /// The RRULE value ("FREQ=MONTHLY;BYDAY=-1FR"), parts in RFC 5545's order, INTERVAL
    /// left out when it is 1. `init(parsing:)` reads it back to an equal rule.
    public var text: String {
        var parts = ["FREQ=\(frequency.rawValue)"]
        if interval != 1 { parts.append("INTERVAL=\(interval)") }
        if let count { parts.append("COUNT=\(count)") }
        if let until { parts.append("UNTIL=\(until.text)") }
        func add(_ name: String, _ values: [Int]) {
            if !values.isEmpty { parts.append("\(name)=\(values.map(String.init).joined(separator: ","))") }
        }
        add("BYSECOND", bySecond)
        add("BYMINUTE", byMinute)
        add("BYHOUR", byHour)
        if !byDay.isEmpty { parts.append("BYDAY=\(byDay.map(\.text).joined(separator: ","))") }
        add("BYMONTHDAY", byMonthDay)
        add("BYYEARDAY", byYearDay)
        add("BYWEEKNO", byWeekNumber)
        add("BYMONTH", byMonth)
        add("BYSETPOS", bySetPosition)
        if let weekStart { parts.append("WKST=\(weekStart.code)") }
        parts += extensions.map { "\($0.name)=\($0.value)" }
        return parts.joined(separator: ";")
    }

    public var description: String { text }
}
