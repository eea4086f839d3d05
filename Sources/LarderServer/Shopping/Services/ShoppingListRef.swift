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

extension ShoppingListService {
    /// One product of a pairing combination for a new list: its name, and its food when the
    /// pairing catalogue links one.
    struct CombinationLine: Sendable {
        var text: String
        var foodID: UUID?
    }

    /// Starts a list named `name` holding `lines`, each with source `combination` and the
    /// combination's id as reference (what the Pairing module sends). 400 naming `name` when the
    /// name is empty or too long.
    func createList(
        named name: String, with lines: [CombinationLine], combination reference: String, _ access: HouseholdService.Access,
        by user: Person
    ) async throws -> (list: ShoppingListRef, name: String, itemCount: Int) {
        let summary = try await createList(ListDraft(name: name), access)
        let list = try summary.list.ref
        let entries = try await add(
            lines.map { Line(text: $0.text, source: .combination, reference: reference, foodID: $0.foodID) }, to: list, access, by: user)
        return (list, summary.list.name, Set(entries.map(\.itemID)).count)
    }
}
