/// The meal planner: fills a plan's slots with recipes and servings so each person's day is
/// within ±5 % of their energy target and ±10 % of each macronutrient target, within the
/// household's rules, using up what expires first.
///
/// The request compiles to a `PlannerProblem`; an iterated local search minimises its cost
/// (`ObjectiveWeights`): from a random plan, it re-chooses one dish at a time (every candidate
/// looked at quickly, the best few tried with the whole day's servings re-balanced exactly),
/// swaps dishes between slots, moves servings by a half, and re-chooses a day's dishes
/// together; then it perturbs the best plan and searches again. A plan of a day or two is
/// searched from several random plans, and its best polished by re-choosing all its dishes
/// together from every recipe. Servings are balanced over every combination of halves for a
/// person's day, branches that cannot do better left out. Where people share dishes but not targets,
/// each may be given extras beside them (`PlanExtra`): their own portions of simple foods.
public enum MealPlanner {
    /// Plans the request's scope, keeping every other slot as it is.
    public static func plan(_ request: PlanRequest, options: PlannerOptions = PlannerOptions()) -> MealPlan {
        let compilation = PlanCompilation(request, weights: options.weights)
        return compilation.plan(from: solve(compilation.problem, options: options))
    }

    /// The plan as it stands, changing nothing: each person's day against their targets, the
    /// expiring stock it uses, what breaks a rule. For a plan made or edited by hand.
    public static func measure(_ request: PlanRequest) -> MealPlan {
        var request = request
        request.scope = .nothing
        let compilation = PlanCompilation(request, weights: ObjectiveWeights())
        return compilation.plan(from: PlanSearch(compilation.problem).assignment)
    }

    /// The recipes that may fill `slot` for everyone eating at it, in the request's order: what
    /// to offer when a person swaps a dish by hand.
    public static func candidates(for slot: PlanSlotKey, in request: PlanRequest) -> [PlanRecipe] {
        var request = request
        request.scope = .slot(slot)
        var setup = request.slots[slot] ?? PlanSlotSetup()
        setup.locked = false
        setup.dish = nil
        request.slots[slot] = setup
        let compilation = PlanCompilation(request, weights: ObjectiveWeights())
        guard let index = compilation.slotKeys.firstIndex(of: slot) else { return [] }
        let group = compilation.problem.groups[compilation.problem.slots[index].group]
        return group.candidates.map { request.recipes[compilation.requestRecipe[$0.recipe]] }
    }

    /// The plan a solution of the request's problem describes (`problem(for:weights:)`): a
    /// reference solver's, or one made some other way.
    public static func plan(
        _ request: PlanRequest, from assignment: PlannerAssignment, weights: ObjectiveWeights = ObjectiveWeights()
    ) -> MealPlan {
        PlanCompilation(request, weights: weights).plan(from: assignment)
    }

    /// The problem a request compiles to, as the optimiser and a reference solver see it.
    public static func problem(for request: PlanRequest, weights: ObjectiveWeights = ObjectiveWeights()) -> PlannerProblem {
        PlanCompilation(request, weights: weights).problem
    }

    /// The optimiser alone: a low-cost solution of `problem`.
    public static func solve(_ problem: PlannerProblem, options: PlannerOptions = PlannerOptions()) -> PlannerAssignment {
        var search = PlanSearch(problem)
        search.run(options)
        return search.assignment
    }
}
