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

/// One list as its page shows it: its name and settings, and its items under their headings,
/// mapped once from the service's detail so the views never see a stored row.
struct ShoppingListContents: Sendable {
    var list: ShoppingListLink
    var householdID: UUID
    var measurementSystem: MeasurementSystem
    var storeID: UUID?
    var grouping: ShoppingListService.Grouping
    /// The headings, each with its items still to buy (a heading whose items the pantry covers is left out).
    var groups: [ShoppingItemGroup]
    /// What the pantry already holds in full.
    var covered: [ShoppingItemShown]
    var isEmpty: Bool

    init(_ detail: ShoppingListService.ListDetail) throws {
        list = try ShoppingListLink(detail.summary)
        householdID = detail.list.householdID
        measurementSystem = detail.list.measurementSystem
        storeID = detail.list.storeID
        grouping = detail.grouping
        isEmpty = detail.items.isEmpty
        let shown = detail.items.map(ShoppingItemShown.init)
        let byID = Dictionary(shown.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        groups = detail.groups.compactMap { group in
            let items = group.itemIDs.compactMap { byID[$0] }.filter { !$0.isCovered }
            return items.isEmpty ? nil : ShoppingItemGroup(key: group.key, items: items)
        }
        covered = shown.filter(\.isCovered)
    }
}

/// A heading of the list — an aisle, a recipe or "added by hand" — and its items, in order.
struct ShoppingItemGroup: Sendable {
    var key: ShoppingListService.Group.Key
    var items: [ShoppingItemShown]

    /// The recipe a heading stands for, when it can be taken off the list.
    var recipeID: UUID? {
        if case .recipe(let id?, _) = key { id } else { nil }
    }
}

/// One item as its row shows it: what to buy and how much, why, and whether it is ticked.
struct ShoppingItemShown: Sendable {
    var id: UUID
    var name: String
    var note: String?
    var aisle: Aisle
    var checked: Bool
    /// The whole amount, in the list's units.
    var amount: [Measure]
    /// The amount less what the pantry holds, when the list subtracts stock.
    var toBuy: [Measure]
    /// What the pantry holds, when it holds some and the list subtracts stock.
    var onHand: [Measure]?
    /// The recipes it comes from, each once, in the order they added it.
    var recipes: [String]
    var checkedBy: String?
    /// The pantry holds all of it (and it is still open): nothing to buy.
    var isCovered: Bool

    init(_ detail: ShoppingListService.ItemDetail) {
        id = detail.item.id
        name = detail.item.name
        note = detail.item.note
        aisle = detail.aisle
        checked = detail.item.checked
        amount = detail.amount
        toBuy = detail.toBuy
        onHand = detail.need == nil ? nil : detail.onHand
        var recipes: [String] = []
        for title in detail.contributions.compactMap(\.recipeTitle) where !recipes.contains(title) { recipes.append(title) }
        self.recipes = recipes
        checkedBy = detail.checkedBy
        isCovered = detail.isCovered
    }
}
