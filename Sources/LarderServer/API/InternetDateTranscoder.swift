import Foundation
import OpenAPIRuntime

/// The API's dates as ISO 8601 internet date-times in UTC ("2026-11-28T02:18:06Z"), written by
/// arithmetic: the runtime's own transcoder takes a lock and runs a date formatter for every date
/// of every answer, a list's worth per page. Reading goes through the runtime's transcoder, so
/// every form it accepted is still accepted.
struct InternetDateTranscoder: DateTranscoder {
    private let standard: any DateTranscoder = .iso8601

    func encode(_ date: Date) throws -> String {
        // As the formatter counts: to the nearest millisecond first, then the second that falls in.
        let milliseconds = ((date.timeIntervalSinceReferenceDate + Date.timeIntervalBetween1970AndReferenceDate) * 1000 + 0.5).rounded(.down)
        let seconds = (milliseconds / 1000).rounded(.down)
        guard let text = Self.text(ofSecondsSince1970: seconds) else { return try standard.encode(date) }
        return text
    }

    func decode(_ text: String) throws -> Date {
        try standard.decode(text)
    }

    /// Years the Gregorian calendar's arithmetic covers the way the formatter writes them: before
    /// 1583 the formatter counts Julian days, past 9999 the year takes more than four digits.
    private static let arithmeticYears: ClosedRange<Int64> = 1583...9999

    static func text(ofSecondsSince1970 seconds: Double) -> String? {
        guard seconds.isFinite, abs(seconds) < 1e12 else { return nil }
        let whole = Int64(seconds)
        let (days, secondOfDay) = whole.dividedFlooring(by: 86_400)
        let (year, month, day) = civilDate(daysSince1970: days)
        guard arithmeticYears.contains(year) else { return nil }
        let fields: [(Int64, Int)] = [
            (year, 4), (month, 2), (day, 2), (secondOfDay / 3600, 2), (secondOfDay / 60 % 60, 2), (secondOfDay % 60, 2),
        ]
        let separators: [UInt8] = [UInt8(ascii: "-"), UInt8(ascii: "-"), UInt8(ascii: "T"), UInt8(ascii: ":"), UInt8(ascii: ":"), UInt8(ascii: "Z")]
        return String(unsafeUninitializedCapacity: 20) { buffer in
            var at = 0
            for ((value, width), separator) in zip(fields, separators) {
                var rest = value
                for position in stride(from: at + width - 1, through: at, by: -1) {
                    buffer[position] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                }
                buffer[at + width] = separator
                at += width + 1
            }
            return at
        }
    }

    /// The proleptic Gregorian date of a day count from 1970-01-01 (the "days from civil" inverse
    /// of Howard Hinnant's date algorithms).
    private static func civilDate(daysSince1970 days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

private extension Int64 {
    /// Quotient and remainder rounding towards minus infinity, so a moment before 1970 falls on
    /// the day it is in.
    func dividedFlooring(by divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        let (quotient, remainder) = quotientAndRemainder(dividingBy: divisor)
        return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
    }
}
