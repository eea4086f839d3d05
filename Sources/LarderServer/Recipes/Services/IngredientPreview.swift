import Foundation
import LarderCore

/// How Larder reads an ingredient list as typed — sections, and for each line its amount, unit,
/// ingredient, note and the food it links to — without storing anything. The recipe form shows
/// it as the cook types (through `POST /api/ingredients/parse`) and after a save.
struct IngredientPreview: Sendable {
    struct Line: Sendable {
        var text: String
        /// A heading line ("For the sauce:"), whose `text` is the section's name.
        var isSection: Bool
        var section: String?
        var optional = false
        /// The amount with its unit as cooks write it: "1 1/2 cups".
        var amount: String?
        var quantity: Double?
        var quantityMax: Double?
        var unit: String?
        var name = ""
        var note: String?
        var foodID: UUID?
        var foodName: String?
    }

    var lines: [Line]

    /// The most lines one preview reads: a recipe's limit.
    static let maximumLines = RecipeDraft.Limits.ingredients

    init(text: String, linker: FoodService.Linker) {
        lines = IngredientListText.entries(text).prefix(Self.maximumLines).map { entry in
            switch entry {
            case .section(let name):
                return Line(text: name, isSection: true, section: name)
            case .ingredient(let ingredient):
                return Self.line(ingredient, linker: linker)
            }
        }
    }

    private static func line(_ ingredient: RecipeDraft.Ingredient, linker: FoodService.Linker) -> Line {
        let parsed = IngredientLine.parse(ingredient.text)
        let match = linker.calculator.line(for: ingredient.text).match
        let note = [parsed.preparation, parsed.comment, parsed.purpose].compactMap { $0 }.joined(separator: ", ")
        return Line(
            text: ingredient.text, isSection: false, section: ingredient.section, optional: ingredient.optional,
            amount: parsed.measure?.formatted(), quantity: parsed.quantity?.low.doubleValue,
            quantityMax: parsed.quantity?.high?.doubleValue, unit: parsed.unit?.name, name: parsed.name,
            note: note.isEmpty ? nil : note, foodID: match.flatMap(linker.foodID(of:)), foodName: match?.food.name)
    }
}
