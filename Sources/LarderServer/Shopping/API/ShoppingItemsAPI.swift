import Foundation
import LarderCore
import Vapor

extension LarderAPI {
    func addShoppingItem(_ input: Operations.addShoppingItem.Input) async throws -> Operations.addShoppingItem.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, list, access) = try await shoppingList(input.path.listId)
        let limits = ShoppingListService.Limits.self
        let text = try ShoppingListService.text(body.text, field: "text", limit: limits.text)
        let note = body.note.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        if let note, note.count > limits.note { throw AppError.invalid("note", .errorFieldTooLong, ["note", String(limits.note)]) }
        let entries = try await request.shoppingList.add(
            [.init(text: text, source: .manual, note: note?.isEmpty == false ? note : nil)], to: list, access, by: request.requireUser())
        guard let itemID = entries.first?.itemID else { throw AppError.invalid("text", .shoppingErrorNoItemName) }
        return .created(.init(body: .json(try await itemDetail(itemID, in: list, request))))
    }

    func updateShoppingItem(_ input: Operations.updateShoppingItem.Input) async throws -> Operations.updateShoppingItem.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, list, access) = try await shoppingList(input.path.listId)
        let change = ShoppingListService.ItemChange(
            name: body.name, note: body.note, aisle: body.aisle.flatMap { Aisle(rawValue: $0.rawValue) }, checked: body.checked,
            amount: body.amount)
        let item = try await request.shoppingList.update(uuid(input.path.itemId, field: "itemId"), in: list, change, access)
        return .ok(.init(body: .json(try await itemDetail(item.requireID(), in: list, request))))
    }

    func deleteShoppingItem(_ input: Operations.deleteShoppingItem.Input) async throws -> Operations.deleteShoppingItem.Output {
        let (request, list, access) = try await shoppingList(input.path.listId)
        try await request.shoppingList.deleteItem(uuid(input.path.itemId, field: "itemId"), in: list, access)
        return .noContent(.init())
    }

    func addRecipeToShoppingListById(_ input: Operations.addRecipeToShoppingListById.Input) async throws
        -> Operations.addRecipeToShoppingListById.Output
    {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, list, access) = try await shoppingList(input.path.listId)
        if let servings = body.servings, !RecipeDraft.Limits.servings.contains(servings) {
            throw AppError.invalid("servings", .errorFieldOutOfRange, ["servings", "1", "1000"])
        }
        let user = try request.requireUser()
        let viewer = try await RecipeViewer.of(user, on: request.db)
        let recipeID = try uuid(body.recipeId, field: "recipeId")
        let addition = try await request.recipes.shoppingLines(of: recipeID, servings: body.servings, for: viewer)
        let lines = addition.lines.map {
            ShoppingListService.Line(
                text: $0, source: .recipe, recipeID: recipeID, recipeTitle: addition.recipeTitle, servings: addition.servings)
        }
        let entries = try await request.shoppingList.add(lines, to: list, access, by: user)
        let items = try await request.shoppingList.items(touchedBy: entries, in: list)
        return .created(.init(body: .json(items.map { Components.Schemas.ShoppingItem($0) })))
    }

    func removeRecipeFromShoppingList(_ input: Operations.removeRecipeFromShoppingList.Input) async throws
        -> Operations.removeRecipeFromShoppingList.Output
    {
        let (request, list, access) = try await shoppingList(input.path.listId)
        try await request.shoppingList.removeRecipe(uuid(input.path.recipeId, field: "recipeId"), from: list, access)
        return .noContent(.init())
    }

    /// One item as the list shows it.
    private func itemDetail(_ itemID: UUID, in list: ShoppingList, _ request: Request) async throws -> Components.Schemas.ShoppingItem {
        let detail = try await request.shoppingList.detail(list)
        guard let item = detail.items.first(where: { $0.item.id == itemID }) else { throw ShoppingListService.itemNotFound }
        return .init(item)
    }
}
