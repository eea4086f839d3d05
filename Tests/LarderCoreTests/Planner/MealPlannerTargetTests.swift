import Testing

@testable import LarderCore

@Suite("Planning meals to each person's targets")
struct MealPlannerTargetTests {
    @Test func everyDayOfAnEasyWeekIsWithinItsBands() {
        // setup
        let request = PlanRequest(
            days: PlannerFixtures.days(7), eaters: [PlannerFixtures.eater("ann", kcal: 1800), PlannerFixtures.eater("bob", kcal: 2900)],
            recipes: PlannerFixtures.cookbook)
        // MUT
        let plan = MealPlanner.plan(request)
        // validate
        let totals = plan.days.flatMap(\.eaters)
        #expect(totals.count == 14)
        #expect(totals.allSatisfy { $0.allWithinBands })
        #expect(!plan.diagnostics.contains { if case .dayOffTarget = $0 { true } else { false } })
        #expect(plan.slots.count == 21)
    }

    @Test func aSlotSharesOneRecipeButEachEaterHasTheirOwnServingsInHalves() {
        let request = PlanRequest(
            days: PlannerFixtures.days(2), eaters: [PlannerFixtures.eater("ann", kcal: 1500), PlannerFixtures.eater("bob", kcal: 3100)],
            recipes: PlannerFixtures.cookbook)
        let plan = MealPlanner.plan(request)
        for slot in plan.slots {
            #expect(slot.servings.map(\.eaterID) == ["ann", "bob"])
            #expect(slot.servings.allSatisfy { ($0.servings * 2).rounded() == $0.servings * 2 && (0.5...3).contains($0.servings) })
        }
        let ann = plan.slots.reduce(0) { $0 + $1.servings[0].servings }
        let bob = plan.slots.reduce(0) { $0 + $1.servings[1].servings }
        #expect(bob > ann)
    }

    @Test func theScoreIsTheProblemsObjectiveOfThePlan() {
        let request = PlanRequest(
            days: PlannerFixtures.days(7), eaters: [PlannerFixtures.eater("ann")], recipes: PlannerFixtures.cookbook,
            stock: [PlanStockItem(id: "x", food: "rice", grams: 200, bestBefore: PlannerFixtures.monday)],
            rules: PlanRules(noRepeatDays: 2, weeklyCounts: [WeeklyCountRule(.tag("fish"), atLeast: 1)]))
        let problem = MealPlanner.problem(for: request)
        let assignment = MealPlanner.solve(problem)
        let plan = MealPlanner.plan(request, from: assignment)
        #expect(abs(plan.score.total - problem.score(of: assignment).total) < 1e-9)
        #expect(plan.score.rules == 100)
    }

    @Test func theSamePlanComesOfTheSameSeed() {
        let request = PlanRequest(
            days: PlannerFixtures.days(7), eaters: [PlannerFixtures.eater("ann", kcal: 2100), PlannerFixtures.eater("bob", kcal: 2600)],
            recipes: PlannerFixtures.cookbook, rules: PlanRules(noRepeatDays: 2))
        let first = MealPlanner.plan(request, options: PlannerOptions(seed: 42))
        let second = MealPlanner.plan(request, options: PlannerOptions(seed: 42))
        #expect(first == second)
    }
}
