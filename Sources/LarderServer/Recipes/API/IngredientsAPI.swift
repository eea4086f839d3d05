import Foundation
import LarderCore

extension LarderAPI {
    /// The address of `parseIngredientLines`, for the recipe form's script (`data-parse-endpoint`).
    static let ingredientParsePath = "/api/ingredients/parse"

    /// Reads lines as the recipe form would store them; open to guests, since it stores nothing
    /// and reads nothing private.
    func parseIngredientLines(_ input: Operations.parseIngredientLines.Input) async throws -> Operations.parseIngredientLines.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        guard body.lines.count <= IngredientPreview.maximumLines else {
            throw AppError.invalid("lines", .errorFieldTooMany, ["lines", String(IngredientPreview.maximumLines)])
        }
        if body.lines.contains(where: { $0.count > RecipeDraft.Limits.ingredientLine }) {
            throw AppError.invalid("lines", .errorFieldTooLong, ["lines", String(RecipeDraft.Limits.ingredientLine)])
        }
        let request = try self.request
        let preview = IngredientPreview(text: body.lines.joined(separator: "\n"), linker: try await request.foods.linker())
        return .ok(.init(body: .json(.init(lines: preview.lines.map(Components.Schemas.ParsedIngredientLine.init)))))
    }
}

extension Components.Schemas.ParsedIngredientLine {
    init(_ line: IngredientPreview.Line) {
        self.init(
            text: line.text, kind: line.isSection ? .section : .ingredient, section: line.isSection ? nil : line.section,
            optional: line.optional, amount: line.amount, quantity: line.quantity, quantityMax: line.quantityMax,
            unit: line.unit, name: line.isSection ? nil : line.name, note: line.note, foodId: line.foodID?.uuidString,
            foodName: line.foodName)
    }
}
