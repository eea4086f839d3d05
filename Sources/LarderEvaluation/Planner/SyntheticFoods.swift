import Foundation
import LarderCore

/// The food table the synthetic cookbook is cooked from: per 100 g, rounded from USDA SR.
struct SyntheticFood: Sendable {
    enum Kind: String, Sendable {
        case poultry, redMeat = "red-meat", fish, egg, legume, grain, gluten, starch, dairy, fat, vegetable, fruit, nut, sweet
    }

    var name: String
    var kind: Kind
    var per100g: PlanNutrition

    /// The rows of synthetic-foods.csv.
    static let all: [SyntheticFood] = {
        let text = String(decoding: PackageResources.synthetic_foods_csv, as: UTF8.self)
        return text.split(whereSeparator: \.isNewline).dropFirst().map { line in
            let fields = line.split(separator: ",").map(String.init)
            let numbers = fields[2...5].map { Double($0)! }
            return SyntheticFood(
                name: fields[0], kind: Kind(rawValue: fields[1])!,
                per100g: PlanNutrition(kcal: numbers[0], protein: numbers[1], fat: numbers[2], carbohydrate: numbers[3]))
        }
    }()

    static func named(_ name: String) -> SyntheticFood {
        all.first { $0.name == name }!
    }

    static func of(_ kinds: Kind...) -> [String] {
        all.filter { kinds.contains($0.kind) }.map(\.name)
    }
}
