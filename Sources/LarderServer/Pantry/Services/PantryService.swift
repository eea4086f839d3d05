import Fluent
import Foundation
import LarderCore

/// A household's stock: items, the ledger of every change, cooking from it, what devices report
/// and what can be cooked. Every call carries proof of membership (`HouseholdService.Access`) or
/// an authenticated device, and every change runs in one transaction with its ledger entry,
/// holding the household's lock so that concurrent changes never lose one another.
package struct PantryService {
    let db: any Database
    let foods: FoodService
    let recipes: RecipeService
    let shoppingList: ShoppingListService
    let clock: LarderClock
    let cookableIndex: CookableIndexStore
    let stockWatcher: any PantryStockWatcher

    /// The device registry, for the codes people know devices by.
    var devices: DeviceService { DeviceService(db: db, clock: clock) }

    /// Today, as best-before dates count days.
    var today: PantryDate { PantryDate(clock.now(), timeZone: clock.timeZone) }

    /// Runs `change` holding the household's lock: on SQLite the database's write lock, on
    /// PostgreSQL the household's row, so two changes to one household's stock run one after
    /// the other while other households' go on.
    /// The stock watcher hears of the change once it is committed; a change made inside a
    /// caller's own transaction is left to the watcher's background pass, since it could still
    /// roll back.
    func change<T: Sendable>(
        _ householdID: UUID, _ change: @escaping @Sendable (any Database) async throws -> T
    ) async throws -> T {
        let result = try await db.writeTransaction(locking: .household(householdID), change)
        if !db.inTransaction { await stockWatcher.stockChanged(in: householdID) }
        return result
    }

    /// The item, or 404 when it is not the household's.
    static func item(_ id: UUID, in householdID: UUID, on db: any Database) async throws -> PantryItem {
        guard let item = try await PantryItem.query(on: db).filter(\.$id == id).filter(\.$householdID == householdID).first()
        else { throw AppError.notFound(.pantryErrorItemNotFound, field: "itemId") }
        return item
    }

    /// The household's items still in stock (with something left unless `includeEmpty`).
    static func stock(of householdID: UUID, includeEmpty: Bool = false, on db: any Database) async throws -> [PantryItem] {
        var query = PantryItem.query(on: db).filter(\.$householdID == householdID)
        if !includeEmpty {
            query = query.filter(\.$discardReason == nil).filter(\.$amount > 0)
        }
        return try await query.all()
    }

    /// The food measures of the foods `items` and `extra` are linked to.
    func measures(of items: [PantryItem], and extra: Set<UUID> = []) async throws -> [UUID: FoodMeasures] {
        let ids = Set(items.compactMap(\.foodID)).union(extra)
        return try await foods.entries(ids: ids).mapValues(\.food.measures)
    }

    /// Items grouped into the pools stock rules work on, by food (or free name).
    static func pools(_ items: [PantryItem], measures: [UUID: FoodMeasures]) -> [StockKey: StockPool] {
        var grouped: [StockKey: [StockBatch]] = [:]
        for item in items where item.isInStock && item.amount > 0 {
            grouped[item.stockKey, default: []].append(item.batch)
        }
        return grouped.reduce(into: [:]) { pools, entry in
            let foodMeasures: FoodMeasures? = if case .food(let id) = entry.key { measures[id] } else { nil }
            pools[entry.key] = StockPool(entry.value, measures: foodMeasures)
        }
    }
}

/// Who changed the stock: a person, or a device working for the household.
package struct PantryActor: Sendable {
    var userID: UUID?
    var deviceID: UUID?
    var name: String

    package init(userID: UUID?, deviceID: UUID?, name: String) {
        self.userID = userID
        self.deviceID = deviceID
        self.name = name
    }

    static func person(_ user: Person) -> PantryActor {
        PantryActor(userID: user.id, deviceID: nil, name: user.name)
    }

    static func device(_ device: DeviceRecord) -> PantryActor {
        PantryActor(userID: nil, deviceID: device.id, name: device.name)
    }
}
