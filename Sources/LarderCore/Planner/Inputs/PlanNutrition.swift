/// What a planned day is measured on: energy and the three macronutrients.
public enum PlanNutrient: String, CaseIterable, Codable, Sendable, Hashable {
    case energy
    case protein
    case fat
    case carbohydrate
}

/// Kilocalories and grams of protein, fat and carbohydrate: per serving of a recipe, a
/// person's day, or a person's daily targets.
public struct PlanNutrition: Hashable, Sendable, Codable {
    public var kcal: Double
    public var protein: Double
    public var fat: Double
    public var carbohydrate: Double

    public init(kcal: Double, protein: Double, fat: Double, carbohydrate: Double) {
        self.kcal = kcal
        self.protein = protein
        self.fat = fat
        self.carbohydrate = carbohydrate
    }

    public static let zero = PlanNutrition(kcal: 0, protein: 0, fat: 0, carbohydrate: 0)

    /// What `grams` of `food` give, from its values per 100 g; nil for a food without energy.
    public init?(_ food: Food, grams: Double) {
        guard let kcal = food.nutrients[.energyKcal] else { return nil }
        let share = grams / 100
        self.init(
            kcal: kcal * share, protein: (food.nutrients[.protein] ?? 0) * share, fat: (food.nutrients[.fat] ?? 0) * share,
            carbohydrate: (food.nutrients[.carbohydrate] ?? 0) * share)
    }

    public subscript(nutrient: PlanNutrient) -> Double {
        switch nutrient {
        case .energy: kcal
        case .protein: protein
        case .fat: fat
        case .carbohydrate: carbohydrate
        }
    }

    /// In `PlanNutrient.allCases` order, as the optimiser reads it.
    public var values: [Double] { [kcal, protein, fat, carbohydrate] }

    public static func + (lhs: PlanNutrition, rhs: PlanNutrition) -> PlanNutrition {
        PlanNutrition(
            kcal: lhs.kcal + rhs.kcal, protein: lhs.protein + rhs.protein, fat: lhs.fat + rhs.fat,
            carbohydrate: lhs.carbohydrate + rhs.carbohydrate)
    }

    public static func * (lhs: PlanNutrition, factor: Double) -> PlanNutrition {
        PlanNutrition(
            kcal: lhs.kcal * factor, protein: lhs.protein * factor, fat: lhs.fat * factor,
            carbohydrate: lhs.carbohydrate * factor)
    }
}
