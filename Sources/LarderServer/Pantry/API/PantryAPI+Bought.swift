import Foundation
import Vapor

extension LarderAPI {
    func stockBoughtShoppingItems(_ input: Operations.stockBoughtShoppingItems.Input) async throws
        -> Operations.stockBoughtShoppingItems.Output
    {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let location = body.location
        let (request, list, access) = try await shoppingList(input.path.listId)
        let user = try request.requireUser()
        let pantry = request.pantry
        let before = try await request.shoppingList.checkedItems(of: list).count
        let items = try await pantry.stockBought(from: list, location: location, access, by: user)
        let presenter = try await pantry.presenter(access)
        return .created(.init(body: .json(.init(items: items.map(presenter.item), removedItemCount: before))))
    }
}
