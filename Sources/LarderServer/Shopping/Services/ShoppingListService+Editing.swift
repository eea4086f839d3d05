import Fluent
import Foundation
import LarderCore

extension ShoppingListService {
    /// Changes to some fields of an item; nil fields are left as they are. Each field changed
    /// gets a new version; the others are not touched, so concurrent edits of different fields
    /// all stand (the last writer wins per field).
    struct ItemChange: Sendable {
        var name: String?
        /// An empty note removes it.
        var note: String?
        /// Also remembered for the name in the household.
        var aisle: Aisle?
        var checked: Bool?
        /// "500 g", "2"; replaces what the additions summed to with this amount, added by hand.
        /// Empty: no amount.
        var amount: String?
    }

    func item(_ itemID: UUID, in list: ShoppingList) async throws -> ShoppingItem {
        guard let item = try await ShoppingItem.find(itemID, on: db), item.$list.id == list.id else { throw Self.itemNotFound }
        return item
    }

    func update(_ itemID: UUID, in list: ShoppingList, _ change: ItemChange, _ access: HouseholdService.Access) async throws -> ShoppingItem
    {
        let name = try change.name.map { try Self.text($0, field: "name", limit: Limits.itemName) }
        let note = try change.note.map { note -> String? in
            let trimmed = note.trimmingCharacters(in: .whitespacesAndNewlines)
            guard trimmed.count <= Limits.note else { throw AppError.invalid("note", .errorFieldTooLong, ["note", String(Limits.note)]) }
            return trimmed.isEmpty ? nil : trimmed
        }
        let amount = try change.amount.map { try Self.amount($0) }
        let listID = try list.requireID()
        _ = try await item(itemID, in: list)
        let measures = try await foodMeasures(of: itemID)
        let (item, revision) = try await db.writeTransaction(locking: RowLock(table: ShoppingList.schema, id: listID)) { db in
            guard let item = try await ShoppingItem.find(itemID, on: db), item.$list.id == listID,
                let list = try await ShoppingList.find(listID, on: db)
            else { throw Self.itemNotFound }
            if let name, name != item.name {
                item.name = name
                item.nameKey = ShoppingName.key(name)
                item.nameVersion += 1
            }
            if let note, note != item.note {
                item.note = note
                item.noteVersion += 1
            }
            if let aisle = change.aisle {
                if aisle != item.aisle || item.aisleReason != .correction {
                    item.aisle = aisle
                    item.aisleReason = .correction
                    item.aisleVersion += 1
                }
                try await Self.remember(aisle, for: item.nameKey, householdID: access.householdID, on: db)
            }
            if let checked = change.checked, checked != item.checked {
                item.checked = checked
                item.checkedBy = checked ? access.userID : nil
                item.checkedVersion += 1
            }
            if let amount {
                try await ShoppingContribution.query(on: db).filter(\.$item.$id == itemID).delete()
                let line = Line(text: [amount.text, item.name].filter { !$0.isEmpty }.joined(separator: " "), source: .manual)
                try await ShoppingContribution(line, parsed: amount.parsed, itemID: itemID, listID: listID, addedBy: access.userID)
                    .create(on: db)
                try await Self.recount(item, food: measures, on: db)
            }
            try await item.save(on: db)
            list.revision += 1
            try await list.save(on: db)
            return (item, list.revision)
        }
        list.revision = revision
        await publish(.itemsChanged, list: list, items: [itemID], by: access)
        return item
    }

    /// Takes the item off the list; answers what went, for `restore` ("Undo").
    @discardableResult
    func deleteItem(_ itemID: UUID, in list: ShoppingList, _ access: HouseholdService.Access) async throws -> DeletedShoppingItem {
        let listID = try list.requireID()
        let (deleted, revision) = try await db.writeTransaction(locking: RowLock(table: ShoppingList.schema, id: listID)) { db in
            guard let item = try await ShoppingItem.find(itemID, on: db), item.$list.id == listID,
                let list = try await ShoppingList.find(listID, on: db)
            else { throw Self.itemNotFound }
            let contributions = try await ShoppingContribution.query(on: db).filter(\.$item.$id == itemID).all()
            let deleted = DeletedShoppingItem(listID: listID, item: item, contributions: contributions)
            try await item.delete(on: db)
            list.revision += 1
            try await list.save(on: db)
            return (deleted, list.revision)
        }
        list.revision = revision
        await publish(.itemsRemoved, list: list, items: [itemID], by: access)
        return deleted
    }

    /// Deletes every ticked item; returns how many.
    func clearChecked(_ list: ShoppingList, _ access: HouseholdService.Access) async throws -> Int {
        let listID = try list.requireID()
        let (removed, revision) = try await db.writeTransaction(locking: RowLock(table: ShoppingList.schema, id: listID)) { db in
            guard let list = try await ShoppingList.find(listID, on: db) else { throw Self.listNotFound }
            let checked = try await ShoppingItem.query(on: db).filter(\.$list.$id == listID).filter(\.$checked == true).all()
            let ids = checked.compactMap(\.id)
            if !ids.isEmpty {
                try await ShoppingItem.query(on: db).filter(\.$id ~~ ids).delete()
                list.revision += 1
                try await list.save(on: db)
            }
            return (ids, list.revision)
        }
        if !removed.isEmpty {
            list.revision = revision
            await publish(.itemsRemoved, list: list, items: removed, by: access)
        }
        return removed.count
    }

