import Foundation
import Vapor

extension LarderAPI {
    func previewBoughtShoppingItems(_ input: Operations.previewBoughtShoppingItems.Input) async throws
        -> Operations.previewBoughtShoppingItems.Output
    {
        let (request, list, _) = try await shoppingList(input.path.listId)
        let plans = try await request.pantry.boughtPlans(for: list.ref)
        return .ok(.init(body: .json(.init(items: plans.map(Components.Schemas.BoughtItemPlan.init)))))
    }

    func stockBoughtShoppingItems(_ input: Operations.stockBoughtShoppingItems.Input) async throws
        -> Operations.stockBoughtShoppingItems.Output
    {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let choices = try body.items?.enumerated().map { index, choice in
            PantryService.BoughtChoice(
                itemID: try uuid(choice.itemId, field: "items[\(index)].itemId"), location: choice.location,
                bestBefore: choice.bestBefore, amount: choice.amount, unit: choice.unit)
        }
        let (request, list, access) = try await shoppingList(input.path.listId)
        let user = try request.requireUser()
        let pantry = request.pantry
        let bought = try await pantry.stockBought(from: list.ref, location: body.location, choices: choices, access, by: user)
        let presenter = try await pantry.presenter(access)
        return .created(.init(body: .json(.init(items: try bought.items.map(presenter.item), removedItemCount: bought.removedItemCount))))
    }

    func addLowStockToShoppingList(_ input: Operations.addLowStockToShoppingList.Input) async throws
        -> Operations.addLowStockToShoppingList.Output
    {
        let (request, list, access) = try await shoppingList(input.path.listId)
        let added = try await request.pantry.addLowStock(to: list.ref, access, by: request.requireUser())
        let items = try await request.shoppingList.items(touchedBy: added.entries, in: list)
        return .ok(.init(body: .json(.init(items: items.map { Components.Schemas.ShoppingItem($0) }, alreadyListed: added.alreadyListed))))
    }
}

extension Components.Schemas.BoughtItemPlan {
    init(_ plan: PantryService.BoughtPlan) {
        self.init(
            itemId: plan.itemID.uuidString, name: plan.name, foodId: plan.foodID?.uuidString, foodGroup: plan.foodGroup,
            amounts: plan.amounts.map { .init(amount: $0.amount, unit: $0.unit.code) }, location: plan.location,
            bestBefore: plan.bestBefore)
    }
}
