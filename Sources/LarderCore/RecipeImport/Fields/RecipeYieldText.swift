import Foundation

/// Reads a recipe's declared yield into one canonical phrase: a count and
/// what is counted — "8 servings", "1 serving", "24 cookies", "2 loaves",
/// "2 dozen". Anything not a recognised countable thing is servings, since
/// that is what "Serves 4", "4 personnes", "4 Portionen" or a bare "4" mean.
///
/// Rules, in order:
/// 1. A range written tight with a hyphen ("4-6") or with "to" counts as its
///    upper end. (An en dash mostly marks a side note — "4 servings (12–16
///    lollipops)" — so it does not count.)
/// 2. The count is the first number (decimals kept as written), or an English
///    number word ("serves four").
/// 3. The counted thing is the longest word of `itemKinds` found in the text
///    (whole words, singular or plural), written plural unless the count is 1.
/// 4. Otherwise, "makes …" means items; anything else means servings.
///
/// Text with no count at all is returned cleaned but otherwise as declared.
public enum RecipeYieldText {
    /// The yield of a schema.org `recipeYield` value: a number, a text, a
    /// QuantitativeValue, or a list of these — from a list, the first entry
    /// naming a countable thing ("8 slices" over "8"), else the first that reads.
    public static func yields(in value: LinkedDataValue) -> String? {
        switch value {
        case .number(let text): return yields(in: text)
        case .string(let text): return yields(in: text)
        case .bool, .null: return nil
        case .object(let object):
            let count = object.first("value", "maxValue", "minValue")?.scalarText ?? ""
            let unit = object.first("unitText")?.scalarText ?? ""
            return yields(in: "\(count) \(unit)")
        case .array(let values):
            let readings = values.compactMap { value -> (text: String, namesKind: Bool)? in
                guard let text = value.scalarText ?? value.objectValue.flatMap({ yields(in: .object($0)) }),
                    let reading = reading(of: text)
                else { return nil }
                return (reading.phrase, reading.kind != nil)
            }
            return (readings.first(where: \.namesKind) ?? readings.first)?.text
        }
    }

    /// The canonical phrase for a declared yield text; `nil` for empty text.
    public static func yields(in text: String) -> String? {
        reading(of: text)?.phrase
    }

    private static func reading(of text: String) -> (phrase: String, kind: String?)? {
        var cleaned = RecipeText.clean(text)
        guard !cleaned.isEmpty else { return nil }
        if let range = cleaned.range(of: #"\d+(\s+to\s+|-)\d+"#, options: [.regularExpression, .caseInsensitive]),
            let separator = cleaned[range].range(of: #"\s+to\s+|-"#, options: [.regularExpression, .caseInsensitive])
        {
            cleaned = String(cleaned[separator.upperBound...])
        }
        let lowered = cleaned.lowercased()
        guard let count = firstCount(in: lowered) else { return (cleaned, nil) }
        let isOne = Double(count) == 1
        if let kind = longestKind(in: lowered) {
            return ("\(count) \(isOne ? kind.singular : kind.plural)", kind.singular)
        }
        if lowered.range(of: #"\bmakes\b"#, options: .regularExpression) != nil {
            return ("\(count) \(isOne ? "item" : "items")", nil)
        }
        return ("\(count) \(isOne ? "serving" : "servings")", nil)
    }

    /// The first number as written ("12", "5.75"), or a number word's digits.
    private static func firstCount(in text: String) -> String? {
        if let range = text.range(of: #"\d+(\.\d+)?"#, options: .regularExpression) {
            let written = String(text[range])
            // "04" and "4.0" read as 4; "5.75" stays as written.
            if let number = Double(written), number == number.rounded(), number < 1_000_000 { return String(Int(number)) }
            return written
        }
        let words = text.split(whereSeparator: { !$0.isLetter })
        for word in words {
            if let index = numberWords.firstIndex(of: String(word)) { return String(index + 1) }
        }
        return nil
    }

    private static let numberWords = [
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    ]

    private static func longestKind(in text: String) -> (singular: String, plural: String)? {
        let words = Set(text.split(whereSeparator: { !$0.isLetter }).map(String.init))
        var best: (singular: String, plural: String)?
        var bestLength = 0
        for kind in itemKinds {
            let matched = words.contains(kind.plural) ? kind.plural : words.contains(kind.singular) ? kind.singular : nil
            if let matched, matched.count > bestLength {
                best = kind
                bestLength = matched.count
            }
        }
        return best
    }

    /// Countable things a recipe makes, as (singular, plural). Kept to what is
    /// unambiguous as a yield: "servings", "people" and "portions" are servings;
    /// measures such as quarts are left out because sites use them loosely.
    static let itemKinds: [(singular: String, plural: String)] = [
        ("dozen", "dozen"), ("batch", "batches"), ("cake", "cakes"), ("sandwich", "sandwiches"), ("bun", "buns"),
        ("cookie", "cookies"), ("muffin", "muffins"), ("cupcake", "cupcakes"), ("loaf", "loaves"), ("pie", "pies"),
        ("cup", "cups"), ("pint", "pints"), ("gallon", "gallons"), ("ounce", "ounces"), ("pound", "pounds"),
        ("gram", "grams"), ("liter", "liters"), ("piece", "pieces"), ("layer", "layers"), ("scoop", "scoops"),
        ("bar", "bars"), ("patty", "patties"), ("pancake", "pancakes"), ("item", "items"), ("slice", "slices"),
        ("square", "squares"), ("scone", "scones"), ("croissant", "croissants"), ("blondie", "blondies"),
        ("burrito", "burritos"), ("falafel", "falafel"), ("bowl", "bowls"), ("brownie", "brownies"),
        ("biscuit", "biscuits"), ("taco", "tacos"), ("waffle", "waffles"), ("doughnut", "doughnuts"),
        ("donut", "donuts"), ("truffle", "truffles"), ("bagel", "bagels"), ("popsicle", "popsicles"),
    ]
}
