import Foundation
import LarderCore

/// The fields of a recipe-pages JSON file the planner's cookbook reads.
struct RecipePageRecord: Decodable {
    var title: String?
    var category: String?
    var totalTime: Int?
    var yields: String?
    var ingredients: [String]
    var nutrients: [String: String]

    private enum CodingKeys: String, CodingKey {
        case title, category, yields, ingredients, nutrients
        case totalTime = "total_time"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try? container.decodeIfPresent(String.self, forKey: .title)
        category = try? container.decodeIfPresent(String.self, forKey: .category)
        totalTime = (try? container.decodeIfPresent(Double.self, forKey: .totalTime)).map { Int($0) }
        yields = try? container.decodeIfPresent(String.self, forKey: .yields)
        ingredients = (try? container.decodeIfPresent([String].self, forKey: .ingredients)) ?? []
        // Sites write each nutrient as text or as a number.
        nutrients = [:]
        if let values = try? container.decodeIfPresent([String: LooseText].self, forKey: .nutrients) {
            for (key, value) in values { nutrients[key] = value.text }
        }
    }

    /// Energy and the three macronutrients per serving, when the page declares all four.
    var nutrition: PlanNutrition? {
        guard let kcal = nutrients["calories"].flatMap(NutrientText.kilocalories),
            let protein = nutrients["proteinContent"].flatMap(NutrientText.grams),
            let fat = nutrients["fatContent"].flatMap(NutrientText.grams),
            let carbohydrate = nutrients["carbohydrateContent"].flatMap(NutrientText.grams)
        else { return nil }
        return PlanNutrition(kcal: kcal, protein: protein, fat: fat, carbohydrate: carbohydrate)
    }

    /// Categories as the site files them: "Lunch,Soup", "Appetizer or Side Dishes".
    var categories: Set<RecipeCategory> {
        let text = (category ?? "").replacingOccurrences(of: " or ", with: ",").replacingOccurrences(of: " and ", with: ",")
        let parts = text.split { ",/&;".contains($0) }.map { $0.trimmingCharacters(in: .whitespaces) }
        return Set(parts.compactMap { RecipeCategory(loosely: $0) })
    }

    func recipe(id: String, nutrition: PlanNutrition, calculator: NutritionCalculator?) -> PlanRecipe {
        var uses: [PlanRecipe.FoodUse] = []
        var groups = Set<String>()
        let servings = yields.flatMap { Servings.estimate(yields: $0, servingSize: nutrients["servingSize"]) }
        for line in ingredients {
            guard let result = calculator?.line(for: line), let match = result.match else { continue }
            groups.insert(match.food.group ?? "")
            let grams = result.grams.flatMap { grams in servings.map { grams / max($0, 1) } }
            uses.append(PlanRecipe.FoodUse(food: match.food.sourceID, gramsPerServing: grams))
        }
        return PlanRecipe(
            id: id, title: title ?? id, perServing: nutrition, categories: categories, tags: Self.tags(groups),
            totalMinutes: totalTime, dietFlags: calculator == nil ? [] : Self.flags(groups), foods: uses)
    }

    private static let fishGroups: Set<String> = ["Finfish and Shellfish Products"]
    private static let redMeatGroups: Set<String> = [
        "Beef Products", "Pork Products", "Lamb, Veal, and Game Products", "Sausages and Luncheon Meats",
    ]
    private static let poultryGroups: Set<String> = ["Poultry Products"]

    static func tags(_ groups: Set<String>) -> Set<String> {
        var tags = Set<String>()
        if !groups.isDisjoint(with: fishGroups) { tags.insert("fish") }
        if !groups.isDisjoint(with: redMeatGroups) { tags.insert("red-meat") }
        if !groups.isDisjoint(with: poultryGroups) { tags.insert("poultry") }
        return tags
    }

    /// Vegetarian when no linked food is meat or fish; vegan when also none is dairy or egg.
    static func flags(_ groups: Set<String>) -> Set<DietFlag> {
        guard tags(groups).isEmpty else { return [] }
        return groups.contains("Dairy and Egg Products") ? [.vegetarian] : [.vegetarian, .vegan]
    }
}

/// A JSON value read as text whether it is a string or a number.
private struct LooseText: Decodable {
    var text: String

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let string = try? container.decode(String.self) {
            text = string
        } else if let number = try? container.decode(Double.self) {
            text = String(number)
        } else {
            text = ""
        }
    }
}
