import Foundation
import LarderCore
import Vapor

extension LarderAPI {
    func addRecipeToShoppingList(_ input: Operations.addRecipeToShoppingList.Input) async throws
        -> Operations.addRecipeToShoppingList.Output
    {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, user, access) = try await householdAccess(body.householdId)
        let viewer = try await RecipeViewer.of(user, on: request.db)
        let addition = try await request.recipes.shoppingLines(
            of: uuid(input.path.recipeId, field: "recipeId"), servings: body.servings, for: viewer)
        let entries = try await request.shoppingList.add(addition, access, by: user)
        return .created(.init(body: .json(entries.map(Components.Schemas.ShoppingListItem.init))))
    }
}
