import Fluent
import Foundation
import LarderCore

extension RecipeService {
    /// The recipe's ingredient lines scaled from its servings to `servings` (its own when nil),
    /// ready for a shopping list; 404 when the viewer may not read the recipe.
    func shoppingLines(of id: UUID, servings: Int?, for viewer: RecipeViewer) async throws -> ShoppingListService.Addition {
        if let servings, !RecipeDraft.Limits.servings.contains(servings) {
            throw AppError.invalid("servings", .errorFieldOutOfRange, ["servings", "1", "1000"])
        }
        let loaded = try await readable(id, for: viewer)
        let recipe = loaded.recipe
        let servings = servings ?? recipe.servings
        let factor = Rational(Int64(servings), Int64(recipe.servings)) ?? .one
        let lines = loaded.ingredients.map { factor == .one ? $0.text : IngredientLine.scaled($0.text, by: factor) }
        return .init(lines: lines, recipeID: id, recipeTitle: recipe.title, servings: servings)
    }
}
