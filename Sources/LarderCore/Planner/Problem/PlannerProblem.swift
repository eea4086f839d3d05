/// The optimisation problem a plan request compiles to: numbers only, so a reference solver
/// (the MILP script in LarderEvaluation) reads exactly what the optimiser minimises.
///
/// A plan chooses a recipe for every group (a cooked slot with the slots that eat its
/// leftovers) from the group's candidates, and every eater's servings in every slot, in
/// halves, between the portion's limits. Its cost, minimised, is `ObjectiveWeights`'s sum.
/// Days are indices into the request's sorted days; recipes, eater-days, groups and slots are
/// indices into the arrays below.
public struct PlannerProblem: Hashable, Sendable, Codable {
    public struct Recipe: Hashable, Sendable, Codable {
        public var id: String
        /// Energy, protein, fat, carbohydrate per serving (`PlanNutrient.allCases` order).
        public var perServing: [Double]
        /// Grams a serving uses of each food that expires during the plan.
        public var foodGrams: [FoodGrams]
        /// What each half serving eaten costs: nothing for a dish, `ObjectiveWeights.extra` for
        /// an extra, so one is added only where it brings a day nearer its targets.
        public var costPerHalf: Double = 0
    }

    public struct FoodGrams: Hashable, Sendable, Codable {
        public var food: Int
        public var grams: Double
    }

    /// One person's day: the totals of their portions on that day are held to their targets.
    public struct EaterDay: Hashable, Sendable, Codable {
        public var eater: Int
        public var day: Int
        public var targets: [Double]
    }

    /// A recipe a group may cook, with what choosing it costs besides nutrition: the
    /// preferences (recently cooked, not in stock) and a repeat of the recipe cooked before
    /// the plan.
    public struct Candidate: Hashable, Sendable, Codable {
        public var recipe: Int
        public var cost: Double
    }

    /// Slots that eat one dish: the slot that cooks it and the slots eating its leftovers.
    public struct Group: Hashable, Sendable, Codable {
        /// The day it is cooked (for stored leftovers, the first day it is eaten).
        public var day: Int
        /// False for leftovers cooked before the plan: they use no stock and repeat nothing.
        public var cooks: Bool
        /// One candidate when the dish is kept; none when nothing may fill it.
        public var candidates: [Candidate]
        public var slots: [Int]
        /// The most halves all its portions may add up to (stored leftovers).
        public var maxHalves: Int?
        /// True for one person-day's extras (`PlanExtra`) rather than a dish.
        public var extras: Bool = false
    }

    /// One eater's servings of one slot, in halves.
    public struct Portion: Hashable, Sendable, Codable {
        public var eaterDay: Int
        public var minHalves: Int
        public var maxHalves: Int
    }

    public struct Slot: Hashable, Sendable, Codable {
        public var day: Int
        public var group: Int
        public var portions: [Portion]
    }

    /// A weekly count rule over one week's slots: how many of them eat one of `recipes`.
    public struct CountRule: Hashable, Sendable, Codable {
        public var rule: Int
        public var week: Int
        public var slots: [Int]
        public var recipes: [Int]
        public var atLeast: Int?
        public var atMost: Int?
    }

    /// Stock of one food expiring on day `lastDay` at the latest: with the earlier-expiring
    /// stock of the same food, `grams` in all should be used by dishes cooked by then.
    public struct StockTerm: Hashable, Sendable, Codable {
        public var item: String
        public var food: Int
        public var lastDay: Int
        /// This item's grams plus those of the same food expiring no later.
        public var grams: Double
        public var itemGrams: Double
    }

    public var weights: ObjectiveWeights
    public var dayCount: Int
    public var noRepeatDays: Int
    public var foodCount: Int
    public var recipes: [Recipe]
    public var eaterDays: [EaterDay]
    public var groups: [Group]
    public var slots: [Slot]
    public var countRules: [CountRule]
    public var stockTerms: [StockTerm]
}

/// A solution of a `PlannerProblem`.
public struct PlannerAssignment: Hashable, Sendable, Codable {
    /// Per group, the index of its recipe in `PlannerProblem.recipes`; -1 when empty.
    public var recipes: [Int]
    /// Per slot, per portion, the halves of a serving.
    public var halves: [[Int]]

    public init(recipes: [Int], halves: [[Int]]) {
        self.recipes = recipes
        self.halves = halves
    }
}