    /// Puts `first` at the top in that order; the other items follow in their current order.
    func reorder(_ list: ShoppingList, first: [UUID], _ access: HouseholdService.Access) async throws {
        let listID = try list.requireID()
        guard Set(first).count == first.count else { throw AppError.invalid("itemIds", .errorFieldDuplicate, ["itemIds"]) }
        let (moved, revision) = try await db.writeTransaction(locking: RowLock(table: ShoppingList.schema, id: listID)) { db in
            guard let list = try await ShoppingList.find(listID, on: db) else { throw Self.listNotFound }
            let items = try await ShoppingItem.query(on: db).filter(\.$list.$id == listID).sort(\.$position).all()
            let byID = Dictionary(items.compactMap { item in item.id.map { ($0, item) } }, uniquingKeysWith: { a, _ in a })
            guard first.allSatisfy({ byID[$0] != nil }) else { throw Self.itemNotFound }
            let chosen = Set(first)
            let ordered = first.compactMap { byID[$0] } + items.filter { !chosen.contains($0.id ?? UUID()) }
            var moved: [UUID] = []
            for (position, item) in ordered.enumerated() where item.position != position {
                item.position = position
                item.positionVersion += 1
                try await item.save(on: db)
                if let id = item.id { moved.append(id) }
            }
            list.revision += 1
            try await list.save(on: db)
            return (moved, list.revision)
        }
        list.revision = revision
        await publish(.itemsChanged, list: list, items: moved, by: access)
    }

    /// Moves the item one place up or down among the items of its aisle, as the list shows them;
    /// at either end of its aisle it stays where it is.
    func move(_ itemID: UUID, up: Bool, in list: ShoppingList, _ access: HouseholdService.Access) async throws {
        let detail = try await detail(list)
        guard let group = detail.groups.first(where: { $0.itemIDs.contains(itemID) }),
            let index = group.itemIDs.firstIndex(of: itemID)
        else { throw Self.itemNotFound }
        let neighbourIndex = up ? index - 1 : index + 1
        guard group.itemIDs.indices.contains(neighbourIndex) else { return }
        var order = detail.items.compactMap(\.item.id)
        guard let from = order.firstIndex(of: itemID), let to = order.firstIndex(of: group.itemIDs[neighbourIndex]) else { return }
        order.swapAt(from, to)
        try await reorder(list, first: order, access)
    }

    /// Takes back everything the recipe added to the list: its additions go, items left with no
    /// addition go, the rest are summed again.
    func removeRecipe(_ recipeID: UUID, from list: ShoppingList, _ access: HouseholdService.Access) async throws {
        let listID = try list.requireID()
        let contributions = try await ShoppingContribution.query(on: db).filter(\.$listID == listID)
            .filter(\.$recipeID == recipeID).all()
        guard !contributions.isEmpty else { return }
        let itemIDs = Set(contributions.map { $0.$item.id })
        var measures: [UUID: FoodMeasures] = [:]
        for itemID in itemIDs { measures[itemID] = try await foodMeasures(of: itemID) }
        let (changed, removed, revision) = try await db.writeTransaction(locking: RowLock(table: ShoppingList.schema, id: listID)) {
            [measures] db in
            guard let list = try await ShoppingList.find(listID, on: db) else { throw Self.listNotFound }
            try await ShoppingContribution.query(on: db).filter(\.$listID == listID).filter(\.$recipeID == recipeID).delete()
            var changed: [UUID] = []
            var removed: [UUID] = []
            for item in try await ShoppingItem.query(on: db).filter(\.$id ~~ itemIDs).all() {
                let id = try item.requireID()
                if try await ShoppingContribution.query(on: db).filter(\.$item.$id == id).count() == 0 {
                    try await item.delete(on: db)
                    removed.append(id)
                } else {
                    try await Self.recount(item, food: measures[id], on: db)
                    changed.append(id)
                }
            }
            list.revision += 1
            try await list.save(on: db)
            return (changed, removed, list.revision)
        }
        list.revision = revision
        if !removed.isEmpty { await publish(.itemsRemoved, list: list, items: removed, by: access) }
        if !changed.isEmpty { await publish(.itemsChanged, list: list, items: changed, by: access) }
    }

    /// The household measures of the item's linked food, for summing its amounts.
    func foodMeasures(of itemID: UUID) async throws -> FoodMeasures? {
        guard let foodID = try await ShoppingItem.find(itemID, on: db)?.foodID else { return nil }
        return try? await foods.food(id: foodID).food.measures
    }

    /// Remembers where the household keeps items of this name.
    static func remember(_ aisle: Aisle, for nameKey: String, householdID: UUID, on db: any Database) async throws {
        guard !nameKey.isEmpty else { return }
        if let existing = try await ShoppingAisleCorrection.query(on: db).filter(\.$householdID == householdID)
            .filter(\.$nameKey == nameKey).first()
        {
            existing.aisle = aisle
            try await existing.save(on: db)
        } else {
            try await ShoppingAisleCorrection(householdID: householdID, nameKey: nameKey, aisle: aisle).create(on: db)
        }
    }

    /// An amount typed on its own: "500 g", "2", "1 1/2 cups"; empty for none. 400 naming
    /// `amount` when it does not start with one.
    static func amount(_ text: String) throws -> (text: String, parsed: ParsedIngredient) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.count <= Limits.amount else {
            throw AppError.invalid("amount", .errorFieldTooLong, ["amount", String(Limits.amount)])
        }
        let parsed = IngredientLine.parse(trimmed)
        guard trimmed.isEmpty || parsed.quantity != nil else { throw AppError.invalid("amount", .shoppingErrorAmountUnreadable) }
        return (trimmed, parsed)
    }
}
