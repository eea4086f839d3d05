/// An RFC 5545 recurrence rule (the text after `RRULE:`), as a value: how often, how many
/// times or until when, and which days and times within each period.
///
/// An empty `by…` list means the part is absent. Parse with `init(parsing:)`, write with
/// `text`; expand from a start with `Recurrence`. The expansion follows python-dateutil's
/// `rrule`, the reference implementation people check against (see `Recurrence`).
public struct RecurrenceRule: Hashable, Sendable {
    public enum Frequency: String, CaseIterable, Hashable, Sendable {
        case yearly = "YEARLY"
        case monthly = "MONTHLY"
        case weekly = "WEEKLY"
        case daily = "DAILY"
        case hourly = "HOURLY"
        case minutely = "MINUTELY"
        case secondly = "SECONDLY"
    }

    public var frequency: Frequency
    /// Every `interval`-th period: 2 with weekly is every other week. At least 1.
    public var interval: Int
    /// How many occurrences in all; nil for no count. Never together with `until`.
    public var count: Int?
    /// The last moment an occurrence may fall on; nil for none.
    public var until: RecurrenceUntil?
    /// WKST: the day weeks start on, for weekly intervals and week numbers; nil means Monday.
    public var weekStart: Weekday?
    /// BYDAY: weekdays, each with an optional ordinal in the month or year (-1FR: the last Friday).
    public var byDay: [WeekdayNumber]
    /// BYMONTHDAY: days of the month, 1…31 or -31…-1 counted from the end.
    public var byMonthDay: [Int]
    /// BYMONTH: months, 1…12.
    public var byMonth: [Int]
    /// BYYEARDAY: days of the year, 1…366 or -366…-1.
    public var byYearDay: [Int]
    /// BYWEEKNO: ISO-style week numbers, 1…53 or -53…-1 (yearly rules only).
    public var byWeekNumber: [Int]
    /// BYSETPOS: which of each period's candidates to keep, 1…366 or -366…-1 (-1: the last).
    public var bySetPosition: [Int]
    public var byHour: [Int]
    public var byMinute: [Int]
    public var bySecond: [Int]
    /// Parts named X-… that some clients add (Evolution's X-EVOLUTION-ENDDATE): kept as
    /// written so that a rule read from a phone is written back unchanged.
    public var extensions: [Extension]

    public struct Extension: Hashable, Sendable {
        public var name: String
        public var value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    public init(
        frequency: Frequency, interval: Int = 1, count: Int? = nil, until: RecurrenceUntil? = nil,
        weekStart: Weekday? = nil, byDay: [WeekdayNumber] = [], byMonthDay: [Int] = [], byMonth: [Int] = [],
        byYearDay: [Int] = [], byWeekNumber: [Int] = [], bySetPosition: [Int] = [],
        byHour: [Int] = [], byMinute: [Int] = [], bySecond: [Int] = [], extensions: [Extension] = []
    ) {
        self.frequency = frequency
        self.interval = interval
        self.count = count
        self.until = until
        self.weekStart = weekStart
        self.byDay = byDay
        self.byMonthDay = byMonthDay
        self.byMonth = byMonth
        self.byYearDay = byYearDay
        self.byWeekNumber = byWeekNumber
        self.bySetPosition = bySetPosition
        self.byHour = byHour
        self.byMinute = byMinute
        self.bySecond = bySecond
        self.extensions = extensions
    }
}
