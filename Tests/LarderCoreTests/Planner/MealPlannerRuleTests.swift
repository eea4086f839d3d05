import Testing

@testable import LarderCore

@Suite("The household's rules in a plan")
struct MealPlannerRuleTests {
    let ann = PlannerFixtures.eater("ann")

    @Test func noRecipeIsCookedTwiceWithinTheRepeatWindow() {
        // setup: dinner only, five dinners for seven days, none twice within four days
        let recipes = (0..<5).map { PlannerFixtures.recipe("dinner-\($0)", kcal: 1900 + 20 * Double($0), meals: [.dinner]) }
        let request = PlanRequest(
            days: PlannerFixtures.days(7), meals: [.dinner], eaters: [ann], recipes: recipes, rules: PlanRules(noRepeatDays: 4))
        // MUT
        let plan = MealPlanner.plan(request)
        // validate
        let cooked = plan.slots.map { ($0.key.day, $0.recipeID!) }
        for (first, a) in cooked.enumerated() {
            for b in cooked[(first + 1)...] where a.1 == b.1 { #expect(b.0.days(since: a.0) >= 4) }
        }
        #expect(!plan.diagnostics.contains { if case .repeatedTooSoon = $0 { true } else { false } })
    }

    @Test func aRecipeCookedJustBeforeThePlanWaitsOutTheWindow() {
        var recipes = (0..<3).map { PlannerFixtures.recipe("dinner-\($0)", kcal: 2000, meals: [.dinner]) }
        recipes[0].lastCooked = PlannerFixtures.monday.adding(days: -1)
        let request = PlanRequest(
            days: PlannerFixtures.days(2), meals: [.dinner], eaters: [ann], recipes: recipes, rules: PlanRules(noRepeatDays: 3))
        let plan = MealPlanner.plan(request)
        #expect(!plan.slots.contains { $0.recipeID == "dinner-0" })
    }

    @Test func weeklyCountsOfTagsAreHonoured() {
        // setup: red meat fits the target best, fish worst; yet fish at least twice, red meat at most once
        let recipes = (0..<3).flatMap { number in
            [
                PlannerFixtures.recipe("steak-\(number)", kcal: 2000, meals: [.dinner], tags: ["red-meat"]),
                PlannerFixtures.recipe("fish-\(number)", kcal: 1300 + 10 * Double(number), meals: [.dinner], tags: ["fish"]),
                PlannerFixtures.recipe("beans-\(number)", kcal: 1380 + 10 * Double(number), meals: [.dinner]),
            ]
        }
        let rules = PlanRules(
            weeklyCounts: [WeeklyCountRule(.tag("fish"), atLeast: 2), WeeklyCountRule(.tag("red-meat"), atMost: 1)])
        let request = PlanRequest(days: PlannerFixtures.days(7), meals: [.dinner], eaters: [ann], recipes: recipes, rules: rules)
        // MUT
        let plan = MealPlanner.plan(request)
        // validate
        let chosen = plan.slots.compactMap(\.recipeID)
        #expect(chosen.filter { $0.hasPrefix("fish") }.count >= 2)
        #expect(chosen.filter { $0.hasPrefix("steak") }.count <= 1)
        #expect(plan.score.rules == 0)
    }

    @Test func aCategoryCountIsHonouredToo() {
        let recipes = [
            PlannerFixtures.recipe("soup", kcal: 2000, meals: [.dinner], categories: [.soup]),
            PlannerFixtures.recipe("stew", kcal: 2010, meals: [.dinner], categories: [.soup]),
            PlannerFixtures.recipe("roast", kcal: 1850, meals: [.dinner], categories: [.mainCourse]),
            PlannerFixtures.recipe("pie", kcal: 1860, meals: [.dinner], categories: [.mainCourse]),
        ]
        let rules = PlanRules(weeklyCounts: [WeeklyCountRule(.category(.soup), atMost: 2)])
        let request = PlanRequest(days: PlannerFixtures.days(7), meals: [.dinner], eaters: [ann], recipes: recipes, rules: rules)
        let plan = MealPlanner.plan(request)
        #expect(plan.slots.filter { ["soup", "stew"].contains($0.recipeID) }.count <= 2)
    }

    @Test func weekdayDishesKeepToTheTimeCapAndWeekendOnesNeedNot() {
        // setup: the slow roast fits best; Monday to Sunday, cap 30 minutes on weekdays
        let recipes = [
            PlannerFixtures.recipe("slow roast", kcal: 2000, meals: [.dinner], minutes: 120),
            PlannerFixtures.recipe("stir fry", kcal: 1400, meals: [.dinner], minutes: 15),
            PlannerFixtures.recipe("omelette", kcal: 1450, meals: [.dinner], minutes: 10),
        ]
        let request = PlanRequest(
            days: PlannerFixtures.days(7), meals: [.dinner], eaters: [ann], recipes: recipes, rules: PlanRules(weekdayMaxMinutes: 30))
        // MUT
        let plan = MealPlanner.plan(request)
        // validate
        for slot in plan.slots where slot.key.day.weekdayIndex < 5 { #expect(slot.recipeID != "slow roast") }
        #expect(plan.slots.filter { $0.recipeID == "slow roast" }.count == 2)
    }

    @Test func dietFlagsAndExcludedFoodsAreHonouredForEveryoneAtTheTable() {
        // setup: the best fit has chicken; the next has peanuts; only the lentils suit both
        let recipes = [
            PlannerFixtures.recipe("chicken", kcal: 2000, meals: [.dinner], foods: [.init(food: "chicken", gramsPerServing: 150)]),
            PlannerFixtures.recipe(
                "satay", kcal: 1990, meals: [.dinner], flags: [.vegetarian], foods: [.init(food: "peanut", gramsPerServing: 40)]),
            PlannerFixtures.recipe("lentils", kcal: 1700, meals: [.dinner], flags: [.vegetarian, .vegan]),
        ]
        let eaters = [PlannerFixtures.eater("ann", diet: [.vegetarian]), PlannerFixtures.eater("bob", excluding: ["peanut"])]
        let request = PlanRequest(days: PlannerFixtures.days(2), meals: [.dinner], eaters: eaters, recipes: recipes)
        // MUT
        let plan = MealPlanner.plan(request)
        // validate
        #expect(plan.slots.allSatisfy { $0.recipeID == "lentils" })
        let candidates = MealPlanner.candidates(for: PlanSlotKey(PlannerFixtures.monday, .dinner), in: request)
        #expect(candidates.map(\.id) == ["lentils"])
    }
}
