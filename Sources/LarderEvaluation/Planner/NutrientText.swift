/// Reads an amount as recipe sites declare nutrition: "143 kcal", "5 g", "4 1/2", "5g protein",
/// "12,5 g", "1,234 calories", "600 kJ", "2g fat (0 saturated fat)", or a bare number.
enum NutrientText {
    /// Kilocalories in `text`; kilojoules are converted.
    static func kilocalories(_ text: String) -> Double? {
        guard let value = amount(text) else { return nil }
        let lower = text.lowercased()
        if lower.contains("kj"), !lower.contains("kcal") { return value / 4.184 }
        return value
    }

    /// Grams in `text`; milligrams are converted.
    static func grams(_ text: String) -> Double? {
        guard let value = amount(text) else { return nil }
        let unit = text.lowercased().drop { !$0.isLetter }
        return unit.hasPrefix("mg") ? value / 1000 : value
    }

    /// The first amount written: a number (with a decimal point or comma, or a thousands comma),
    /// then an optional fraction ("4 1/2", "½").
    static func amount(_ text: String) -> Double? {
        let characters = Array(text)
        guard var index = characters.firstIndex(where: { $0.isASCII && $0.isNumber || fractions[$0] != nil }) else { return nil }
        if let fraction = fractions[characters[index]] { return fraction }
        var digits = ""
        while index < characters.count {
            let character = characters[index]
            if character.isASCII, character.isNumber {
                digits.append(character)
            } else if character == "." || character == "," {
                let following = characters[(index + 1)...].prefix { $0.isASCII && $0.isNumber }
                guard !following.isEmpty else { break }
                // "1,234" groups thousands; "12,5" and "12.5" are decimals.
                if character == ",", following.count == 3, !digits.contains(".") {
                    index += 1
                    continue
                }
                digits.append(".")
            } else {
                break
            }
            index += 1
        }
        guard var value = Double(digits) else { return nil }
        value += fractionAfter(characters, from: index)
        return value
    }

    /// " 1/2" or "½" right after a whole number.
    private static func fractionAfter(_ characters: [Character], from start: Int) -> Double {
        var index = start
        while index < characters.count, characters[index] == " " { index += 1 }
        guard index < characters.count else { return 0 }
        if let fraction = fractions[characters[index]] { return fraction }
        let rest = String(characters[index...].prefix { $0.isASCII && ($0.isNumber || $0 == "/") })
        let parts = rest.split(separator: "/")
        guard parts.count == 2, let top = Double(parts[0]), let bottom = Double(parts[1]), bottom > top, top > 0 else { return 0 }
        return top / bottom
    }

    private static let fractions: [Character: Double] = ["½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1.0 / 3, "⅔": 2.0 / 3]
}
