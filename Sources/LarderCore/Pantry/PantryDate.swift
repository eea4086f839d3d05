import Foundation

/// A calendar day, as best-before and opened dates are printed: "2025-03-14". Days compare and
/// count without time zones getting in the way.
public struct PantryDate: Hashable, Comparable, Sendable {
    /// Days since 1970-01-01.
    public let dayNumber: Int

    public init(dayNumber: Int) {
        self.dayNumber = dayNumber
    }

    /// The day `date` falls on in `timeZone` (UTC unless told).
    public init(_ date: Date, timeZone: TimeZone = TimeZone(identifier: "UTC")!) {
        let seconds = date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))
        self.init(dayNumber: Int((seconds / 86_400).rounded(.down)))
    }

    /// Reads "YYYY-MM-DD"; nil for anything else, including days that do not exist ("2025-02-30").
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1900...9999).contains(year), (1...12).contains(month),
            (1...Self.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.init(dayNumber: Self.dayNumber(year: year, month: month, day: day))
    }

    /// "YYYY-MM-DD".
    public var text: String {
        let (year, month, day) = civil
        return String(format: "%04d-%02d-%02d", year, month, day)
    }

    public func adding(days: Int) -> PantryDate {
        PantryDate(dayNumber: dayNumber + days)
    }

    /// Days from `self` to `other`: 1 for tomorrow, -1 for yesterday.
    public func days(to other: PantryDate) -> Int {
        other.dayNumber - dayNumber
    }

    /// Midnight UTC of the day.
    public var date: Date {
        Date(timeIntervalSince1970: Double(dayNumber) * 86_400)
    }

    public static func < (lhs: PantryDate, rhs: PantryDate) -> Bool {
        lhs.dayNumber < rhs.dayNumber
    }

    // Howard Hinnant's civil-from-days algorithms: exact for the proleptic Gregorian calendar.
    private static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private var civil: (Int, Int, Int) {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

extension PantryDate: CustomStringConvertible {
    public var description: String { text }
}

/// Where an item stands against its best-before date.
public enum Freshness: String, Hashable, Sendable {
    /// No best-before date.
    case undated
    /// Good for longer than the household's "soon".
    case fresh
    /// Best before within the next days (today included).
    case expiringSoon
    /// Past its best-before date.
    case expired

    /// The item's freshness on `today`, when "soon" means within `soonDays` days.
    public static func of(bestBefore: PantryDate?, today: PantryDate, soonDays: Int) -> Freshness {
        guard let bestBefore else { return .undated }
        if bestBefore < today { return .expired }
        return today.days(to: bestBefore) <= soonDays ? .expiringSoon : .fresh
    }

    /// Expired or expiring soon: what the "expiring soon" list and count hold.
    public var needsAttention: Bool {
        self == .expired || self == .expiringSoon
    }
}
