import Fluent
import Foundation
import LarderCore

/// The pantry's answer to shopping lists that subtract stock: what the household holds of each
/// food, summed per unit the stock is kept in. Units are left as they are ("1 kg" and "200 g"
/// stay two amounts) because `ShoppingTotal` converts them through the food's measures when it
/// takes them off what a list needs.
struct PantryShoppingStock: ShoppingStockLookup {
    func onHand(_ foodIDs: Set<UUID>, householdID: UUID, on db: any Database) async throws -> [UUID: [ShoppingAmount]] {
        guard !foodIDs.isEmpty else { return [:] }
        let items = try await PantryItem.query(on: db)
            .filter(\.$householdID == householdID)
            .filter(\.$foodID ~~ Array(foodIDs))
            .filter(\.$discardReason == nil)
            .filter(\.$amount > 0)
            .all()
        var sums: [UUID: [StockUnit: Double]] = [:]
        for item in items {
            guard let foodID = item.foodID else { continue }
            sums[foodID, default: [:]][item.stockUnit, default: 0] += item.amount
        }
        return sums.mapValues { byUnit in
            byUnit.sorted { $0.key.code < $1.key.code }.map { unit, amount in
                ShoppingAmount(Measure(Rational(approximating: amount, maxDenominator: 1000), unit.unit), size: unit.size)
            }
        }
    }
}
