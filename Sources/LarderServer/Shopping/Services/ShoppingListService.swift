import Fluent
import Foundation
import LarderCore

/// A household's shopping lists: named lists (one the default), their items summed from the
/// additions that put them there, stores and aisle corrections. Every call proves membership
/// first; another household's list, item or store does not exist (404).
struct ShoppingListService {
    let db: any Database
    let foods: FoodService
    let households: HouseholdService
    let aisles: ShoppingAisleModel
    let events: ShoppingEventHub
    let stock: any ShoppingStockLookup

    enum Limits {
        static let listName = 100
        static let itemName = 200
        static let note = 500
        static let text = 500
        static let amount = 100
        static let storeName = 100
        static let listsPerHousehold = 50
        static let itemsPerList = 500
        static let storesPerHousehold = 20
    }

    /// A list with how many items it has.
    struct ListSummary: Sendable {
        var list: ShoppingList
        var itemCount: Int
        var checkedCount: Int
    }

    /// What a new list or a change to one says; nil fields are left as they are.
    struct ListDraft: Sendable {
        var name: String?
        var measurementSystem: MeasurementSystem?
        var subtractStock: Bool?
        /// Some(nil) takes the store away.
        var storeID: UUID??
        var isDefault: Bool?
    }

    // MARK: Access

    func access(_ householdID: UUID, for user: Person) async throws -> HouseholdService.Access {
        try await households.access(householdID, for: user)
    }

    /// The list and the caller's membership of its household, or 404 naming the list.
    func list(_ listID: UUID, for user: Person) async throws -> (ShoppingList, HouseholdService.Access) {
        guard let list = try await ShoppingList.find(listID, on: db) else { throw Self.listNotFound }
        do {
            return (list, try await households.access(list.householdID, for: user))
        } catch let error as AppError where error.kind == .notFound {
            throw Self.listNotFound
        }
    }

    static let listNotFound = AppError.notFound(.shoppingErrorListNotFound, field: "listId")
    static let itemNotFound = AppError.notFound(.shoppingErrorItemNotFound, field: "itemId")
    static let storeNotFound = AppError.notFound(.shoppingErrorStoreNotFound, field: "storeId")

    // MARK: Lists

    /// The household's lists, the default first, then by name; the default is created on first use.
    func lists(_ access: HouseholdService.Access) async throws -> [ListSummary] {
        _ = try await defaultList(access)
        let lists = try await ShoppingList.query(on: db).filter(\.$householdID == access.householdID).all()
        let items = try await ShoppingItem.query(on: db).filter(\.$householdID == access.householdID).all()
        var counts: [UUID: (Int, Int)] = [:]
        for item in items {
            var count = counts[item.$list.id] ?? (0, 0)
            count.0 += 1
            if item.checked { count.1 += 1 }
            counts[item.$list.id] = count
        }
        return
            lists
            .map { list in
                let count = list.id.flatMap { counts[$0] } ?? (0, 0)
                return ListSummary(list: list, itemCount: count.0, checkedCount: count.1)
            }
            .sorted { a, b in
                a.list.isDefault != b.list.isDefault
                    ? a.list.isDefault : a.list.name.localizedCaseInsensitiveCompare(b.list.name) == .orderedAscending
            }
    }

    /// The household's default list, created when it has none.
    func defaultList(_ access: HouseholdService.Access) async throws -> ShoppingList {
        if let found = try await ShoppingList.query(on: db).filter(\.$householdID == access.householdID)
            .filter(\.$isDefault == true).first()
        {
            return found
        }
        let (list, created) = try await db.writeTransaction(locking: .household(access.householdID)) { db in
            if let found = try await ShoppingList.query(on: db).filter(\.$householdID == access.householdID)
                .filter(\.$isDefault == true).first()
            {
                return (found, false)
            }
            let list = ShoppingList(householdID: access.householdID, name: ShoppingList.defaultName, isDefault: true)
            try await list.create(on: db)
            return (list, true)
        }
        if created { await publish(.listCreated, list: list, by: access) }
        return list
    }

