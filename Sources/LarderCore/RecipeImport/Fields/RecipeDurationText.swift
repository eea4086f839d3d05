import Foundation

/// Reads cooking times into whole minutes: ISO-8601 durations as schema.org
/// asks (`PT1H30M`, `P0DT0H45M`, `PT0.5H`), the sloppy variants sites write
/// (`PT90M0S`, `P30M`, `PT1H30`, lower case, spaces), and plain text
/// ("1 hour 30 mins", "1½ hrs", "45", "10-15 minutes", "1:30").
public enum RecipeDurationText {
    /// Minutes in `text`, rounded up to a whole minute for ISO durations and to
    /// the nearest minute otherwise; `nil` when there is no time, or it is zero.
    ///
    /// A range ("10-15 minutes", "10 to 15 minutes") counts as its upper end:
    /// the time to plan for.
    public static func minutes(in text: String) -> Int? {
        var text = RecipeText.collapseWhitespace(text)
        if let whole = Int(text) { return whole > 0 ? whole : nil }
        if let decimal = Double(text), decimal.isFinite { return positive(decimal.rounded()) }
        for separator in ["-", "–", " to "] where !isISO(text) {
            if let range = text.range(of: separator) { text = String(text[range.upperBound...]) }
        }
        if isISO(text), let minutes = isoMinutes(text) { return minutes }
        return textMinutes(text)
    }

    /// Minutes for a JSON value: a number counts as minutes, text is read as above.
    public static func minutes(in value: LinkedDataValue) -> Int? {
        switch value {
        case .string(let text), .number(let text): return minutes(in: text)
        case .array(let values): return values.lazy.compactMap { minutes(in: $0) }.first
        case .object(let object):
            // Some sites give a QuantitativeValue ({"minValue": …, "maxValue": …}) for a range.
            return object.first("maxValue", "value", "minValue").flatMap { minutes(in: $0) }
        case .bool, .null: return nil
        }
    }

    private static func isISO(_ text: String) -> Bool {
        guard let first = text.first, first == "P" || first == "p" else { return false }
        return text.contains("T") || text.contains("t")
    }

    /// `P[n]Y[n]M[n]W[n]DT[n]H[n]M[n]S` with decimals, letters in any case and
    /// spaces anywhere; an ending number without a letter counts as minutes
    /// after hours (`PT1H30`) and as hours otherwise. Years and months (before
    /// `T`) are taken as 365 and 30 days.
    static func isoMinutes(_ text: String) -> Int? {
        var seconds = 0.0
        var number = ""
        var inTime = false
        var lastTimeUnit: Character = " "
        for character in text.uppercased().dropFirst() where character != " " {
            if character.isNumber || character == "." || character == "," {
                number.append(character == "," ? "." : character)
                continue
            }
            if character == "T" {
                inTime = true
                continue
            }
            let value = Double(number) ?? 0
            number = ""
            switch (character, inTime) {
            case ("Y", false): seconds += value * 365 * 86_400
            case ("M", false): seconds += value * 30 * 86_400
            case ("W", false): seconds += value * 7 * 86_400
            case ("D", _): seconds += value * 86_400
            case ("H", true): seconds += value * 3_600
            case ("M", true): seconds += value * 60
            case ("S", true): seconds += value
            default: return nil
            }
            if inTime { lastTimeUnit = character }
        }
        if let trailing = Double(number) {
            seconds += trailing * (lastTimeUnit == "H" ? 60 : lastTimeUnit == "M" ? 1 : 3_600)
        }
        return positive((seconds / 60).rounded(.up))
    }

    /// Numbers followed by unit words in any of the languages recipe sites use;
    /// a number with no unit after hours is minutes ("1 h 30"), and a lone
    /// number is minutes. "1:30" is an hour and a half.
    static func textMinutes(_ text: String) -> Int? {
        let lowered = text.lowercased()
        if let clock = clockMinutes(lowered) { return clock }
        var total = 0.0
        var found = false
        var pendingNumber: Double?
        var lastUnitSeconds = 0.0
        for token in RecipeNumberScanner.tokens(in: lowered) {
            switch token {
            case .number(let value):
                if let pending = pendingNumber { total += pending * fallbackSeconds(after: lastUnitSeconds) / 60 }
                pendingNumber = value
            case .word(let word):
                guard let pending = pendingNumber else { continue }
                guard let unitSeconds = unitSeconds(word) else { continue }
                total += pending * unitSeconds / 60
                lastUnitSeconds = unitSeconds
                pendingNumber = nil
                found = true
            }
        }
        if let pending = pendingNumber {
            total += pending * fallbackSeconds(after: lastUnitSeconds) / 60
            found = true
        }
        guard found else { return nil }
        return positive(total.rounded())
    }

    /// A number with no unit of its own: minutes after hours, seconds after minutes, else minutes.
    private static func fallbackSeconds(after unitSeconds: Double) -> Double {
        unitSeconds == 60 ? 1 : 60
    }

    /// "1:30" or "01:30:00" (hours, minutes, seconds).
    private static func clockMinutes(_ text: String) -> Int? {
        let parts = text.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2 || parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }),
            let hours = Double(parts[0]), let minutes = Double(parts[1])
        else { return nil }
        return positive((hours * 60 + minutes).rounded())
    }

    /// The seconds in the unit a word names — hours, minutes, days or seconds
    /// in the languages recipe sites use ("h", "hrs", "heures", "Stunden",
    /// "óra"; "min", "minutos", "perc"; "jours", "Tage"; "sec") — or `nil`.
    static func unitSeconds(_ word: String) -> Double? {
        if hourWords.contains(word) || word.hasPrefix("hour") || word.hasPrefix("heure") || word.hasPrefix("stund") {
            return 3_600
        }
        if minuteWords.contains(word) || word.hasPrefix("min") { return 60 }
        if dayWords.contains(word) { return 86_400 }
        if secondWords.contains(word) { return 1 }
        return nil
    }

    private static let hourWords: Set<String> = [
        "h", "hr", "hrs", "hour", "hours", "heure", "heures", "hora", "horas", "ora", "ore", "óra", "uur", "std",
        "stunde", "stunden", "timer", "time", "tim", "godz", "godzina", "godziny", "hod", "hodin", "hodina", "saat",
        "час", "часа", "часов", "ч", "год", "години",
    ]
    private static let minuteWords: Set<String> = [
        "m", "mins", "minute", "minutes", "minuten", "minuto", "minutos", "minuti", "minuut", "minutter", "minutt",
        "mn", "perc", "perces", "minut", "minuty", "dakika", "мин", "минут", "минуты", "хв", "хвилин",
    ]
    private static let dayWords: Set<String> = [
        "d", "day", "days", "jour", "jours", "dia", "días", "dias", "giorni", "giorno", "tag", "tage", "dag", "dagen",
        "dni", "день", "дня", "дней",
    ]
    private static let secondWords: Set<String> = [
        "s", "sec", "secs", "second", "seconds", "seconde", "secondes", "segundos", "secondi", "sekunden", "sek", "сек",
    ]

    private static func positive(_ minutes: Double) -> Int? {
        guard minutes.isFinite, minutes >= 1, minutes < 1_000_000 else { return nil }
        return Int(minutes)
    }
}
