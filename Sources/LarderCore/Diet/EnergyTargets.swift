/// A person's daily energy and macronutrient targets, worked out from their profile:
/// BMR by the chosen equation, × the activity factor = the energy a day uses (TDEE),
/// + the goal's adjustment = the daily target, rounded to whole kilocalories.
///
/// A target below the safe minimum (1,200 kcal for women, 1,500 for men) is kept as
/// computed and carries a warning with a suggestion; it is never silently raised.
public struct EnergyTargets: Hashable, Sendable {
    /// Basal metabolic rate, kcal a day, to one decimal.
    public let bmr: Double
    /// Energy used in a day at the profile's activity, whole kcal.
    public let tdee: Int
    /// The daily target for the profile's goal.
    public let dailyKcal: Int
    /// Seven days of the daily target.
    public let weeklyKcal: Int
    /// The daily target each goal would give, so a person can compare.
    public let lose: Int
    public let maintain: Int
    public let gain: Int
    /// Grams of each macronutrient a day, from the daily target and the profile's split.
    public let macros: MacroGrams
    /// Set when the daily target is below the safe minimum.
    public let lowTargetWarning: LowTargetWarning?

    public init(_ profile: BodyProfile) {
        let exactBMR = Self.basalMetabolicRate(profile)
        let exactTDEE = exactBMR * profile.activity.factor
        func target(_ goal: WeightGoal) -> Int { Self.wholeKcal(exactTDEE + Double(goal.adjustment)) }
        bmr = (exactBMR * 10).rounded(.toNearestOrAwayFromZero) / 10
        tdee = Self.wholeKcal(exactTDEE)
        lose = target(.lose)
        maintain = target(.maintain)
        gain = target(.gain)
        dailyKcal = target(profile.goal)
        weeklyKcal = 7 * dailyKcal
        macros = MacroGrams(kcal: dailyKcal, split: profile.macroSplit)
        let minimum = LowTargetWarning.minimumKcal(for: profile.sex)
        lowTargetWarning =
            dailyKcal < minimum
            ? LowTargetWarning(minimumKcal: minimum, suggestedKcal: minimum, suggestedDeficit: max(0, tdee - minimum))
            : nil
    }

    /// The resting energy, kcal a day, unrounded.
    ///
    /// Revised Harris–Benedict: men 88.362 + 13.397·kg + 4.799·cm − 5.677·age,
    /// women 447.593 + 9.247·kg + 3.098·cm − 4.330·age.
    /// Mifflin–St Jeor: 10·kg + 6.25·cm − 5·age, + 5 for men, − 161 for women.
    public static func basalMetabolicRate(_ profile: BodyProfile) -> Double {
        let kg = profile.weightKg
        let cm = profile.heightCm
        let age = Double(profile.age)
        switch (profile.formula, profile.sex) {
        case (.harrisBenedict, .male): return 88.362 + 13.397 * kg + 4.799 * cm - 5.677 * age
        case (.harrisBenedict, .female): return 447.593 + 9.247 * kg + 3.098 * cm - 4.330 * age
        case (.mifflinStJeor, .male): return 10 * kg + 6.25 * cm - 5 * age + 5
        case (.mifflinStJeor, .female): return 10 * kg + 6.25 * cm - 5 * age - 161
        }
    }

    /// Kilocalories as a whole number, halves rounded up.
    static func wholeKcal(_ value: Double) -> Int {
        Int(value.rounded(.toNearestOrAwayFromZero))
    }
}

/// Grams a day of each macronutrient.
public struct MacroGrams: Hashable, Sendable {
    public let protein: Int
    public let fat: Int
    public let carbohydrate: Int

    /// The grams that give `split` of `kcal`: 4 kcal a gram of protein and carbohydrate, 9 of fat.
    public init(kcal: Int, split: MacroSplit) {
        func grams(_ percent: Int, _ perGram: Double) -> Int {
            EnergyTargets.wholeKcal(Double(kcal) * Double(percent) / 100 / perGram)
        }
        protein = grams(split.proteinPercent, MacroSplit.kcalPerGramProtein)
        fat = grams(split.fatPercent, MacroSplit.kcalPerGramFat)
        carbohydrate = grams(split.carbohydratePercent, MacroSplit.kcalPerGramCarbohydrate)
    }
}

/// A daily target below what most adults should eat without medical supervision.
public struct LowTargetWarning: Hashable, Sendable {
    /// 1,200 kcal for women, 1,500 kcal for men.
    public let minimumKcal: Int
    /// What to eat at least instead.
    public let suggestedKcal: Int
    /// The smaller daily deficit that eating `suggestedKcal` means (0 when even maintaining is below it).
    public let suggestedDeficit: Int

    public static func minimumKcal(for sex: Sex) -> Int {
        switch sex {
        case .female: 1200
        case .male: 1500
        }
    }
}
