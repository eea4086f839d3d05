import Fluent
import Foundation
import LarderCore

/// A household's shopping list. Every call carries proof of membership (`HouseholdService.Access`).
struct ShoppingListService {
    let db: any Database

    /// Lines to put on the list, as written, with where they came from.
    struct Addition: Sendable {
        var lines: [String]
        var recipeID: UUID?
        var recipeTitle: String?
        var servings: Int?
    }

    /// An item with the name of whoever added it.
    struct Entry: Sendable {
        var item: ShoppingListItem
        var addedBy: String?
    }

    /// Parses each line and appends it to the list, in order.
    func add(_ addition: Addition, _ access: HouseholdService.Access, by user: User) async throws -> [Entry] {
        let householdID = access.householdID
        let items = try await db.writeTransaction(locking: RowLock(table: Household.schema, id: householdID)) { db in
            let last = try await ShoppingListItem.query(on: db).filter(\.$household.$id == householdID).max(\.$position) ?? -1
            let items = addition.lines.enumerated().map { offset, line in
                ShoppingListItem(line, householdID: householdID, position: last + 1 + offset, addedBy: access.userID, from: addition)
            }
            try await items.create(on: db)
            return items
        }
        return items.map { Entry(item: $0, addedBy: user.name) }
    }

    /// The list in the order items were added.
    func items(_ access: HouseholdService.Access) async throws -> [Entry] {
        let items = try await ShoppingListItem.query(on: db).filter(\.$household.$id == access.householdID).sort(\.$position).all()
        let people = try await User.query(on: db).filter(\.$id ~~ Set(items.compactMap(\.addedBy))).all()
        let names = Dictionary(people.compactMap { user in user.id.map { ($0, user.name) } }, uniquingKeysWith: { first, _ in first })
        return items.map { Entry(item: $0, addedBy: $0.addedBy.flatMap { names[$0] }) }
    }
}

extension ShoppingListItem {
    convenience init(_ line: String, householdID: UUID, position: Int, addedBy: UUID, from addition: ShoppingListService.Addition) {
        self.init()
        let parsed = IngredientLine.parse(line)
        self.$household.id = householdID
        self.addedBy = addedBy
        self.position = position
        self.text = line
        self.quantity = parsed.quantity.map { $0.low.doubleValue }
        self.quantityMax = parsed.quantity?.high.map(\.doubleValue)
        self.unit = parsed.unit?.name
        self.name = parsed.name.lowercased()
        self.recipeID = addition.recipeID
        self.recipeTitle = addition.recipeTitle
        self.servings = addition.servings
    }
}
