/// What a page section holds, as its heading names it.
enum PageSectionKind: Equatable {
    case ingredients, instructions
    /// Notes, nutrition, equipment, comments… — or a tab strip naming both
    /// ingredients and instructions: the end of a section, never one to read.
    case other
}

/// Section names in the languages recipe sites are written in.
enum PageSectionWords {
    private static let ingredients: Set<String> = [
        "ingredients", "ingredient", "what you'll need", "what you need", "you will need", "you'll need",
        "zutaten", "ingrédients", "ingredienti", "ingredientes", "ingrediënten", "ingredienser", "ainekset",
        "hozzávalók", "składniki", "suroviny", "sastojci", "přísady", "ингредиенты", "інгредієнти", "υλικά",
        "malzemeler", "材料", "食材", "재료", "bahan", "nguyên liệu",
    ]

    private static let instructions: Set<String> = [
        "instructions", "instruction", "directions", "direction", "method", "preparation", "steps", "how to make",
        "how to make it", "procedure", "zubereitung", "anleitung", "préparation", "preparazione", "procedimento",
        "preparación", "elaboración", "modo de preparo", "modo de preparação", "bereiding", "bereidingswijze",
        "werkwijze", "fremgangsmåde", "fremgangsmåte", "tillvägagångssätt", "gör så här", "valmistus",
        "elkészítés", "przygotowanie", "sposób przygotowania", "postup", "postup přípravy", "priprema",
        "приготовление", "способ приготовления", "приготування", "εκτέλεση", "hazırlanışı", "做法", "步骤",
        "만드는 법", "cara membuat", "step by step", "how to cook", "pasos", "pasos a seguir", "paso a paso",
        "passo a passo", "étapes", "schritte", "so geht's", "stappen", "passaggi",
    ]

    /// Headings that end a section: the usual neighbours of the two above.
    private static let others: Set<String> = [
        "notes", "note", "nutrition", "nutritional", "nutrition facts", "tips", "equipment", "comments", "reviews",
        "related recipes", "you may also like", "notizen", "hinweise", "nährwerte", "conseils",
        "valeurs nutritionnelles", "consigli", "valori nutrizionali", "notas", "información nutricional",
    ]

    /// What `heading` (six words at most) names, by a whole word or phrase
    /// in it: "Ingredients", "Ingredients:", "Recipe Ingredients",
    /// "Ingredients for 4"; `nil` when none. A heading naming both
    /// ingredients and instructions ("Ingredients & Instructions") is a tab
    /// strip: `.other`.
    static func kind(of heading: String) -> PageSectionKind? {
        guard heading.count <= 60 else { return nil }
        let tokens = normalisedWords(heading)
        guard !tokens.isEmpty, tokens.count <= 6 else { return nil }
        let namesIngredients = ingredientPhrases.contains { contains(tokens, $0) }
        let namesInstructions = instructionPhrases.contains { contains(tokens, $0) }
        switch (namesIngredients, namesInstructions) {
        case (true, true): return .other
        case (true, false): return .ingredients
        case (false, true): return .instructions
        case (false, false): return otherPhrases.contains { contains(tokens, $0) } ? .other : nil
        }
    }

    static func isSectionName(_ heading: String) -> Bool {
        kind(of: heading) != nil
    }

    private static let ingredientPhrases = phrases(of: ingredients)
    private static let instructionPhrases = phrases(of: instructions)
    private static let otherPhrases = phrases(of: others)

    private static func phrases(of words: Set<String>) -> [[Substring]] {
        words.map { normalisedWords($0) }
    }

    /// Whether `phrase` occurs in `tokens` as consecutive words.
    private static func contains(_ tokens: [Substring], _ phrase: [Substring]) -> Bool {
        guard !phrase.isEmpty, phrase.count <= tokens.count else { return false }
        for start in 0...(tokens.count - phrase.count)
        where tokens[start..<(start + phrase.count)].elementsEqual(phrase) {
            return true
        }
        return false
    }

    /// Lower case, typographic apostrophes plain, split into words at anything
    /// that is not a letter, digit or apostrophe.
    private static func normalisedWords(_ text: String) -> [Substring] {
        let lowered = text.lowercased()
        let plain = String(
            lowered.map { character -> Character in
                if character == "\u{2019}" { return "'" }
                return character.isLetter || character.isNumber || character == "'" ? character : " "
            })
        return plain.split(separator: " ")
    }
}
