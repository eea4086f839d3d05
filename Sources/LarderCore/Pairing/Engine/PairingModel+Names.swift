extension PairingModel {
    /// The network's name for an ingredient as people write it: "Olive Oil" → olive_oil,
    /// "fresh dill" → dill, "boneless chicken breasts" → chicken, "lemons" → lemon. Tries the
    /// whole name, then shorter runs of its words (longest first, the last words first, since
    /// English puts the food at the end), each also in the singular. Nil when nothing fits.
    public func resolve(_ text: String) -> String? {
        if ingredients.index[text] != nil { return text }
        let words = Self.key(text).split(separator: "_").map(String.init)
        guard !words.isEmpty else { return nil }
        for length in stride(from: words.count, through: 1, by: -1) {
            for start in stride(from: words.count - length, through: 0, by: -1) {
                let run = Array(words[start..<(start + length)])
                for last in Self.singulars(run[run.count - 1]) {
                    let name = (run.dropLast() + [last]).joined(separator: "_")
                    if ingredients.index[name] != nil { return name }
                }
            }
        }
        return nil
    }

    /// Every ingredient the model knows, in its own order (the network's file order first).
    public var ingredientNames: [String] { ingredients.names }

    /// The network category of an ingredient ("herb"), nil when unknown or a household's own.
    public func category(of name: String) -> String? {
        ingredients.index[name].flatMap { ingredients.categories[$0] }
    }

    /// The network categories ingredients have ("herb", "spice", …), for a category filter.
    public var ingredientCategories: [String] {
        Set(ingredients.categories.compactMap { $0 }).sorted()
    }

    /// In how many recipes of the model an ingredient is.
    public func recipeCount(of name: String) -> Int {
        ingredients.index[name].map { postings[$0].count } ?? 0
    }

    /// Lower case, words joined by underscores as the network writes names.
    static func key(_ text: String) -> String {
        let words = text.lowercased().split { $0 == " " || $0 == "-" || $0 == "_" || $0 == "\t" || $0 == "," }
        return words.joined(separator: "_")
    }

    /// The word itself, then its likely singulars: "berries" → berry, "tomatoes" → tomato, "leeks" → leek.
    static func singulars(_ word: String) -> [String] {
        var forms = [word]
        if word.hasSuffix("ies"), word.count > 4 { forms.append(String(word.dropLast(3)) + "y") }
        if word.hasSuffix("es"), word.count > 3 { forms.append(String(word.dropLast(2))) }
        if word.hasSuffix("s"), !word.hasSuffix("ss"), word.count > 2 { forms.append(String(word.dropLast())) }
        return forms
    }
}
