/// A day of the week, Monday first (ISO 8601 and RFC 5545's default week start).
public enum Weekday: Int, CaseIterable, Hashable, Comparable, Sendable, Codable {
    case monday = 0, tuesday, wednesday, thursday, friday, saturday, sunday

    /// Monday 0 … Sunday 6.
    public var index: Int { rawValue }

    init(index: Int) {
        self = Weekday(rawValue: index)!
    }

    /// The two-letter code RFC 5545 uses: MO, TU, WE, TH, FR, SA, SU.
    public var code: String {
        ["MO", "TU", "WE", "TH", "FR", "SA", "SU"][rawValue]
    }

    public init?(code: some StringProtocol) {
        guard let found = Weekday.allCases.first(where: { $0.code == code.uppercased() }) else { return nil }
        self = found
    }

    public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.rawValue < rhs.rawValue }
}
