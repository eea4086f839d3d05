@testable import LarderCore

/// Small households and cookbooks for the planner's tests. Every fixture recipe has the same
/// energy split (20 % protein, 32 % fat, 48 % carbohydrate), so any mix of them meets macro
/// targets in that split and only energy decides.
enum PlannerFixtures {
    static let monday = CalendarDay(year: 2025, month: 3, day: 3)!

    static func days(_ count: Int, from first: CalendarDay = monday) -> [CalendarDay] {
        (0..<count).map { first.adding(days: $0) }
    }

    /// Grams of protein, fat and carbohydrate in `kcal` at the fixtures' split.
    static func nutrition(_ kcal: Double) -> PlanNutrition {
        PlanNutrition(kcal: kcal, protein: kcal * 0.20 / 4, fat: kcal * 0.32 / 9, carbohydrate: kcal * 0.48 / 4)
    }

    static func eater(_ id: String, kcal: Double = 2000, diet: Set<DietFlag> = [], excluding foods: Set<String> = []) -> PlanEater {
        PlanEater(id: id, targets: nutrition(kcal), requiredDiet: diet, excludedFoods: foods)
    }

    static func recipe(
        _ id: String, kcal: Double, meals: Set<Meal>, tags: Set<String> = [], minutes: Int? = 20, flags: Set<DietFlag> = [],
        foods: [PlanRecipe.FoodUse] = [], categories: Set<RecipeCategory> = []
    ) -> PlanRecipe {
        PlanRecipe(
            id: id, title: id, perServing: nutrition(kcal), categories: categories, tags: tags, meals: meals, totalMinutes: minutes,
            dietFlags: flags, foods: foods)
    }

    /// Four recipes for each of breakfast, lunch and dinner, 300 to 750 kcal a serving.
    static var cookbook: [PlanRecipe] {
        (0..<4).flatMap { number in
            [
                recipe("breakfast-\(number)", kcal: 300 + 50 * Double(number), meals: [.breakfast]),
                recipe("lunch-\(number)", kcal: 450 + 60 * Double(number), meals: [.lunch]),
                recipe("dinner-\(number)", kcal: 550 + 70 * Double(number), meals: [.dinner]),
            ]
        }
    }

    /// The recipe each planned slot holds, by slot.
    static func recipes(in plan: MealPlan) -> [PlanSlotKey: String] {
        Dictionary(uniqueKeysWithValues: plan.slots.compactMap { slot in slot.recipeID.map { (slot.key, $0) } })
    }
}
