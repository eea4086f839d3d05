import Foundation
import LarderCore

/// The JSON `larder nutrition` prints. Amounts are rounded as labels round them (one decimal);
/// a nutrient no counted food measured is left out rather than shown as zero.
struct NutritionReport: Encodable {
    struct Line: Encodable {
        var text: String
        var food: LinkedFood?
        var grams: Double?
        var energyKcal: Double?
        var counted: Bool
        /// Why the line is not counted: {code, message}.
        var reason: Reason?
        var note: String?
    }

    struct LinkedFood: Encodable {
        var name: String
        var source: String
        var sourceId: String
        var confidence: Double
    }

    struct Reason: Encodable {
        var code: String
        var message: String
    }

    struct Coverage: Encodable {
        var lines: Int
        var counted: Int
        var notCounted: Int
    }

    var servings: Double?
    var perServing: [String: Double]
    var total: [String: Double]
    /// Nutrients some counted food did not measure: their figures are lower bounds.
    var incompleteNutrients: [String]
    var coverage: Coverage
    var lines: [Line]

    init(_ nutrition: RecipeNutrition) {
        servings = nutrition.servings
        total = Self.headline(nutrition.total)
        perServing = Self.headline(nutrition.perServing ?? nutrition.total)
        incompleteNutrients = nutrition.incompleteNutrients.filter(Nutrient.headline.contains).map(\.rawValue)
        coverage = Coverage(
            lines: nutrition.lines.count,
            counted: nutrition.lines.filter(\.isCounted).count,
            notCounted: nutrition.gaps.count)
        lines = nutrition.lines.map { line in
            Line(
                text: line.text,
                food: line.match.map {
                    LinkedFood(
                        name: $0.food.name, source: $0.food.source.rawValue, sourceId: $0.food.sourceID,
                        confidence: Self.rounded($0.confidence, places: 2))
                },
                grams: line.grams.map { Self.rounded($0) },
                energyKcal: line.isCounted ? line.nutrients[.energyKcal].map { Self.rounded($0) } : nil,
                counted: line.isCounted,
                reason: line.gap.map { Reason(code: $0.code, message: $0.description) },
                note: line.note
            )
        }
    }

    /// Energy and the macronutrients, by name.
    static func headline(_ values: NutrientValues) -> [String: Double] {
        var result: [String: Double] = [:]
        for nutrient in Nutrient.headline {
            if let value = values[nutrient] { result[nutrient.rawValue] = rounded(value) }
        }
        return result
    }

    static func rounded(_ value: Double, places: Int = 1) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return (value * scale).rounded() / scale
    }
}
