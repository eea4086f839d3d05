import Foundation
import LarderCore

/// A cookbook from the shared recipe pages that declare calories and all three macronutrients per
/// serving: nutrition as the site declares it, categories and time as extracted, and the foods
/// each line links to in USDA SR with their grams a serving (through `NutritionCalculator`).
public struct RecipePageCookbook: Sendable {
    public var recipes: [PlanRecipe]
    /// Pages read, pages declaring all four, and those dropped as implausible: energy outside
    /// 30–2,000 kcal a serving, or 4·protein + 4·carbohydrate + 9·fat more than 30 % under or
    /// 45 % over the declared energy.
    public var pages: Int
    public var declaringAll: Int
    public var implausible: Int

    public init(pages: [Data], foods: [Food]) {
        let calculator = foods.isEmpty ? nil : NutritionCalculator(foods: foods)
        recipes = []
        self.pages = pages.count
        declaringAll = 0
        implausible = 0
        for (index, data) in pages.enumerated() {
            guard let page = try? JSONDecoder().decode(RecipePageRecord.self, from: data),
                let nutrition = page.nutrition
            else { continue }
            declaringAll += 1
            guard Self.isPlausible(nutrition) else {
                implausible += 1
                continue
            }
            recipes.append(page.recipe(id: "page-\(index)", nutrition: nutrition, calculator: calculator))
        }
    }

    static func isPlausible(_ nutrition: PlanNutrition) -> Bool {
        let atwater = 4 * nutrition.protein + 4 * nutrition.carbohydrate + 9 * nutrition.fat
        return (30...2000).contains(nutrition.kcal) && (0.7...1.45).contains(atwater / nutrition.kcal)
    }
}
