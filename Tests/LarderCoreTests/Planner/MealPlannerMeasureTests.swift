import Testing

@testable import LarderCore

@Suite("Measuring a plan and what a slot may hold")
struct MealPlannerMeasureTests {
    @Test func aHandMadePlanIsMeasuredAsItStands() {
        let key = PlanSlotKey(PlannerFixtures.monday, .dinner)
        let request = PlanRequest(
            days: PlannerFixtures.days(1), meals: [.dinner], eaters: [PlannerFixtures.eater("ann", kcal: 2000)],
            recipes: PlannerFixtures.cookbook,
            slots: [key: PlanSlotSetup(dish: .recipe(id: "dinner-1"), servings: ["ann": 2.5])])
        let plan = MealPlanner.measure(request)
        #expect(plan.slots.map(\.recipeID) == ["dinner-1"])
        #expect(abs(plan.days[0].eaters[0].totals.kcal - 1550) < 1e-9)
        #expect(!plan.days[0].eaters[0].energyWithinBand)
    }

    @Test func mealsAreDerivedFromCategoriesAndDessertsAreSnacks() {
        #expect(Meal.suitable(for: [.breakfast]) == [.breakfast])
        #expect(Meal.suitable(for: [.dessert]) == [.snack])
        #expect(Meal.suitable(for: [.soup, .dessert]) == [.lunch, .dinner, .snack])
        #expect(Meal.suitable(for: []) == [.lunch, .dinner])
        let recipe = PlanRecipe(id: "x", title: "x", perServing: .zero, categories: [.dessert], meals: [.breakfast])
        #expect(recipe.suitableMeals == [.breakfast])
    }

    @Test func servingLimitsAreWholeHalves() {
        let limits = ServingLimits(minimum: 0.3, maximum: 2.8)
        #expect(limits.minimum == 0.5)
        #expect(limits.maximum == 3)
        #expect(ServingLimits(minimum: 2, maximum: 1).maximum == 2)
    }
}
