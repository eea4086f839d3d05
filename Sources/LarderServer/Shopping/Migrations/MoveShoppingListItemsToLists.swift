import Fluent
import Foundation
import LarderCore

/// Moves the lines of the single per-household list (`shopping_list_items`) onto each
/// household's default list, one item per line with the line as its addition (a recipe's when it
/// came from one), then drops the old table.
struct MoveShoppingListItemsToLists: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.transaction { database in
            let rows = try await ShoppingListItem.query(on: database).sort(\.$position).all()
            var lists: [UUID: UUID] = [:]
            let assigner = AisleAssigner(classifier: AisleTraining.starterClassifier)
            for row in rows {
                let householdID = row.householdID
                let listID: UUID
                if let existing = lists[householdID] {
                    listID = existing
                } else {
                    let list = ShoppingList(householdID: householdID, name: ShoppingList.defaultName, isDefault: true)
                    try await list.create(on: database)
                    listID = try list.requireID()
                    lists[householdID] = listID
                }
                let item = ShoppingItem(
                    listID: listID, householdID: householdID, name: row.name, position: row.position, addedBy: row.addedBy)
                item.nameKey = ShoppingName.key(row.name)
                let placed = assigner.assign(name: row.name, foodGroup: nil)
                item.aisle = placed.aisle
                item.aisleReason = placed.reason
                let contribution = ShoppingContribution()
                contribution.listID = listID
                contribution.addedBy = row.addedBy
                contribution.source = row.recipeTitle == nil ? ShoppingContribution.Source.manual : .recipe
                contribution.recipeID = row.recipeID
                contribution.recipeTitle = row.recipeTitle
                contribution.servings = row.servings
                contribution.text = row.text
                contribution.quantity = row.quantity
                contribution.quantityMax = row.quantityMax
                contribution.unit = row.unit
                item.amount = ShoppingItemAmount(ShoppingTotal([contribution.amount], food: nil))
                try await item.create(on: database)
                contribution.$item.id = try item.requireID()
                try await contribution.create(on: database)
            }
            try await database.schema(ShoppingListItem.schema).delete()
        }
    }

    /// Back to one list per household: every addition on any list becomes a line again.
    func revert(on database: any Database) async throws {
        try await CreateShoppingListItem().prepare(on: database)
        let lists = try await ShoppingList.query(on: database).all()
        let households = Dictionary(lists.compactMap { list in list.id.map { ($0, list.householdID) } }, uniquingKeysWith: { a, _ in a })
        let contributions = try await ShoppingContribution.query(on: database).sort(\.$createdAt).all()
        for (position, contribution) in contributions.enumerated() {
            guard let householdID = households[contribution.listID] else { continue }
            let row = ShoppingListItem()
            row.householdID = householdID
            row.addedBy = contribution.addedBy
            row.position = position
            row.text = contribution.text
            row.quantity = contribution.quantity
            row.quantityMax = contribution.quantityMax
            row.unit = contribution.unit
            row.name = IngredientLine.parse(contribution.text).name.lowercased()
            row.recipeID = contribution.recipeID
            row.recipeTitle = contribution.recipeTitle
            row.servings = contribution.servings
            try await row.create(on: database)
        }
    }
}

extension ShoppingList {
    /// The default list's stored name until someone renames it; pages show it in the reader's
    /// language (`shownName`).
    static let defaultName = "Shopping list"
}
