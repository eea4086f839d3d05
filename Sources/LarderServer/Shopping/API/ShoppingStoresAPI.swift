import Foundation
import LarderCore
import Vapor

extension LarderAPI {
    func listShoppingStores(_ input: Operations.listShoppingStores.Input) async throws -> Operations.listShoppingStores.Output {
        let (request, _, access) = try await householdAccess(input.path.householdId)
        let stores = try await request.shoppingList.stores(access)
        return .ok(.init(body: .json(stores.map(Components.Schemas.ShoppingStore.init))))
    }

    func createShoppingStore(_ input: Operations.createShoppingStore.Input) async throws -> Operations.createShoppingStore.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, _, access) = try await householdAccess(input.path.householdId)
        let store = try await request.shoppingList.createStore(name: body.name, order: try aisles(body.aisleOrder) ?? [], access)
        return .created(.init(body: .json(.init(store))))
    }

    func updateShoppingStore(_ input: Operations.updateShoppingStore.Input) async throws -> Operations.updateShoppingStore.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let request = try self.request
        let (store, access) = try await request.shoppingList.store(uuid(input.path.storeId, field: "storeId"), for: request.requireUser())
        let updated = try await request.shoppingList.updateStore(store, name: body.name, order: try aisles(body.aisleOrder), access)
        return .ok(.init(body: .json(.init(updated))))
    }

    func deleteShoppingStore(_ input: Operations.deleteShoppingStore.Input) async throws -> Operations.deleteShoppingStore.Output {
        let request = try self.request
        let (store, access) = try await request.shoppingList.store(uuid(input.path.storeId, field: "storeId"), for: request.requireUser())
        try await request.shoppingList.deleteStore(store, access)
        return .noContent(.init())
    }

    private func aisles(_ order: [Components.Schemas.Aisle]?) throws -> [Aisle]? {
        guard let order else { return nil }
        guard order.count <= Aisle.allCases.count else {
            throw AppError.invalid("aisleOrder", .errorFieldTooMany, ["aisleOrder", String(Aisle.allCases.count)])
        }
        return order.compactMap { Aisle(rawValue: $0.rawValue) }
    }
}