    func createList(_ draft: ListDraft, _ access: HouseholdService.Access) async throws -> ListSummary {
        guard let rawName = draft.name else { throw AppError.invalid("name", .errorFieldRequired, ["name"]) }
        let name = try Self.text(rawName, field: "name", limit: Limits.listName)
        if let storeID = draft.storeID ?? nil { _ = try await store(storeID, in: access) }
        _ = try await defaultList(access)
        let list = try await db.writeTransaction(locking: .household(access.householdID)) { db in
            let count = try await ShoppingList.query(on: db).filter(\.$householdID == access.householdID).count()
            guard count < Limits.listsPerHousehold else {
                throw AppError.conflict(.shoppingErrorTooManyLists, [String(Limits.listsPerHousehold)])
            }
            let list = ShoppingList(
                householdID: access.householdID, name: name, isDefault: false,
                system: draft.measurementSystem ?? .metric, subtractStock: draft.subtractStock ?? true)
            list.storeID = draft.storeID ?? nil
            try await list.create(on: db)
            if draft.isDefault == true { try await Self.makeDefault(list, on: db) }
            return list
        }
        await publish(.listCreated, list: list, by: access)
        return ListSummary(list: list, itemCount: 0, checkedCount: 0)
    }

    func updateList(_ list: ShoppingList, _ draft: ListDraft, _ access: HouseholdService.Access) async throws -> ListSummary {
        let name = try draft.name.map { try Self.text($0, field: "name", limit: Limits.listName) }
        if let storeID = draft.storeID ?? nil { _ = try await store(storeID, in: access) }
        if draft.isDefault == false, list.isDefault {
            throw AppError.conflict(.shoppingErrorDefaultListStays, field: "isDefault")
        }
        let listID = try list.requireID()
        let updated = try await db.writeTransaction(locking: .household(access.householdID)) { db in
            guard let list = try await ShoppingList.find(listID, on: db) else { throw Self.listNotFound }
            if let name { list.name = name }
            if let system = draft.measurementSystem { list.measurementSystem = system }
            if let subtract = draft.subtractStock { list.subtractStock = subtract }
            if let storeID = draft.storeID { list.storeID = storeID }
            list.revision += 1
            try await list.save(on: db)
            if draft.isDefault == true, !list.isDefault { try await Self.makeDefault(list, on: db) }
            return list
        }
        await publish(.listUpdated, list: updated, by: access)
        return try await summary(of: updated)
    }

    /// Deletes a list and its items; the default list stays (409).
    func deleteList(_ list: ShoppingList, _ access: HouseholdService.Access) async throws {
        guard !list.isDefault else { throw AppError.conflict(.shoppingErrorDefaultListDelete, field: "listId") }
        try await list.delete(on: db)
        await publish(.listDeleted, list: list, by: access)
    }

    func summary(of list: ShoppingList) async throws -> ListSummary {
        let items = try await ShoppingItem.query(on: db).filter(\.$list.$id == list.requireID()).all()
        return ListSummary(list: list, itemCount: items.count, checkedCount: items.filter(\.checked).count)
    }

    private static func makeDefault(_ list: ShoppingList, on db: any Database) async throws {
        try await ShoppingList.query(on: db).filter(\.$householdID == list.householdID).filter(\.$isDefault == true)
            .set(\.$isDefault, to: false).update()
        list.isDefault = true
        try await list.save(on: db)
    }

    // MARK: Helpers

    /// Trimmed `value`, required and at most `limit` characters, or 400 naming `field`.
    static func text(_ value: String, field: String, limit: Int) throws -> String {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw AppError.invalid(field, .errorFieldRequired, [field]) }
        guard trimmed.count <= limit else { throw AppError.invalid(field, .errorFieldTooLong, [field, String(limit)]) }
        return trimmed
    }

    /// Tells the household's clients; the list's revision says how far they are.
    func publish(_ kind: ShoppingEvent.Kind, list: ShoppingList, items: [UUID] = [], by access: HouseholdService.Access) async {
        await events.publish(
            ShoppingEvent(
                kind: kind, householdID: access.householdID, listID: list.id, itemIDs: items, revision: list.revision, userID: access.userID
            ),
            on: db)
    }
}
