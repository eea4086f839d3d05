import Fluent
import Foundation

/// What taking an item off a list took away — the item and every addition that made it — so
/// that "Undo" puts it back as it was: same id, same amounts, same recipes, same place.
struct DeletedShoppingItem: Codable, Sendable {
    var listID: UUID
    var item: ShoppingItem
    var contributions: [ShoppingContribution]
}

extension ShoppingListService {
    /// Puts a deleted item back on its list. Nothing changes when it is back already (a second
    /// press, or another instance was quicker); another list's or household's item is not found.
    func restore(_ deleted: DeletedShoppingItem, in list: ShoppingList, _ access: HouseholdService.Access) async throws {
        let listID = try list.requireID()
        let itemID = try deleted.item.requireID()
        guard deleted.listID == listID, deleted.item.$list.id == listID, deleted.item.householdID == access.householdID else {
            throw Self.itemNotFound
        }
        let revision = try await db.writeTransaction(locking: RowLock(table: ShoppingList.schema, id: listID)) { db -> Int? in
            guard let list = try await ShoppingList.find(listID, on: db) else { throw Self.listNotFound }
            guard try await ShoppingItem.find(itemID, on: db) == nil else { return nil }
            try await deleted.item.create(on: db)
            for contribution in deleted.contributions where contribution.$item.id == itemID {
                try await contribution.create(on: db)
            }
            list.revision += 1
            try await list.save(on: db)
            return list.revision
        }
        guard let revision else { return }
        list.revision = revision
        await publish(.itemsChanged, list: list, items: [itemID], by: access)
    }
}
