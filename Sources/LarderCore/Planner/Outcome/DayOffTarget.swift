/// A person's day outside a band, and why: what the slots could have given at best.
public struct DayOffTarget: Hashable, Sendable {
    public var day: CalendarDay
    public var eaterID: String
    /// The nutrients outside their bands.
    public var misses: [NutrientMiss]
    public var reason: OffTargetReason
    /// The day's slots for this person, with how many recipes could fill each and the least
    /// and most each could give: "only 3 recipes are eligible for dinner", "the lightest
    /// eligible breakfast gives 450 kcal".
    public var slots: [SlotRange]
}

/// A nutrient outside its band.
public struct NutrientMiss: Hashable, Sendable {
    public var nutrient: PlanNutrient
    public var planned: Double
    public var target: Double
    /// The band: target ±5 % for energy, ±10 % for a macronutrient.
    public var low: Double
    public var high: Double
}

/// Why a day could not meet its targets.
public enum OffTargetReason: Hashable, Sendable {
    /// The kept (locked or not regenerated) meals alone are above the band.
    case keptMealsTooMuch(PlanNutrient)
    /// Even the lightest choice in every slot is above the band.
    case tooMuchEvenAtLeast(PlanNutrient)
    /// Even the largest servings of the richest choices are below the band.
    case tooLittleEvenAtMost(PlanNutrient)
    /// No eligible recipe has enough of a macronutrient for its energy: within the energy band,
    /// the richest in it reach at most `mostPerKcal` grams a kilocalorie where the target
    /// needs `neededPerKcal` ("not enough protein for the calories").
    case tooLittleForItsEnergy(PlanNutrient, mostPerKcal: Double, neededPerKcal: Double)
    /// Every eligible recipe has too much of a macronutrient for its energy.
    case tooMuchForItsEnergy(PlanNutrient, leastPerKcal: Double, allowedPerKcal: Double)
    /// Each band can be reached on its own, but no choice of the eligible recipes and
    /// servings found reaches them together.
    case noCombination
}

/// What one slot could give one person: its eligible recipes at the fewest and most servings.
public struct SlotRange: Hashable, Sendable {
    public var slot: PlanSlotKey
    /// False when the slot was free to choose.
    public var kept: Bool
    public var eligible: Int
    /// Per nutrient, the least any eligible choice gives (at the fewest servings).
    public var least: PlanNutrition
    /// Per nutrient, the most any eligible choice gives (at the most servings).
    public var most: PlanNutrition
}
