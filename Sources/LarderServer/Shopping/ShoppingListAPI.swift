import Foundation
import Vapor

extension LarderAPI {
    func listShoppingList(_ input: Operations.listShoppingList.Input) async throws -> Operations.listShoppingList.Output {
        let (request, _, access) = try await householdAccess(input.path.householdId)
        let entries = try await request.shoppingList.items(access)
        return .ok(.init(body: .json(entries.map(Components.Schemas.ShoppingListItem.init))))
    }
}

extension Components.Schemas.ShoppingListItem {
    init(_ entry: ShoppingListService.Entry) {
        let item = entry.item
        self.init(
            id: item.id?.uuidString ?? "", text: item.text, quantity: item.quantity, quantityMax: item.quantityMax, unit: item.unit,
            name: item.name, recipeId: item.recipeID?.uuidString, recipeTitle: item.recipeTitle, servings: item.servings,
            addedBy: entry.addedBy, createdAt: item.createdAt ?? Date(timeIntervalSince1970: 0))
    }
}
