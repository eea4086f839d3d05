import Foundation

/// A shopping list as other modules see it: which list, whose, and whether it takes the
/// pantry's stock off what it needs. A value, never the model.
struct ShoppingListRef: Sendable, Hashable {
    var id: UUID
    var householdID: UUID
    var subtractStock: Bool
}

extension ShoppingList {
    var ref: ShoppingListRef {
        get throws { ShoppingListRef(id: try requireID(), householdID: householdID, subtractStock: subtractStock) }
    }
}

extension ShoppingListService {
    /// The household's default list (made on first use), for other modules to add to.
    func defaultListRef(_ access: HouseholdService.Access) async throws -> ShoppingListRef {
        try await defaultList(access).ref
    }

    func checkedItems(of list: ShoppingListRef) async throws -> [BoughtItem] {
        try await Self.checkedItems(of: list.id, on: db)
    }

    func add(_ lines: [Line], to list: ShoppingListRef, _ access: HouseholdService.Access, by user: Person) async throws -> [Entry] {
        guard let stored = try await ShoppingList.find(list.id, on: db), stored.householdID == access.householdID else {
            throw Self.listNotFound
        }
        return try await add(lines, to: stored, access, by: user)
    }

    func unticked(foodsFrom source: ShoppingContribution.Source, on list: ShoppingListRef) async throws -> Set<UUID> {
        try await unticked(foodsFrom: source, onList: list.id)
    }

    /// Tells open clients that items left the list (moved into the pantry, say).
    func publishRemoved(_ items: [UUID], from list: ShoppingListRef, revision: Int, by access: HouseholdService.Access) async {
        await events.publish(
            ShoppingEvent(
                kind: .itemsRemoved, householdID: access.householdID, listID: list.id, itemIDs: items, revision: revision,
                userID: access.userID),
            on: db)
    }
}
