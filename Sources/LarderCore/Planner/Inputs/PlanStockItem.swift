/// Food in the pantry, as the planner weighs it: what would expire during the plan should be
/// eaten before its date.
public struct PlanStockItem: Hashable, Sendable {
    public var id: String
    /// The same identity as `PlanRecipe.FoodUse.food`.
    public var food: String
    public var grams: Double
    public var bestBefore: CalendarDay?

    public init(id: String, food: String, grams: Double, bestBefore: CalendarDay? = nil) {
        self.id = id
        self.food = food
        self.grams = grams
        self.bestBefore = bestBefore
    }
}
