import Foundation
import LarderCore

/// Plans simulated household-weeks with the planner and with a random pick (Mealie-style: a
/// random eligible recipe a slot, one serving each), and counts what each achieved.
public enum PlannerEvaluation {
    /// The figures hold "whenever at least 20 recipes are eligible".
    public static let enoughRecipes = 20

    public struct Report: Sendable {
        public var planner = PlannerFigures()
        public var baseline = PlannerFigures()
        public var householdWeeks = 0
        public var people = 0
        public var recipes = 0
        /// Per household-week, the recipes its people may all eat at one of its meals.
        public var eligible: [Int] = []
        /// Seconds each plan took.
        public var seconds: [Double] = []
    }

    public static func run(
        _ requests: [PlanRequest], options: PlannerOptions = PlannerOptions(), progress: (Int, Int) -> Void = { _, _ in }
    ) -> Report {
        var report = Report()
        report.householdWeeks = requests.count
        report.people = Set(requests.flatMap { $0.eaters.map(\.id) }).count
        report.recipes = requests.first?.recipes.count ?? 0
        let clock = ContinuousClock()
        var random = SeededGenerator(seed: options.seed)
        for (index, request) in requests.enumerated() {
            let eligible = eligibleCount(request)
            report.eligible.append(eligible)
            let problem = MealPlanner.problem(for: request, weights: options.weights)
            let started = clock.now
            let plan = MealPlanner.plan(request, options: options)
            report.seconds.append((clock.now - started).seconds)
            report.planner.add(plan, problem: problem, eligible: eligible)
            let pick = randomPick(problem, &random)
            report.baseline.add(MealPlanner.plan(request, from: pick, weights: options.weights), problem: problem, eligible: eligible)
            progress(index + 1, requests.count)
        }
        return report
    }

    /// Recipes every eater may eat that are served at one of the planned meals.
    static func eligibleCount(_ request: PlanRequest) -> Int {
        request.recipes.filter { recipe in
            !recipe.suitableMeals.isDisjoint(with: request.meals) && request.eaters.allSatisfy { $0.mayEat(recipe) }
        }.count
    }

    /// A random eligible recipe in every free slot, one serving each (or the nearest allowed), and
    /// no extras.
    static func randomPick(_ problem: PlannerProblem, _ random: inout SeededGenerator) -> PlannerAssignment {
        let recipes = problem.groups.map { group -> Int in
            group.candidates.isEmpty ? -1 : group.candidates[random.below(group.candidates.count)].recipe
        }
        let halves = problem.slots.map { slot in
            slot.portions.map { problem.groups[slot.group].extras ? $0.minHalves : min(max(2, $0.minHalves), $0.maxHalves) }
        }
        return PlannerAssignment(recipes: recipes, halves: halves)
    }
}

