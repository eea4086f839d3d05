/// How hard and how the planner searches. The same request and options give the same plan.
public struct PlannerOptions: Hashable, Sendable {
    public var seed: UInt64
    /// Rounds of perturbing the best plan found and searching again.
    public var rounds: Int
    /// Recipe combinations tried when re-choosing a whole day's dishes at once.
    public var dayCombinations: Int
    /// Candidates tried in full, of those ranked first by a quick look, when re-choosing one dish.
    public var shortlist: Int
    /// A plan of at most `smallPlan` free dishes (a day or two) is searched from
    /// `smallPlanStarts` random plans, keeping the best: it is cheap, and a handful of dishes is
    /// where settling in one plan's neighbourhood costs the most.
    public var smallPlan = 8
    public var smallPlanStarts = 8
    public var weights: ObjectiveWeights

    public init(
        seed: UInt64 = 1, rounds: Int = 12, dayCombinations: Int = 400, shortlist: Int = 12, weights: ObjectiveWeights = ObjectiveWeights()
    ) {
        self.seed = seed
        self.rounds = rounds
        self.dayCombinations = dayCombinations
        self.shortlist = shortlist
        self.weights = weights
    }
}
