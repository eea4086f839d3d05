import Foundation

/// UNTIL: the last moment a rule may produce, in one of the three forms RFC 5545 allows.
public enum RecurrenceUntil: Hashable, Sendable {
    /// UNTIL=20251231: a day (for rules on days with no time; with a timed start the whole
    /// day is included).
    case date(LocalDate)
    /// UNTIL=20251231T215959Z: an instant, written in UTC (what RFC 5545 asks for when the
    /// start has a time zone).
    case utc(LocalDateTime)
    /// UNTIL=20251231T235959: a wall time, read in the start's time zone.
    case floating(LocalDateTime)

    /// The UTC form of `instant`.
    public static func instant(_ instant: Date) -> RecurrenceUntil {
        .utc(LocalDateTime(secondsSinceEpoch: Int(instant.timeIntervalSince1970.rounded(.down))))
    }

    /// "20251231", "20251231T215959Z" or "20251231T235959".
    public var text: String {
        switch self {
        case .date(let date): date.basic
        case .utc(let time): time.basic + "Z"
        case .floating(let time): time.basic
        }
    }

    /// Reads the three forms; nil for anything else.
    public init?(text: some StringProtocol) {
        if text.count == 8, let date = LocalDate(text: text), !text.contains("-") {
            self = .date(date)
        } else if text.count == 16, text.last == "Z" || text.last == "z",
            let time = LocalDateTime(text: text.dropLast()), !text.contains(":")
        {
            self = .utc(time)
        } else if text.count == 15, let time = LocalDateTime(text: text), !text.contains(":") {
            self = .floating(time)
        } else {
            return nil
        }
    }
}
