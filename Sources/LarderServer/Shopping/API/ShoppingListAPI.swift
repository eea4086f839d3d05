import Foundation
import LarderCore
import Vapor

extension LarderAPI {
    /// The first version's call: the default list's items, in list order.
    func listShoppingList(_ input: Operations.listShoppingList.Input) async throws -> Operations.listShoppingList.Output {
        let (request, _, access) = try await householdAccess(input.path.householdId)
        let entries = try await request.shoppingList.entries(access)
        return .ok(.init(body: .json(entries.map(Components.Schemas.ShoppingListItem.init))))
    }

    func listShoppingLists(_ input: Operations.listShoppingLists.Input) async throws -> Operations.listShoppingLists.Output {
        let (request, _, access) = try await householdAccess(input.path.householdId)
        let lists = try await request.shoppingList.lists(access)
        return .ok(.init(body: .json(lists.map(Components.Schemas.ShoppingListSummary.init))))
    }

    func createShoppingList(_ input: Operations.createShoppingList.Input) async throws -> Operations.createShoppingList.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, _, access) = try await householdAccess(input.path.householdId)
        let draft = ShoppingListService.ListDraft(
            name: body.name, measurementSystem: body.measurementSystem.flatMap { MeasurementSystem(rawValue: $0.rawValue) },
            subtractStock: body.subtractStock, storeID: try body.storeId.map { try uuid($0, field: "storeId") },
            isDefault: body.isDefault)
        let created = try await request.shoppingList.createList(draft, access)
        return .created(.init(body: .json(.init(created))))
    }

    func getShoppingList(_ input: Operations.getShoppingList.Input) async throws -> Operations.getShoppingList.Output {
        let (request, list, _) = try await shoppingList(input.path.listId)
        let grouping: ShoppingListService.Grouping = input.query.groupBy == .recipe ? .recipe : .aisle
        let detail = try await request.shoppingList.detail(list, grouping: grouping)
        return .ok(.init(body: .json(.init(detail))))
    }

    func updateShoppingList(_ input: Operations.updateShoppingList.Input) async throws -> Operations.updateShoppingList.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, list, access) = try await shoppingList(input.path.listId)
        let store: UUID?? = try body.storeId.map { $0.isEmpty ? nil : try uuid($0, field: "storeId") }
        let draft = ShoppingListService.ListDraft(
            name: body.name, measurementSystem: body.measurementSystem.flatMap { MeasurementSystem(rawValue: $0.rawValue) },
            subtractStock: body.subtractStock, storeID: store, isDefault: body.isDefault)
        let updated = try await request.shoppingList.updateList(list, draft, access)
        return .ok(.init(body: .json(.init(updated))))
    }

    func deleteShoppingList(_ input: Operations.deleteShoppingList.Input) async throws -> Operations.deleteShoppingList.Output {
        let (request, list, access) = try await shoppingList(input.path.listId)
        try await request.shoppingList.deleteList(list, access)
        return .noContent(.init())
    }

    func clearCheckedShoppingItems(_ input: Operations.clearCheckedShoppingItems.Input) async throws
        -> Operations.clearCheckedShoppingItems.Output
    {
        let (request, list, access) = try await shoppingList(input.path.listId)
        let removed = try await request.shoppingList.clearChecked(list, access)
        return .ok(.init(body: .json(.init(removed: removed))))
    }

    func reorderShoppingList(_ input: Operations.reorderShoppingList.Input) async throws -> Operations.reorderShoppingList.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, list, access) = try await shoppingList(input.path.listId)
        let limit = ShoppingListService.Limits.itemsPerList
        guard body.itemIds.count <= limit else { throw AppError.invalid("itemIds", .errorFieldTooMany, ["itemIds", String(limit)]) }
        let ids = try body.itemIds.map { try uuid($0, field: "itemIds") }
        try await request.shoppingList.reorder(list, first: ids, access)
        return .noContent(.init())
    }

    func shareShoppingList(_ input: Operations.shareShoppingList.Input) async throws -> Operations.shareShoppingList.Output {
        let (request, list, _) = try await shoppingList(input.path.listId)
        let grouping: ShoppingListService.Grouping = input.query.groupBy == .recipe ? .recipe : .aisle
        let detail = try await request.shoppingList.detail(list, grouping: grouping)
        let user = try request.requireUser()
        let language =
            input.query.language.flatMap { Language(rawValue: $0.rawValue) }
            ?? user.preferredLanguage
            ?? Language.preferred(fromAcceptLanguage: request.headers.first(name: .acceptLanguage)) ?? .en
        return .ok(.init(body: .plainText(.init(ShoppingListText.share(detail, text: Localizer(language))))))
    }

    func exportShoppingList(_ input: Operations.exportShoppingList.Input) async throws -> Operations.exportShoppingList.Output {
        let (request, list, _) = try await shoppingList(input.path.listId)
        let detail = try await request.shoppingList.detail(list)
        return .ok(
            .init(
                headers: .init(Content_hyphen_Disposition: "attachment; filename=\"shopping-list.csv\""),
                body: .csv(.init(ShoppingListText.csv(detail)))))
    }

    /// The request, the list and the caller's membership of its household; 404 for anyone else.
    func shoppingList(_ listID: String) async throws -> (Request, ShoppingList, HouseholdService.Access) {
        let request = try self.request
        let user = try request.requireUser()
        let (list, access) = try await request.shoppingList.list(uuid(listID, field: "listId"), for: user)
        return (request, list, access)
    }
}
