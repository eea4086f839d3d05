import Testing

@testable import LarderCore

@Suite("Expiring stock in a plan")
struct MealPlannerStockTests {
    let eaters = [PlannerFixtures.eater("ann", kcal: 1900), PlannerFixtures.eater("bob", kcal: 2400)]

    /// Dinners of the same energy; only one uses spinach, 100 g a serving.
    var recipes: [PlanRecipe] {
        [
            PlannerFixtures.recipe("spinach pie", kcal: 700, meals: [.dinner], foods: [.init(food: "spinach", gramsPerServing: 100)]),
            PlannerFixtures.recipe("risotto", kcal: 700, meals: [.dinner], foods: [.init(food: "rice", gramsPerServing: 80)]),
            PlannerFixtures.recipe("curry", kcal: 700, meals: [.dinner], foods: [.init(food: "chickpeas", gramsPerServing: 120)]),
        ] + PlannerFixtures.cookbook.filter { !$0.suitableMeals.contains(.dinner) }
    }

    @Test func stockExpiringDuringThePlanIsUsedUpBeforeItsDate() {
        // setup: 400 g of spinach good until Tuesday in a four-day plan
        let tuesday = PlannerFixtures.monday.adding(days: 1)
        let spinach = PlanStockItem(id: "spinach-bag", food: "spinach", grams: 400, bestBefore: tuesday)
        let request = PlanRequest(
            days: PlannerFixtures.days(4), eaters: eaters, recipes: recipes, stock: [spinach], rules: PlanRules(noRepeatDays: 1))
        // MUT
        let plan = MealPlanner.plan(request)
        // validate
        let use = plan.expiring.first!
        #expect(use.itemID == "spinach-bag")
        #expect(use.usedUp)
        #expect(!use.usedBy.isEmpty)
        #expect(use.usedBy.allSatisfy { $0.day <= tuesday })
        let cooked = plan.slots.filter { $0.recipeID == "spinach pie" && $0.key.day <= tuesday }.reduce(0) { $0 + $1.cookServings }
        #expect(cooked >= 4)
        #expect(plan.days.flatMap(\.eaters).allSatisfy { $0.allWithinBands })
    }

    @Test func stockNoEligibleRecipeUsesIsSaidSo() {
        let tofu = PlanStockItem(id: "tofu-block", food: "tofu", grams: 300, bestBefore: PlannerFixtures.monday.adding(days: 1))
        let request = PlanRequest(days: PlannerFixtures.days(2), eaters: eaters, recipes: recipes, stock: [tofu])
        let plan = MealPlanner.plan(request)
        let said = plan.diagnostics.contains {
            if case .expiringNotUsed(let use, .noEligibleRecipeUsesIt) = $0 { use.itemID == "tofu-block" } else { false }
        }
        #expect(said)
    }

    @Test func stockThatKeepsIsPreferredToNoStock() {
        let rice = PlanStockItem(id: "rice-bag", food: "rice", grams: 2000, bestBefore: PlannerFixtures.monday.adding(days: 90))
        let request = PlanRequest(
            days: PlannerFixtures.days(1), meals: [.dinner], eaters: [PlannerFixtures.eater("ann", kcal: 700)], recipes: recipes,
            stock: [rice])
        let plan = MealPlanner.plan(request)
        #expect(plan.slots.first?.recipeID == "risotto")
        #expect(plan.expiring.isEmpty)
    }
}
