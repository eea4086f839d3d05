/// A simple food the planner may add to one person's day beside the dishes — a pot of yoghurt,
/// a slice of bread, a banana — when the shared dishes alone cannot bring that day within its
/// targets. Each person eats their own, so people sharing dishes can still meet different targets.
public struct PlanExtra: Hashable, Sendable {
    public var id: String
    public var title: String
    /// The food's identity, as `PlanRecipe.FoodUse.food` and `PlanEater.excludedFoods` name it.
    public var food: String
    /// What one portion gives.
    public var perPortion: PlanNutrition
    /// One portion's weight: an everyday amount of it (a pot, a slice, a handful).
    public var portionGrams: Double
    public var dietFlags: Set<DietFlag>

    /// How many extras a person may be given a day, each with its lightest free meal first, and
    /// the most portions of each, in steps of ½.
    public static let perDay = 2
    public static let mostPortions = 2.0

    public init(
        id: String, title: String, food: String, perPortion: PlanNutrition, portionGrams: Double,
        dietFlags: Set<DietFlag> = []
    ) {
        self.id = id
        self.title = title
        self.food = food
        self.perPortion = perPortion
        self.portionGrams = portionGrams
        self.dietFlags = dietFlags
    }
}

extension PlanEater {
    /// True when the eater's diet and left-out foods allow `extra`.
    public func mayEat(_ extra: PlanExtra) -> Bool {
        requiredDiet.isSubset(of: extra.dietFlags) && !excludedFoods.contains(extra.food)
    }
}

/// Extras a person already has on a day of the plan, which a fill keeps: their nutrition counts
/// in that day's totals.
public struct KeptExtra: Hashable, Sendable {
    public var eaterID: String
    public var day: CalendarDay
    public var nutrition: PlanNutrition

    public init(eaterID: String, day: CalendarDay, nutrition: PlanNutrition) {
        self.eaterID = eaterID
        self.day = day
        self.nutrition = nutrition
    }
}
