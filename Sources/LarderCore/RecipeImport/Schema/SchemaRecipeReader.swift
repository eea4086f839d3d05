import Foundation

/// Reads the properties of one schema.org `Recipe` node — from JSON-LD or
/// from microdata read into the same shape — into an `ExtractedRecipe`.
///
/// Every property is read as leniently as sites write it: a text or a list,
/// a `Person` or a name, an `ImageObject` or a URL, a node or a reference
/// (`{"@id": …}`) to a node elsewhere on the page.
struct SchemaRecipeReader {
    let recipe: LinkedDataObject
    /// Every node on the page that has an `@id`, to follow references.
    let nodesByID: [String: LinkedDataObject]

    func extract(source: ExtractedRecipe.Source) -> ExtractedRecipe {
        let prepTime = minutes("prepTime")
        let cookTime = minutes("cookTime")
        var totalTime = minutes("totalTime")
        if totalTime == nil, prepTime != nil || cookTime != nil {
            totalTime = (prepTime ?? 0) + (cookTime ?? 0)
        }
        let rating = resolved(recipe.first("aggregateRating"))?.objectValue
        return ExtractedRecipe(
            source: source,
            title: firstText(recipe.first("name", "headline")),
            description: firstText(recipe.first("description")),
            ingredients: ingredients(),
            instructions: SchemaInstructionReader(nodesByID: nodesByID).steps(
                in: recipe.first("recipeInstructions", "RecipeInstructions", "instructions", "step")),
            yields: recipe.first("recipeYield", "yield").flatMap(RecipeYieldText.yields(in:)),
            totalTime: totalTime,
            prepTime: prepTime,
            cookTime: cookTime,
            image: image(),
            category: joinedTexts(recipe.first("recipeCategory")),
            cuisine: joinedTexts(recipe.first("recipeCuisine")),
            author: author(),
            nutrients: nutrients(),
            keywords: keywords(),
            language: firstText(recipe.first("inLanguage", "language")),
            ratings: rating?.first("ratingValue")?.scalarText.flatMap(Self.number).map { ($0 * 100).rounded() / 100 },
            ratingsCount: rating?.first("ratingCount", "reviewCount")?.scalarText.flatMap(Self.number)
                .flatMap { $0 >= 1 ? Int($0) : nil }
        )
    }

    // MARK: properties

    private func minutes(_ key: String) -> Int? {
        recipe.first(key).flatMap(RecipeDurationText.minutes(in:))
    }

    /// Ingredient lines from whichever property holds the most (microdata
    /// pages may give both a one-line summary and the lines).
    private func ingredients() -> [String] {
        let candidates = ["recipeIngredient", "ingredients", "recipeIngredients"].map { key in
            flattened(recipe.first(key)).compactMap(ingredientText)
        }
        var lines = candidates.max(by: { $0.count < $1.count }) ?? []
        // One text holding the whole list, a line per ingredient: its lines.
        if lines.count == 1, let only = lines.first {
            lines = Self.listedLines(in: only)
        }
        return lines.filter { !Self.isBoldHeading($0) }
            .map { RecipeText.removingDoubledBrackets(RecipeText.clean($0)) }
            .filter { !$0.isEmpty }
    }

    /// The ingredient lines of one text holding a whole list: its lines, less
    /// a section title ("Ingredients") and, when most lines are indented, the
    /// ones that are not — group headings set flush ("Salsa" over "\t2 pickles").
    static func listedLines(in text: String) -> [String] {
        var decoded = RecipeText.decodeReferences(text)
        if decoded.contains("<") { decoded = RecipeText.stripTags(RecipeText.lineBreakingBlockTags(decoded)) }
        let rawLines = decoded.split(whereSeparator: \.isNewline)
            .filter { $0.contains(where: { $0.isLetter || $0.isNumber }) }
        let indented = rawLines.filter { $0.first?.isWhitespace == true }
        let kept = indented.count * 2 > rawLines.count ? indented : rawLines
        return kept.map { RecipeText.collapseWhitespace(String($0)) }.filter { !isSectionTitle($0) }
    }

    /// A short line without digits naming a section: "Ingredients", "Zutaten:".
    private static func isSectionTitle(_ line: String) -> Bool {
        line.split(separator: " ").count <= 3 && !line.contains(where: \.isNumber) && PageSectionWords.isSectionName(line)
    }

