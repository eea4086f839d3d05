import Testing

@testable import LarderCore

@Suite("Saying why a day misses its targets")
struct MealPlannerDiagnosticTests {
    @Test func aDayThatCannotBeLightEnoughNamesTheLightestChoices() throws {
        // setup: 1,000 kcal a day, but the lightest breakfast is 900 kcal a serving (450 at ½)
        let recipes = [
            PlannerFixtures.recipe("fry-up", kcal: 900, meals: [.breakfast]),
            PlannerFixtures.recipe("pancakes", kcal: 1100, meals: [.breakfast]),
            PlannerFixtures.recipe("lasagne", kcal: 1400, meals: [.dinner]),
        ]
        let request = PlanRequest(
            days: PlannerFixtures.days(1), meals: [.breakfast, .dinner], eaters: [PlannerFixtures.eater("ann", kcal: 1000)],
            recipes: recipes)
        // MUT
        let plan = MealPlanner.plan(request)
        // validate
        let offTarget = try #require(
            plan.diagnostics.compactMap { if case .dayOffTarget(let day) = $0 { day } else { nil } }.first)
        #expect(offTarget.eaterID == "ann")
        #expect(offTarget.reason == .tooMuchEvenAtLeast(.energy))
        #expect(offTarget.misses.contains { $0.nutrient == .energy && $0.planned > $0.high })
        let breakfast = try #require(offTarget.slots.first { $0.slot.meal == .breakfast })
        #expect(breakfast.least.kcal == 450)
        #expect(breakfast.eligible == 2)
        #expect(!plan.days[0].eaters[0].energyWithinBand)
    }

    @Test func aDayThatCannotBeRichEnoughSaysSo() {
        let recipes = [
            PlannerFixtures.recipe("salad", kcal: 300, meals: [.lunch]), PlannerFixtures.recipe("soup", kcal: 250, meals: [.dinner]),
        ]
        let request = PlanRequest(
            days: PlannerFixtures.days(1), meals: [.lunch, .dinner], eaters: [PlannerFixtures.eater("bob", kcal: 3000)], recipes: recipes)
        let plan = MealPlanner.plan(request)
        let reasons = plan.diagnostics.compactMap { if case .dayOffTarget(let day) = $0 { day.reason } else { nil } }
        #expect(reasons == [.tooLittleEvenAtMost(.energy)])
    }

    @Test func aMacronutrientNoRecipeHasEnoughOfForItsEnergyIsNamed() throws {
        // setup: a third of the energy as protein, from recipes that give a fifth
        let eater = PlanEater(id: "ann", targets: PlanNutrition(kcal: 2000, protein: 175, fat: 60, carbohydrate: 190))
        let request = PlanRequest(days: PlannerFixtures.days(1), eaters: [eater], recipes: PlannerFixtures.cookbook)
        // MUT
        let plan = MealPlanner.plan(request)
        // validate
        let reasons = plan.diagnostics.compactMap { if case .dayOffTarget(let day) = $0 { day.reason } else { nil } }
        guard case .tooLittleForItsEnergy(.protein, let most, let needed) = try #require(reasons.first) else {
            Issue.record("expected too little protein for the energy, got \(reasons)")
            return
        }
        #expect(abs(most - 0.05) < 1e-12)
        #expect(abs(needed - 157.5 / 2100) < 1e-12)
    }

    @Test func keptMealsAboveTheBandAreBlamed() {
        let key = PlanSlotKey(PlannerFixtures.monday, .lunch)
        let request = PlanRequest(
            days: PlannerFixtures.days(1), eaters: [PlannerFixtures.eater("ann", kcal: 1200)], recipes: PlannerFixtures.cookbook,
            slots: [key: PlanSlotSetup(dish: .recipe(id: "dinner-3"), servings: ["ann": 2], locked: true)])
        let plan = MealPlanner.plan(request)
        let reasons = plan.diagnostics.compactMap { if case .dayOffTarget(let day) = $0 { day.reason } else { nil } }
        #expect(reasons == [.keptMealsTooMuch(.energy)])
    }

    @Test func aSlotNothingMayFillStaysEmptyAndSaysWhy() throws {
        // setup: a snack is planned but the cookbook has none; dinners are too slow on a weekday
        let recipes = PlannerFixtures.cookbook + [PlannerFixtures.recipe("slow stew", kcal: 600, meals: [.snack], minutes: 180)]
        let request = PlanRequest(
            days: PlannerFixtures.days(1), meals: [.breakfast, .lunch, .dinner, .snack], eaters: [PlannerFixtures.eater("ann")],
            recipes: recipes, rules: PlanRules(weekdayMaxMinutes: 30))
        // MUT
        let plan = MealPlanner.plan(request)
        // validate
        let snack = PlanSlotKey(PlannerFixtures.monday, .snack)
        #expect(plan.slots.first { $0.key == snack }?.recipeID == nil)
        let counts = try #require(
            plan.diagnostics.compactMap { if case .noEligibleRecipe(snack, let counts) = $0 { counts } else { nil } }.first)
        #expect(counts == EligibilityCount(recipes: 13, notForMeal: 12, tooLong: 1, eligible: 0))
    }

    @Test func fewEligibleRecipesForAMealAreSaid() {
        let recipes = PlannerFixtures.cookbook.filter { $0.id != "dinner-0" && $0.id != "dinner-1" }
        let request = PlanRequest(days: PlannerFixtures.days(1), eaters: [PlannerFixtures.eater("ann")], recipes: recipes)
        let plan = MealPlanner.plan(request)
        let few = plan.diagnostics.compactMap {
            if case .fewEligibleRecipes(let meal, _, let counts) = $0 { (meal, counts.eligible) } else { nil }
        }
        #expect(few.map(\.0) == [.breakfast, .lunch, .dinner])
        #expect(few.map(\.1) == [4, 4, 2])
    }

    @Test func anUnmetWeeklyCountIsSaid() {
        let request = PlanRequest(
            days: PlannerFixtures.days(7), eaters: [PlannerFixtures.eater("ann")], recipes: PlannerFixtures.cookbook,
            rules: PlanRules(weeklyCounts: [WeeklyCountRule(.tag("fish"), atLeast: 2)]))
        let plan = MealPlanner.plan(request)
        #expect(
            plan.diagnostics.contains(
                .weeklyCountNotMet(
                    rule: WeeklyCountRule(.tag("fish"), atLeast: 2), weekStart: PlannerFixtures.monday, count: 0, eligibleMatching: 0)))
    }
}
