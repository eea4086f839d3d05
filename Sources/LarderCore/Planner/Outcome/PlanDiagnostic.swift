/// Something a person should know about a plan: why a day misses its targets, a rule that
/// could not be kept, stock left to expire, or a request the planner could not follow. Values,
/// not sentences: the server words them in the reader's language.
public enum PlanDiagnostic: Hashable, Sendable {
    /// A slot names a recipe that is not among the request's recipes; the slot stays empty.
    case unknownRecipe(id: String, slot: PlanSlotKey)
    /// A slot is marked as leftovers of a slot that is not planned before it; it is planned
    /// as a dish of its own.
    case leftoversWithoutSource(slot: PlanSlotKey, source: PlanSlotKey)
    /// No recipe may fill the slot, so it stays empty; `counts` says what ruled them out.
    case noEligibleRecipe(slot: PlanSlotKey, counts: EligibilityCount)
    /// Few recipes may fill a meal's slots: "only 3 recipes are eligible for dinner".
    case fewEligibleRecipes(meal: Meal, slots: [PlanSlotKey], counts: EligibilityCount)
    /// A person's day is outside a band, with the reason.
    case dayOffTarget(DayOffTarget)
    /// A weekly count is not met: `count` meals of the week match the rule; `eligibleMatching`
    /// recipes matching it could fill one of the week's slots.
    case weeklyCountNotMet(rule: WeeklyCountRule, weekStart: CalendarDay, count: Int, eligibleMatching: Int)
    /// A recipe is cooked again sooner than `noRepeatDays` allows (the plan had no better way).
    case repeatedTooSoon(recipeID: String, slots: [PlanSlotKey], lastCooked: CalendarDay?)
    /// Stock expiring during the plan is not all used by its date.
    case expiringNotUsed(ExpiringStockUse, reason: UnusedStockReason)
}

/// Why expiring stock is left.
public enum UnusedStockReason: String, Hashable, Sendable, Codable {
    /// No recipe that may be cooked by its date uses the food (with a known amount).
    case noEligibleRecipeUsesIt
    /// Recipes could use it, but only by missing a target or breaking a rule.
    case outweighedByTargetsOrRules
}

/// What the recipes of one slot could be, after every rule.
public struct EligibilityCount: Hashable, Sendable {
    /// Recipes in the request.
    public var recipes: Int
    /// Not served at this meal.
    public var notForMeal: Int
    /// Against an eater's diet flags or dislikes.
    public var againstDiet: Int
    /// Using a food an eater excludes.
    public var excludedFood: Int
    /// Over the weekday time cap.
    public var tooLong: Int
    /// What is left.
    public var eligible: Int

    public init(recipes: Int, notForMeal: Int = 0, againstDiet: Int = 0, excludedFood: Int = 0, tooLong: Int = 0, eligible: Int) {
        self.recipes = recipes
        self.notForMeal = notForMeal
        self.againstDiet = againstDiet
        self.excludedFood = excludedFood
        self.tooLong = tooLong
        self.eligible = eligible
    }
}
