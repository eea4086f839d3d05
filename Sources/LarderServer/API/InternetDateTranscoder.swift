import Foundation
import LarderCore
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
    private static let arithmeticYears = 1583...9999

    static func text(ofSecondsSince1970 seconds: Double) -> String? {
        guard seconds.isFinite, abs(seconds) < 1e12 else { return nil }
        // Whole seconds well inside a double's exact integers: flooring gives the day a moment before 1970 is in.
        let days = (seconds / 86_400).rounded(.down)
        let secondOfDay = Int(seconds - days * 86_400)
        let date = CalendarDay(dayNumber: Int(days))
        guard arithmeticYears.contains(date.year) else { return nil }
        let fields: [(Int, Int)] = [
            (date.year, 4), (date.month, 2), (date.day, 2),
            (secondOfDay / 3600, 2), (secondOfDay / 60 % 60, 2), (secondOfDay % 60, 2),
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
}
