/// What the planner returns: every slot's dish and servings, each person's day against their
/// targets, the expiring stock the plan uses, and what could not be done.
public struct MealPlan: Hashable, Sendable {
    public var slots: [PlannedSlot]
    /// The extras the plan gives people beside the dishes.
    public var extras: [PlannedExtra]
    public var days: [PlannedDay]
    /// Stock that would expire during the plan, and how much of it the plan uses in time.
    public var expiring: [ExpiringStockUse]
    public var diagnostics: [PlanDiagnostic]
    /// The objective's value, term by term.
    public var score: PlanScore
}

/// One slot of the plan.
public struct PlannedSlot: Hashable, Sendable {
    public var key: PlanSlotKey
    /// The recipe eaten; nil when the slot is empty.
    public var recipeID: String?
    /// Set when the slot eats leftovers of an earlier slot of the plan.
    public var leftoversOf: PlanSlotKey?
    /// Set when the slot eats leftovers cooked before the plan.
    public var storedLeftovers: Bool
    /// Servings each eater eats, in the order of the request's eaters.
    public var servings: [EaterServings]
    /// Servings to cook here: this slot's and those of every slot eating its leftovers
    /// (0 for leftovers).
    public var cookServings: Double
    /// True when the slot was kept as it was (locked, or outside what was regenerated).
    public var kept: Bool
}

/// Portions of an extra (`PlanExtra`) one person has on one day, served with `key`'s meal.
public struct PlannedExtra: Hashable, Sendable {
    public var key: PlanSlotKey
    public var eaterID: String
    public var extraID: String
    /// In steps of ½.
    public var portions: Double
}

public struct EaterServings: Hashable, Sendable {
    public var eaterID: String
    public var servings: Double
}

/// One day of the plan: each person's totals against their targets.
public struct PlannedDay: Hashable, Sendable {
    public var day: CalendarDay
    public var eaters: [EaterDayTotals]
}

public struct EaterDayTotals: Hashable, Sendable {
    public var eaterID: String
    public var totals: PlanNutrition
    public var targets: PlanNutrition
    /// Energy within ±5 % of the target.
    public var energyWithinBand: Bool
    /// Energy within ±5 % and every macronutrient within ±10 %.
    public var allWithinBands: Bool
}

/// Stock that expires during the plan, and how much the plan uses by its date.
public struct ExpiringStockUse: Hashable, Sendable {
    public var itemID: String
    public var food: String
    public var grams: Double
    public var bestBefore: CalendarDay
    /// Grams the plan's dishes cooked by `bestBefore` use of it (after earlier-expiring stock
    /// of the same food).
    public var usedGrams: Double
    /// The slots that cook with it by its date.
    public var usedBy: [PlanSlotKey]

    /// Used up by its date (to the gram).
    public var usedUp: Bool { usedGrams >= grams - 1 }
}
