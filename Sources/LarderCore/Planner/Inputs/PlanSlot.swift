/// One meal of one day: where a plan puts a dish.
public struct PlanSlotKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var day: CalendarDay
    public var meal: Meal

    public init(_ day: CalendarDay, _ meal: Meal) {
        self.day = day
        self.meal = meal
    }

    public static func < (lhs: PlanSlotKey, rhs: PlanSlotKey) -> Bool {
        (lhs.day, lhs.meal) < (rhs.day, rhs.meal)
    }

    public var description: String { "\(day) \(meal.rawValue)" }
}

/// What a slot holds.
public enum PlanDish: Hashable, Sendable {
    /// A recipe cooked for this slot.
    case recipe(id: String)
    /// What is left of the dish cooked for an earlier slot: that slot cooks more servings.
    case leftovers(of: PlanSlotKey)
    /// Leftovers already in the fridge: at most `servings` servings of a recipe, cooked before.
    case storedLeftovers(recipeID: String, servings: Double)
}

/// What is known of a slot before planning: who eats, what it holds now, whether it is kept.
public struct PlanSlotSetup: Hashable, Sendable {
    /// Who eats at this slot; nil is everyone, empty is nobody (the slot is not planned).
    public var eaters: [String]?
    /// The dish it holds now. A slot marked as leftovers stays leftovers when regenerated.
    public var dish: PlanDish?
    /// The servings each eater has now, by eater id.
    public var servings: [String: Double]
    /// A locked slot keeps its dish and servings, and counts in its day's totals.
    public var locked: Bool

    public init(eaters: [String]? = nil, dish: PlanDish? = nil, servings: [String: Double] = [:], locked: Bool = false) {
        self.eaters = eaters
        self.dish = dish
        self.servings = servings
        self.locked = locked
    }
}
