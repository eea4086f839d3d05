import Fluent
import Foundation
import LarderCore

extension ShoppingListService {
    func stores(_ access: HouseholdService.Access) async throws -> [ShoppingStore] {
        try await ShoppingStore.query(on: db).filter(\.$householdID == access.householdID).all()
            .sorted { $0.name.localizedCaseInsensitiveCompare($1.name) == .orderedAscending }
    }

    /// The household's store, or 404 naming it.
    func store(_ storeID: UUID, in access: HouseholdService.Access) async throws -> ShoppingStore {
        guard let store = try await ShoppingStore.find(storeID, on: db), store.householdID == access.householdID else {
            throw Self.storeNotFound
        }
        return store
    }

    /// The store and the caller's membership of its household, or 404.
    func store(_ storeID: UUID, for user: Person) async throws -> (ShoppingStore, HouseholdService.Access) {
        guard let store = try await ShoppingStore.find(storeID, on: db) else { throw Self.storeNotFound }
        do {
            return (store, try await households.access(store.householdID, for: user))
        } catch let error as AppError where error.kind == .notFound {
            throw Self.storeNotFound
        }
    }

    func createStore(name: String, order: [Aisle], _ access: HouseholdService.Access) async throws -> ShoppingStore {
        let name = try Self.text(name, field: "name", limit: Limits.storeName)
        try Self.checkOrder(order)
        let store = try await db.writeTransaction(locking: .household(access.householdID)) { db in
            let count = try await ShoppingStore.query(on: db).filter(\.$householdID == access.householdID).count()
            guard count < Limits.storesPerHousehold else {
                throw AppError.conflict(.shoppingErrorTooManyStores, [String(Limits.storesPerHousehold)])
            }
            let store = ShoppingStore(householdID: access.householdID, name: name, order: Aisle.completeOrder(order).map(\.rawValue))
            try await store.create(on: db)
            return store
        }
        await publishStores(access)
        return store
    }

    func updateStore(_ store: ShoppingStore, name: String?, order: [Aisle]?, _ access: HouseholdService.Access) async throws
        -> ShoppingStore
    {
        if let name { store.name = try Self.text(name, field: "name", limit: Limits.storeName) }
        if let order {
            try Self.checkOrder(order)
            store.aisleOrder = Aisle.completeOrder(order).map(\.rawValue).joined(separator: ",")
        }
        try await store.save(on: db)
        await publishStores(access)
        return store
    }

    func deleteStore(_ store: ShoppingStore, _ access: HouseholdService.Access) async throws {
        try await store.delete(on: db)
        await publishStores(access)
    }

    private static func checkOrder(_ order: [Aisle]) throws {
        guard Set(order).count == order.count else { throw AppError.invalid("aisleOrder", .errorFieldDuplicate, ["aisleOrder"]) }
    }

    private func publishStores(_ access: HouseholdService.Access) async {
        await events.publish(ShoppingEvent(kind: .storesChanged, householdID: access.householdID, userID: access.userID), on: db)
    }
}
