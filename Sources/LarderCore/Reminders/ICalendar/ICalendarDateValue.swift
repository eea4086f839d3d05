import Foundation

/// A DATE or DATE-TIME property value (DTSTART, DUE, COMPLETED…) in the form it was
/// written: a day; a UTC time (…Z); a floating wall time; or a wall time in a TZID, whose
/// text is kept as written (and read as an IANA zone when it names one).
public enum ICalendarDateValue: Hashable, Sendable {
    case date(LocalDate)
    case utc(LocalDateTime)
    case floating(LocalDateTime)
    case zoned(LocalDateTime, tzid: String)

    /// Reads the property's value and its VALUE and TZID parameters.
    public init?(_ line: ContentLine) {
        let value = line.value.trimmingWhitespace()
        if line.parameter("VALUE")?.uppercased() == "DATE" || (value.count == 8 && !value.contains("T")) {
            guard let day = LocalDate(text: value), !value.contains("-") else { return nil }
            self = .date(day)
            return
        }
        let isUTC = value.last == "Z" || value.last == "z"
        guard let time = LocalDateTime(text: isUTC ? value.dropLast() : value), value.count == (isUTC ? 16 : 15) else {
            return nil
        }
        if isUTC {
            self = .utc(time)
        } else if let tzid = line.parameter("TZID") {
            self = .zoned(time, tzid: tzid)
        } else {
            self = .floating(time)
        }
    }

    /// The property line `name` with this value.
    public func line(_ name: String) -> ContentLine {
        switch self {
        case .date(let day): ContentLine(name: name, parameters: [.init("VALUE", ["DATE"])], value: day.basic)
        case .utc(let time): ContentLine(name: name, value: time.basic + "Z")
        case .floating(let time): ContentLine(name: name, value: time.basic)
        case .zoned(let time, let tzid): ContentLine(name: name, parameters: [.init("TZID", [tzid])], value: time.basic)
        }
    }

    public var utcInstant: Date? {
        if case .utc(let time) = self { Date(timeIntervalSince1970: TimeInterval(time.secondsSinceEpoch)) } else { nil }
    }

    /// The value as a reminder's due: a day stays a day; a time becomes its instant, a
    /// floating time (or one in a TZID that names no known zone) read in `timeZone`.
    public func due(defaultTimeZone timeZone: TimeZone) -> ReminderDue {
        switch self {
        case .date(let day): .day(day)
        case .utc: .time(utcInstant!)
        case .floating(let time): .time(timeZone.instant(of: time))
        case .zoned(let time, let tzid): .time((Self.timeZone(tzid: tzid) ?? timeZone).instant(of: time))
        }
    }

    /// The value for a due: a day as DATE, a time in `timeZone` with its IANA TZID.
    public init(_ due: ReminderDue, timeZone: TimeZone) {
        switch due {
        case .day(let day): self = .date(day)
        case .time(let instant): self = .zoned(timeZone.wallTime(of: instant), tzid: timeZone.identifier)
        }
    }

    /// The IANA zone a TZID names: the identifier itself, or its tail when a client
    /// prefixes it ("/mozilla.org/20050126_1/Europe/Kyiv", "/citadel.org/…/Europe/Kyiv").
    public static func timeZone(tzid: String) -> TimeZone? {
        if let zone = TimeZone(identifier: tzid) { return zone }
        let parts = tzid.split(separator: "/")
        for start in parts.indices.dropFirst() where parts.count - start >= 2 {
            let tail = parts[start...].joined(separator: "/")
            if tail.first?.isUppercase == true, let zone = TimeZone(identifier: tail) { return zone }
        }
        return nil
    }
}
