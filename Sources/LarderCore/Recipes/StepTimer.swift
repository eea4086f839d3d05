import Foundation

/// A timer a cooking step asks for: "bake 25 minutes" → 25 minutes; "simmer 10-12 minutes" → 10
/// to 12; "1 hour 30 minutes" → 90. Cooking mode offers a button per timer.
public struct StepTimer: Hashable, Sendable, Codable {
    /// Seconds for the short end of the range (what the timer starts with).
    public var seconds: Int
    /// The long end of a range ("10-12 minutes"), else nil.
    public var maxSeconds: Int?
    /// The words the timer was read from, as written.
    public var text: String

    public init(seconds: Int, maxSeconds: Int? = nil, text: String) {
        self.seconds = seconds
        self.maxSeconds = maxSeconds
        self.text = text
    }

    /// Every duration the step mentions, in order.
    public static func find(in step: String) -> [StepTimer] {
        let text = step as NSString
        var timers: [StepTimer] = []
        for match in pattern.matches(in: step, range: NSRange(location: 0, length: text.length)) {
            guard let low = number(text.substring(with: match.range(at: 1))),
                  let unit = seconds(perUnit: text.substring(with: match.range(at: 3)))
            else { continue }
            let high = match.range(at: 2).location == NSNotFound ? nil : number(text.substring(with: match.range(at: 2)))
            var seconds = Int((low * unit).rounded())
            var maxSeconds = high.map { Int(($0 * unit).rounded()) }
            // "1 hour 30 minutes": the trailing part adds to both ends.
            if match.range(at: 4).location != NSNotFound,
               let extra = number(text.substring(with: match.range(at: 4))),
               let extraUnit = Self.seconds(perUnit: text.substring(with: match.range(at: 5))) {
                seconds += Int((extra * extraUnit).rounded())
                maxSeconds = maxSeconds.map { $0 + Int((extra * extraUnit).rounded()) }
            }
            guard seconds > 0, seconds <= 7 * 24 * 3600 else { continue }
            if let high = maxSeconds, high <= seconds { maxSeconds = nil }
            timers.append(StepTimer(seconds: seconds, maxSeconds: maxSeconds, text: text.substring(with: match.range)))
        }
        return timers
    }

    private static let number = #"(\d+(?:[.,]\d+)?(?:\s+\d/\d)?|\d/\d|½|¼|¾|a|an|one|two|three|four|five|ten|fifteen|twenty|thirty)"#
    private static let unitWords =
        #"(hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s|годин[иу]?|год|хвилин[иу]?|хв|секунд[иу]?|сек|час(?:а|ов)?|ч|минут[уы]?|мин)"#
    private static let pattern = try! NSRegularExpression(
        pattern: #"(?<![\w/])"# + number + #"(?:\s*(?:-|–|to|до|або|или)\s*"# + number + #")?\s*-?\s*"# + unitWords
            + #"(?:\s*(?:and\s+)?"# + number + #"\s*"# + unitWords + #")?(?![\p{L}])"#,
        options: [.caseInsensitive])

    private static func number(_ text: String) -> Double? {
        let words: [String: Double] = [
            "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "ten": 10, "fifteen": 15,
            "twenty": 20, "thirty": 30, "½": 0.5, "¼": 0.25, "¾": 0.75,
        ]
        let lowered = text.lowercased()
        if let value = words[lowered] { return value }
        var total = 0.0
        for part in lowered.split(separator: " ") {
            if part.contains("/") {
                let pieces = part.split(separator: "/")
                guard pieces.count == 2, let top = Double(pieces[0]), let bottom = Double(pieces[1]), bottom > 0 else { return nil }
                total += top / bottom
            } else {
                guard let value = Double(part.replacingOccurrences(of: ",", with: ".")) else { return nil }
                total += value
            }
        }
        return total
    }

    private static func seconds(perUnit word: String) -> Double? {
        let unit = word.lowercased()
        if unit.hasPrefix("h") || unit.hasPrefix("год") || unit.hasPrefix("час") || unit == "ч" { return 3600 }
        if unit.hasPrefix("m") || unit.hasPrefix("хв") || unit.hasPrefix("мин") { return 60 }
        if unit.hasPrefix("s") || unit.hasPrefix("сек") { return 1 }
        return nil
    }
}
