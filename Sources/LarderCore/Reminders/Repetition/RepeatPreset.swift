/// The repeat choices the reminder form offers before "Custom…", each a plain rule.
public enum RepeatPreset: String, CaseIterable, Hashable, Sendable, Codable {
    case never
    case daily
    case weekdays
    case weekly
    case everyTwoWeeks
    case monthly
    case everyThreeMonths
    case everySixMonths
    case yearly

    /// The rule, with no end (COUNT/UNTIL come from the form's "end repeat"); nil for never.
    /// Weekly, monthly and yearly fall on the due's weekday, day of the month and date: a
    /// reminder due on the 31st with "monthly" skips the months that have no 31st, as RFC
    /// 5545 (and Apple's and Google's calendars) do.
    public var rule: RecurrenceRule? {
        switch self {
        case .never: nil
        case .daily: RecurrenceRule(frequency: .daily)
        case .weekdays:
            RecurrenceRule(frequency: .weekly, byDay: [.monday, .tuesday, .wednesday, .thursday, .friday].map { WeekdayNumber($0) })
        case .weekly: RecurrenceRule(frequency: .weekly)
        case .everyTwoWeeks: RecurrenceRule(frequency: .weekly, interval: 2)
        case .monthly: RecurrenceRule(frequency: .monthly)
        case .everyThreeMonths: RecurrenceRule(frequency: .monthly, interval: 3)
        case .everySixMonths: RecurrenceRule(frequency: .monthly, interval: 6)
        case .yearly: RecurrenceRule(frequency: .yearly)
        }
    }

    /// The preset a rule is, leaving its end aside; nil for a custom rule. A rule written by a
    /// phone as "FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR" is weekdays; "FREQ=DAILY;BYDAY=MO,TU,
    /// WE,TH,FR" gives the same days and is weekdays too.
    public init?(rule: RecurrenceRule?) {
        guard var rule else {
            self = .never
            return
        }
        rule.count = nil
        rule.until = nil
        if rule.weekStart == .monday { rule.weekStart = nil }
        if rule.frequency == .daily, rule.interval == 1, Set(rule.byDay) == Set(RepeatPreset.weekdays.rule!.byDay) {
            rule.frequency = .weekly
        }
        if Set(rule.byDay) == Set(RepeatPreset.weekdays.rule!.byDay) {
            rule.byDay = RepeatPreset.weekdays.rule!.byDay
        }
        guard let preset = RepeatPreset.allCases.first(where: { $0.rule == rule }) else { return nil }
        self = preset
    }
}
