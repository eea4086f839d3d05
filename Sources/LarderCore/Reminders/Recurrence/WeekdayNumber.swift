/// One BYDAY entry: a weekday, optionally the n-th of it in the month or year ("2MO", the
/// second Monday; "-1FR", the last Friday).
public struct WeekdayNumber: Hashable, Sendable {
    public var weekday: Weekday
    /// 1…53 or -53…-1; nil for every such weekday in the period.
    public var ordinal: Int?

    public init(_ weekday: Weekday, ordinal: Int? = nil) {
        self.weekday = weekday
        self.ordinal = ordinal
    }

    /// "MO", "2MO", "-1FR".
    public var text: String {
        (ordinal.map(String.init) ?? "") + weekday.code
    }

    /// Reads "MO", "+2MO", "2MO", "-1FR"; nil when it is none of these.
    public init?(text: some StringProtocol) {
        let code = text.suffix(2)
        guard let weekday = Weekday(code: code) else { return nil }
        let number = text.dropLast(2)
        if number.isEmpty {
            self.init(weekday)
            return
        }
        let digits = number.first == "+" || number.first == "-" ? number.dropFirst() : number[...]
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let ordinal = Int(number) else {
            return nil
        }
        self.init(weekday, ordinal: ordinal)
    }
}
