import Foundation
import LarderCore

/// A list as the shopping pages name and link it, never the stored model.
struct ShoppingListLink: Hashable, Sendable {
    var id: UUID
    var name: String
    var isDefault: Bool
    var itemCount = 0
    var checkedCount = 0

    init(_ list: ShoppingList) throws {
        id = try list.requireID()
        name = list.name
        isDefault = list.isDefault
    }

    init(_ summary: ShoppingListService.ListSummary) throws {
        try self.init(summary.list)
        itemCount = summary.itemCount
        checkedCount = summary.checkedCount
    }

    /// The name a reader sees: the default list, until someone renames it, is called "Shopping
    /// list" in the reader's language rather than in the language it was stored in.
    func shownName(_ text: Localizer) -> String {
        isDefault && name == ShoppingList.defaultName ? text[.shoppingDefaultListName] : name
    }
}

/// A store and the order its aisles come in.
struct ShoppingStoreSummary: Hashable, Sendable {
    var id: UUID
    var name: String
    var aisles: [Aisle]

    init(_ store: ShoppingStore) throws {
        id = try store.requireID()
        name = store.name
        aisles = ShoppingListService.aisles(in: store.aisleOrder)
    }
}
