/// Why an AI's answer cannot become a recipe.
public enum GeneratedRecipeProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// No JSON object in the answer.
    case notJSON
    /// A field the recipe needs is absent or empty.
    case missing(field: String)
    /// Fewer ingredient lines than `RecipeGenerationPrompt.minimumIngredients`.
    case tooFewIngredients(Int)
    /// The recipe breaks a rule every recipe keeps (a title too long, too many steps, …).
    case invalid(RecipeProblem)

    public var description: String {
        switch self {
        case .notJSON: "it is not a JSON object"
        case .missing(let field): "“\(field)” is missing"
        case .tooFewIngredients(let count):
            "it has \(count) ingredient\(count == 1 ? "" : "s"); at least \(RecipeGenerationPrompt.minimumIngredients) are needed"
        case .invalid(let problem): "“\(problem.field)” \(Self.explanation(of: problem.reason))"
        }
    }

    private static func explanation(of reason: RecipeProblem.Reason) -> String {
        switch reason {
        case .required: "is empty"
        case .tooLong(let max): "is longer than \(max) characters"
        case .tooMany(let max): "has more than \(max) entries"
        case .outOfRange(let min, let max): "is not between \(min) and \(max)"
        case .notAWebAddress: "is not a web address"
        }
    }
}

/// Reads the recipe an AI wrote into a draft, forgiving what models commonly get wrong —
/// Markdown fences around the JSON, numbers as text ("4 servings", "15 minutes"), a category
/// outside the list — and refusing what cannot be cooked from.
public enum GeneratedRecipeReader {
    public static func draft(fromAnswer answer: String) throws(GeneratedRecipeProblem) -> RecipeDraft {
        guard let object = recipeObject(in: withoutFences(answer)) else { throw .notJSON }

        guard let title = text(object.first("title", "name")), !title.isEmpty else { throw .missing(field: "title") }
        let ingredients = (object.first("ingredients", "recipeIngredient")?.listValue ?? []).compactMap(ingredientLine)
        guard !ingredients.isEmpty else { throw .missing(field: "ingredients") }
        guard ingredients.count >= RecipeGenerationPrompt.minimumIngredients else { throw .tooFewIngredients(ingredients.count) }
        let steps = (object.first("steps", "instructions", "recipeInstructions")?.listValue ?? [])
            .compactMap(stepText)
            .flatMap { $0.split(separator: "\n").map { RecipeDraft.clean(String($0)) } }
            .filter { !$0.isEmpty }
        guard !steps.isEmpty else { throw .missing(field: "steps") }

        let servingLimits = RecipeDraft.Limits.servings
        let servings = object.first("servings", "recipeYield", "yield").flatMap(number).map {
            min(max($0, servingLimits.lowerBound), servingLimits.upperBound)
        }
        let categoryNames = (object.first("category", "categories", "recipeCategory")?.listValue ?? []).compactMap(text)
        // A recipe the model filed under something outside the list is still a dish: a main course.
        let categories = categoryNames.compactMap { RecipeCategory(loosely: $0) }
        let draft = RecipeDraft(
            title: title, description: text(object.first("description")),
            ingredients: ingredients.map { RecipeDraft.Ingredient(text: $0) }, steps: steps,
            servings: servings ?? 4,
            prepMinutes: object.first("prepMinutes", "prepTime").flatMap(minutes),
            cookMinutes: object.first("cookMinutes", "cookTime").flatMap(minutes),
            difficulty: text(object.first("difficulty")).flatMap { Difficulty(loosely: $0) },
            categories: categories.isEmpty ? [.mainCourse] : categories,
            dietFlags: (object.first("dietFlags", "diet", "suitableForDiet")?.listValue ?? []).compactMap(text)
                .compactMap { DietFlag(loosely: $0) },
            tags: (object.first("tags", "keywords")?.listValue ?? []).compactMap(text).filter { $0.count <= RecipeDraft.Limits.tag })
        do {
            return try draft.validated()
        } catch {
            throw .invalid(error)
        }
    }

    /// The answer without a Markdown code fence around it (```json … ```).
    static func withoutFences(_ answer: String) -> String {
        var lines = answer.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first?.hasPrefix("```") == true else { return lines.joined(separator: "\n") }
        lines.removeFirst()
        if let last = lines.lastIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("```") }) {
            lines.removeSubrange(last...)
        }
        return lines.joined(separator: "\n")
    }

    /// The recipe object: the answer's first JSON object, or the object it wraps the recipe in
    /// (`{"recipe": {…}}`).
    private static func recipeObject(in text: String) -> LinkedDataObject? {
        guard let object = LinkedDataJSONReader.values(in: text).lazy.compactMap(\.objectValue).first else { return nil }
        if object.first("title", "name") == nil, object.keys.count == 1, let key = object.keys.first,
            let inner = object[key]?.objectValue
        {
            return inner
        }
        return object
    }

    private static func text(_ value: LinkedDataValue?) -> String? {
        guard let raw = value?.scalarText else { return nil }
        let cleaned = RecipeDraft.clean(raw)
        return cleaned.isEmpty ? nil : cleaned
    }

    /// A line given as text, or as parts: `{"quantity": "2", "unit": "cups", "name": "flour"}`.
    private static func ingredientLine(_ value: LinkedDataValue) -> String? {
        if let line = text(value) { return line }
        guard let object = value.objectValue else { return nil }
        if let line = text(object.first("text", "line", "ingredient")) { return line }
        let parts = [object.first("quantity", "amount"), object.first("unit"), object.first("name", "item", "food")].compactMap(text)
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    /// A step as written, line breaks kept: a model may put the whole method in one text.
    private static func stepText(_ value: LinkedDataValue) -> String? {
        value.scalarText ?? value.objectValue?.first("text", "step", "instruction", "description")?.scalarText
    }

    /// A count: 4, "4", "4 servings", "Serves 4".
    private static func number(_ value: LinkedDataValue) -> Int? {
        guard let text = value.listValue.first?.scalarText else { return nil }
        if let double = Double(text), double.isFinite { return Int(double.rounded()) }
        let digits = text.drop { !$0.isNumber }.prefix { $0.isNumber }
        return Int(digits)
    }

    /// Minutes within a recipe's range: 15, "15", "15 minutes", "PT15M".
    private static func minutes(_ value: LinkedDataValue) -> Int? {
        guard let minutes = RecipeDurationText.minutes(in: value), RecipeDraft.Limits.minutes.contains(minutes) else { return nil }
        return minutes
    }
}