    private func ingredientText(_ value: LinkedDataValue) -> String? {
        if let text = value.scalarText { return text }
        guard let object = resolved(value)?.objectValue else { return nil }
        // A PropertyValue ("value", "unitText", "name") or a HowToSupply.
        let parts = [object.first("value"), object.first("unitText", "unitCode"), object.first("name")]
        return parts.compactMap { $0?.scalarText }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// A line that is nothing but bold or heading markup around words without
    /// digits ("<b>DIPPING SAUCE:</b>") is a group heading, not an ingredient.
    static func isBoldHeading(_ line: String) -> Bool {
        let decoded = RecipeText.decodeReferences(line)
        guard !decoded.contains(where: \.isNumber) else { return false }
        return decoded.range(
            of: #"^\s*<(b|strong|h[1-6])(\s[^>]*)?>[^<]*</\1>\s*:?\s*$"#, options: [.regularExpression, .caseInsensitive]
        ) != nil
    }

    private func image() -> String? {
        for value in flattened(recipe.first("image", "thumbnailUrl")) {
            let url: String?
            if let text = value.scalarText {
                url = text
            } else if let object = resolved(value)?.objectValue {
                url = object.first("url", "contentUrl", "@id")?.scalarText
            } else {
                url = nil
            }
            if let url = url.map(RecipeText.collapseWhitespace), !url.isEmpty { return url }
        }
        return nil
    }

    private func author() -> String? {
        for value in flattened(recipe.first("author", "Author", "creator")) {
            if let text = value.scalarText.map(RecipeText.clean), !text.isEmpty { return text }
            if let name = resolved(value)?.objectValue?.first("name").flatMap(firstText) { return name }
        }
        return nil
    }

    private func nutrients() -> [String: String] {
        guard let nutrition = resolved(recipe.first("nutrition"))?.objectValue else { return [:] }
        var nutrients: [String: String] = [:]
        for key in nutrition.keys where !key.hasPrefix("@") && key != "type" {
            guard let value = nutrition[key]?.scalarText.map(RecipeText.clean), !value.isEmpty else { continue }
            nutrients[RecipeText.clean(key)] = value
        }
        return nutrients
    }

    /// Keywords from a comma-separated text or a list, each once (ignoring case).
    private func keywords() -> [String] {
        let texts = flattened(recipe.first("keywords")).compactMap(\.scalarText).map(RecipeText.clean)
        var seen: Set<String> = []
        var keywords: [String] = []
        for keyword in texts.joined(separator: ",").split(separator: ",") {
            let trimmed = keyword.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, seen.insert(trimmed.lowercased()).inserted else { continue }
            keywords.append(trimmed)
        }
        return keywords
    }

    // MARK: values

    /// A reference `{"@id": …}` replaced by the node it names, when the page has it.
    func resolved(_ value: LinkedDataValue?) -> LinkedDataValue? {
        guard let object = value?.objectValue, let id = object["@id"]?.scalarText,
            object.keys.allSatisfy({ $0 == "@id" || $0 == "@type" }), let node = nodesByID[id]
        else { return value }
        return .object(node)
    }

    /// A value as a flat list: nested lists opened, `null`s dropped.
    func flattened(_ value: LinkedDataValue?) -> [LinkedDataValue] {
        guard let value else { return [] }
        switch value {
        case .array(let values): return values.flatMap { flattened($0) }
        case .null: return []
        default: return [value]
        }
    }

    /// The first text of a value (a text, or the first text of a list), cleaned.
    private func firstText(_ value: LinkedDataValue?) -> String? {
        flattened(value).lazy.compactMap(\.scalarText).map(RecipeText.clean).first { !$0.isEmpty }
    }

    /// All texts of a value joined with "," — categories and cuisines as declared.
    private func joinedTexts(_ value: LinkedDataValue?) -> String? {
        let texts = flattened(value).compactMap { resolved($0)?.objectValue?.first("name")?.scalarText ?? $0.scalarText }
            .map(RecipeText.clean).filter { !$0.isEmpty }
        return texts.isEmpty ? nil : texts.joined(separator: ",")
    }

    private static func number(_ text: String) -> Double? {
        Double(text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: "."))
    }
}
