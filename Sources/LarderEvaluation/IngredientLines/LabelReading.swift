import LarderCore

/// Reads the quantity and unit fields of labelled data with Larder's own
/// vocabulary, so labels and parses are compared in the same terms.
enum LabelReading {
    enum Reading<Value: Hashable>: Hashable {
        /// The field is empty.
        case none
        /// The field holds something Larder cannot read.
        case unreadable
        case value(Value)
    }

    /// The first quantity of a label: "1#1$2 6" → 3/2, "2-3" → 2–3,
    /// "2 dozen" → 24, "One 28" → 1, "4x 400" → 4.
    static func firstQuantity(_ field: String) -> Reading<Quantity> {
        let words = field.split(separator: " ")
        guard let first = words.first else { return .none }
        var text = String(first).replacingFractions()
        if text.hasPrefix("<") { text.removeFirst() }
        if text.hasSuffix("x") || text.hasSuffix("X") { text.removeLast() }
        if words.count > 1, words[1].lowercased() == "dozen" { text += " dozen" }
        guard let quantity = Quantity(parsing: text) else { return .unreadable }
        return .value(quantity)
    }

    /// The first unit of a label, after size and measuring words:
    /// "small bunch" → bunch, "tablespoon teaspoon" → tbsp, "fl ounce ml" → fl oz.
    static func firstUnit(_ field: String) -> Reading<Unit> {
        var words = field.split(separator: " ").map(String.init)
        guard !words.isEmpty else { return .none }
        while let first = words.first?.lowercased(), words.count > 1,
            IngredientVocabulary.isSizeWord(first)
                || IngredientVocabulary.measureModifiers.contains(first)
                || IngredientVocabulary.sizeIntensifiers.contains(first)
                || IngredientVocabulary.preparationWords.contains(first)
                || first == "to" || first == "or"
        {
            words.removeFirst()
        }
        for length in stride(from: min(3, words.count), through: 1, by: -1) {
            if let unit = Unit(parsing: words.prefix(length).joined(separator: " ")) {
                return .value(unit)
            }
        }
        return .unreadable
    }
}

extension String {
    /// "#1$2" → "1/2", "5#1$4" → "5 1/4", "#3$4-1" → "3/4-1".
    fileprivate func replacingFractions() -> String {
        var output = ""
        var previous: Character?
        for character in self {
            switch character {
            case "#":
                if let previous, previous.isNumber { output.append(" ") }
            case "$":
                output.append("/")
            default:
                output.append(character)
            }
            previous = character
        }
        return output
    }
}
