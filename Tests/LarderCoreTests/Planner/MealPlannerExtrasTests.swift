import Testing

@testable import LarderCore

@Suite("Extras: simple foods beside the shared dishes")
struct MealPlannerExtrasTests {
    /// Nearly pure protein: 100 kcal, 22 g protein, 1 g fat, 2 g carbohydrate a portion.
    static let skyr = PlanExtra(
        id: "skyr", title: "Skyr", food: "skyr", perPortion: PlanNutrition(kcal: 100, protein: 22, fat: 1, carbohydrate: 2),
        portionGrams: 150, dietFlags: [.vegetarian, .glutenFree])
    static let chicken = PlanExtra(
        id: "chicken", title: "Chicken", food: "chicken", perPortion: PlanNutrition(kcal: 165, protein: 31, fat: 3.6, carbohydrate: 0),
        portionGrams: 100)

    /// Ann eats the fixtures' split; Bob wants 30 % of his energy from protein, which no mix of
    /// the shared dishes (20 % protein) gives.
    static let household = [
        PlannerFixtures.eater("ann", kcal: 1800),
        PlanEater(id: "bob", targets: PlanNutrition(kcal: 2600, protein: 195, fat: 87, carbohydrate: 260)),
    ]

    static func proteinMisses(_ plan: MealPlan, of eater: String) -> Int {
        plan.days.flatMap(\.eaters).filter { $0.eaterID == eater && !$0.allWithinBands }.count
    }

    @Test func withoutExtrasSharedDishesCannotMeetTwoDifferentSplits() {
        let request = PlanRequest(days: PlannerFixtures.days(3), eaters: Self.household, recipes: PlannerFixtures.cookbook)
        let plan = MealPlanner.plan(request)
        #expect(Self.proteinMisses(plan, of: "bob") == 3)
        #expect(plan.extras.isEmpty)
    }

    @Test func extrasBringEachPersonsDayWithinTheirOwnBands() {
        let request = PlanRequest(
            days: PlannerFixtures.days(3), eaters: Self.household, recipes: PlannerFixtures.cookbook, extras: [Self.skyr])
        let plan = MealPlanner.plan(request)
        #expect(plan.days.flatMap(\.eaters).allSatisfy { $0.allWithinBands })
        #expect(!plan.extras.isEmpty)
        #expect(plan.extras.allSatisfy { $0.eaterID == "bob" && $0.extraID == "skyr" })
        #expect(plan.extras.allSatisfy { ($0.portions * 2).rounded() == $0.portions * 2 && $0.portions <= PlanExtra.mostPortions })
    }

    @Test func noExtraIsGivenWhereTheDishesAloneMeetTheTargets() {
        let request = PlanRequest(
            days: PlannerFixtures.days(7), eaters: [PlannerFixtures.eater("ann", kcal: 1800), PlannerFixtures.eater("cat", kcal: 2900)],
            recipes: PlannerFixtures.cookbook, extras: [Self.skyr, Self.chicken])
        let plan = MealPlanner.plan(request)
        #expect(plan.days.flatMap(\.eaters).allSatisfy { $0.allWithinBands })
        #expect(plan.extras.isEmpty)
    }

    @Test func anExtraKeepsThePersonsDietAndLeftOutFoods() {
        var vegetarian = Self.household[1]
        vegetarian.requiredDiet = [.vegetarian]
        let dishes = PlannerFixtures.cookbook.map { recipe -> PlanRecipe in
            var recipe = recipe
            recipe.dietFlags = [.vegetarian]
            return recipe
        }
        let request = PlanRequest(
            days: PlannerFixtures.days(2), eaters: [vegetarian], recipes: dishes, extras: [Self.chicken])
        #expect(MealPlanner.plan(request).extras.isEmpty)
        var leavesOutSkyr = Self.household[1]
        leavesOutSkyr.excludedFoods = ["skyr"]
        let excluded = PlanRequest(days: PlannerFixtures.days(2), eaters: [leavesOutSkyr], recipes: dishes, extras: [Self.skyr, Self.chicken])
        #expect(MealPlanner.plan(excluded).extras.allSatisfy { $0.extraID == "chicken" })
    }

    @Test func extrasAreServedWithTheLightestFreeMealOfTheDay() {
        let request = PlanRequest(
            days: PlannerFixtures.days(1), meals: [.breakfast, .lunch, .dinner], eaters: [Self.household[1]],
            recipes: PlannerFixtures.cookbook, extras: [Self.skyr])
        let plan = MealPlanner.plan(request)
        #expect(!plan.extras.isEmpty)
        #expect(plan.extras.allSatisfy { $0.key.meal == .breakfast || $0.key.meal == .lunch })
        #expect(plan.slots.count == 3)
    }

    @Test func aFillOfOneSlotKeepsTheDaysExtrasAndCountsThem() {
        let day = PlannerFixtures.monday
        let kept = KeptExtra(eaterID: "bob", day: day, nutrition: PlanNutrition(kcal: 400, protein: 88, fat: 4, carbohydrate: 8))
        let request = PlanRequest(
            days: [day], eaters: [Self.household[1]], recipes: PlannerFixtures.cookbook, scope: .slot(PlanSlotKey(day, .dinner)),
            extras: [Self.skyr], keptExtras: [kept])
        let plan = MealPlanner.plan(request)
        #expect(plan.extras.isEmpty)
        let dishes = plan.slots.compactMap { slot -> Double? in
            guard let id = slot.recipeID else { return nil }
            return PlannerFixtures.cookbook.first { $0.id == id }!.perServing.kcal * slot.servings[0].servings
        }
        #expect(abs(plan.days[0].eaters[0].totals.kcal - dishes.reduce(400, +)) < 1e-6)
    }

    @Test func theScoreChargesEachHalfPortionOfAnExtra() {
        let request = PlanRequest(
            days: PlannerFixtures.days(2), eaters: Self.household, recipes: PlannerFixtures.cookbook, extras: [Self.skyr])
        let problem = MealPlanner.problem(for: request)
        let assignment = MealPlanner.solve(problem)
        let plan = MealPlanner.plan(request, from: assignment)
        let halves = plan.extras.reduce(0) { $0 + $1.portions * 2 }
        #expect(halves > 0)
        #expect(abs(plan.score.total - problem.score(of: assignment).total) < 1e-9)
        let withoutCharge = problem.score(of: assignment).preferences - ObjectiveWeights().extra * halves
        #expect(withoutCharge >= -1e-9)
    }

    @Test func theCatalogueIsStarterFoodsWithAnEverydayPortion() {
        #expect(PlanExtras.catalogue.count >= 12)
        let starter = PlanExtras.starter
        #expect(starter.count == PlanExtras.catalogue.count)
        #expect(starter.allSatisfy { $0.perPortion.kcal > 20 && $0.perPortion.kcal < 400 })
        #expect(starter.contains { $0.dietFlags.contains(.vegan) && $0.perPortion.protein >= 10 })
    }
}
