import Foundation

/// Keeps a counted ingredient's noun in step with its number once scaled: "2 eggs" halved is
/// "1 egg", "1 onion" doubled is "2 onions". Only lines counted without a unit change ("2 cloves
/// garlic" has a unit, which scaling already writes in the right number).
enum CountNoun {
    static func agreeing(_ scaled: String, parsedFrom original: ParsedIngredient, factor: Rational) -> String {
        guard original.unit == nil, let quantity = original.quantity,
              let noun = original.name.split(separator: " ").last.map(String.init), noun.count > 2
        else { return scaled }
        let before = quantity.high ?? quantity.low
        let after = before * factor
        let replacement: String?
        if before > .one, after <= .one {
            replacement = singular(of: noun)
        } else if before <= .one, after > .one {
            replacement = plural(of: noun)
        } else {
            replacement = nil
        }
        guard let replacement, replacement != noun,
              let range = scaled.range(of: "\\b\(NSRegularExpression.escapedPattern(for: noun))\\b", options: [.regularExpression, .caseInsensitive])
        else { return scaled }
        return scaled.replacingCharacters(in: range, with: replacement)
    }

    static func singular(of word: String) -> String? {
        let lower = word.lowercased()
        guard lower.hasSuffix("s"), !lower.hasSuffix("ss"), !lower.hasSuffix("us"), !lower.hasSuffix("is") else { return nil }
        if lower.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        if lower.hasSuffix("oes") || lower.hasSuffix("ches") || lower.hasSuffix("shes") || lower.hasSuffix("xes") || lower.hasSuffix("sses") {
            return String(word.dropLast(2))
        }
        return String(word.dropLast())
    }

    static func plural(of word: String) -> String? {
        let lower = word.lowercased()
        guard let last = lower.last, last.isLetter, last.isASCII, !lower.hasSuffix("s") else { return nil }
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        if lower.hasSuffix("y"), let beforeLast = lower.dropLast().last, !vowels.contains(beforeLast) {
            return String(word.dropLast()) + "ies"
        }
        if lower.hasSuffix("ch") || lower.hasSuffix("sh") || lower.hasSuffix("x") || lower.hasSuffix("z") || lower.hasSuffix("tomato")
            || lower.hasSuffix("potato")
        {
            return word + "es"
        }
        return word + "s"
    }
}
