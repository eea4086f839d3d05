/// Splits short texts such as "1½ hours", "Serves 4-6" or "1 1/2 hrs" into
/// numbers and words, for reading times and yields.
enum RecipeNumberScanner {
    enum Piece: Equatable {
        /// A number: digits with an optional decimal part, a fraction (`1/2`),
        /// a vulgar fraction (`½`) or a mixed number (`1 1/2`, `1½`).
        case number(Double)
        /// A run of letters, lower-cased as given.
        case word(String)
    }

    /// The numbers and words of `text`, in order; other characters separate them.
    static func tokens(in text: String) -> [Piece] {
        var pieces: [Piece] = []
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character.isASCII, character.isNumber {
                let (value, next) = readNumber(characters, from: index)
                // "1 1/2": a fraction right after a whole number adds to it.
                if case .number(let previous)? = pieces.last, value < 1, characters[index..<next].contains("/"),
                    index > 0, characters[index - 1] == " "
                {
                    pieces[pieces.count - 1] = .number(previous + value)
                } else {
                    pieces.append(.number(value))
                }
                index = next
            } else if let fraction = vulgarFractions[character] {
                pieces.append(.number(fraction))
                index += 1
            } else if character.isLetter {
                var end = index
                while end < characters.count, characters[end].isLetter { end += 1 }
                pieces.append(.word(String(characters[index..<end])))
                index = end
            } else {
                index += 1
            }
        }
        return pieces
    }

    /// Reads "12", "1.5", "1,5", "1/2" or "1½" starting at `start`.
    private static func readNumber(_ characters: [Character], from start: Int) -> (Double, Int) {
        var index = start
        var digits = ""
        while index < characters.count, characters[index].isASCII, characters[index].isNumber {
            digits.append(characters[index])
            index += 1
        }
        var value = Double(digits) ?? 0
        if index + 1 < characters.count, characters[index] == "." || characters[index] == ",",
            characters[index + 1].isASCII, characters[index + 1].isNumber
        {
            index += 1
            var decimals = ""
            while index < characters.count, characters[index].isASCII, characters[index].isNumber {
                decimals.append(characters[index])
                index += 1
            }
            value = Double(digits + "." + decimals) ?? value
        } else if index + 1 < characters.count, characters[index] == "/" || characters[index] == "⁄",
            characters[index + 1].isASCII, characters[index + 1].isNumber
        {
            index += 1
            var denominator = ""
            while index < characters.count, characters[index].isASCII, characters[index].isNumber {
                denominator.append(characters[index])
                index += 1
            }
            if let below = Double(denominator), below > 0 { value /= below }
        } else if index < characters.count, let fraction = vulgarFractions[characters[index]] {
            value += fraction
            index += 1
        }
        return (value, index)
    }

    static let vulgarFractions: [Character: Double] = [
        "½": 0.5, "⅓": 1.0 / 3, "⅔": 2.0 / 3, "¼": 0.25, "¾": 0.75, "⅕": 0.2, "⅖": 0.4, "⅗": 0.6, "⅘": 0.8,
        "⅙": 1.0 / 6, "⅚": 5.0 / 6, "⅛": 0.125, "⅜": 0.375, "⅝": 0.625, "⅞": 0.875,
    ]
}
