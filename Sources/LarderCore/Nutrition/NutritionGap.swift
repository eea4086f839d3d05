/// Why a recipe line adds nothing, or only part of itself, to the recipe's
/// nutrition. Every line that is not fully counted carries one, so a total
/// is never silently short.
public enum NutritionGap: Hashable, Sendable, CustomStringConvertible {
    /// A heading such as "For the sauce:", not an ingredient.
    case heading
    /// No amount is given ("salt to taste", "oil for greasing").
    case noAmount
    /// No food in the table answers the ingredient's name.
    case noFood(name: String)
    /// The amount could not be turned into grams of the food.
    case notConvertible(ConversionFailure)

    /// A stable code for JSON: "heading", "no_amount", "no_food", "not_convertible".
    public var code: String {
        switch self {
        case .heading: "heading"
        case .noAmount: "no_amount"
        case .noFood: "no_food"
        case .notConvertible: "not_convertible"
        }
    }

    public var description: String {
        switch self {
        case .heading: "a heading, not an ingredient"
        case .noAmount: "no amount is given"
        case .noFood(let name): "no food in the table matches \"\(name)\""
        case .notConvertible(let failure): failure.description
        }
    }
}

/// What one ingredient line contributes to a recipe.
public struct LineNutrition: Hashable, Sendable {
    /// The line as written.
    public var text: String
    /// The line read by `IngredientLine.parse`.
    public var parsed: ParsedIngredient
    /// The food the line's ingredient was linked to, when one was.
    public var match: FoodMatch?
    /// The weight counted, when the amount could be converted.
    public var grams: Double?
    /// The nutrients the line adds; empty when it adds nothing.
    public var nutrients: NutrientValues
    /// Why the line adds nothing; nil when it is counted.
    public var gap: NutritionGap?
    /// A rule that changed what was counted, said so the cook can judge it:
    /// "oil for deep-frying: a tenth of it is counted as absorbed".
    public var note: String?

    /// True when the line's nutrients are in the total.
    public var isCounted: Bool { gap == nil }
}

/// A recipe's nutrition: the total, the share of one serving, and each line
/// with what it added or why it could not be counted.
public struct RecipeNutrition: Hashable, Sendable {
    public var lines: [LineNutrition]
    /// The whole recipe's nutrients.
    public var total: NutrientValues
    /// How many servings the recipe makes, when known.
    public var servings: Double?

    /// One serving's nutrients, when the number of servings is known.
    public var perServing: NutrientValues? {
        guard let servings, servings > 0 else { return nil }
        return total.scaled(by: 1 / servings)
    }

    /// The lines that add nothing, with why.
    public var gaps: [LineNutrition] { lines.filter { !$0.isCounted } }

    /// Nutrients some counted line's food did not measure, so their totals are
    /// lower bounds: a food table leaves fields empty when it did not analyse them.
    public var incompleteNutrients: [Nutrient] {
        let counted = lines.filter { $0.isCounted && ($0.grams ?? 0) > 0 }
        return Nutrient.allCases.filter { nutrient in
            counted.contains { $0.match?.food.nutrients[nutrient] == nil }
        }
    }
}
