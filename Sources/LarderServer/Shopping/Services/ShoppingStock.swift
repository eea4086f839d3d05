import Fluent
import Foundation
import LarderCore
import Vapor

/// What the household's pantry holds, for lists that subtract stock ("need 300 g (you have
/// 200 g)"). The Pantry module provides the real lookup by setting `Application.shoppingStock`;
/// until it does, nothing is on hand and lists show the whole amount.
protocol ShoppingStockLookup: Sendable {
    /// The amounts on hand of each of `foodIDs` in the household's pantry.
    func onHand(_ foodIDs: Set<UUID>, householdID: UUID, on db: any Database) async throws -> [UUID: [ShoppingAmount]]
}

/// No pantry: nothing is ever on hand.
struct NoShoppingStock: ShoppingStockLookup {
    func onHand(_ foodIDs: Set<UUID>, householdID: UUID, on db: any Database) async throws -> [UUID: [ShoppingAmount]] {
        [:]
    }
}

extension Application {
    private struct ShoppingStockKey: StorageKey {
        typealias Value = any ShoppingStockLookup
    }

    /// Where shopping lists learn what is in stock; the Pantry module sets its own.
    var shoppingStock: any ShoppingStockLookup {
        get { storage[ShoppingStockKey.self] ?? NoShoppingStock() }
        set { storage[ShoppingStockKey.self] = newValue }
    }
}
