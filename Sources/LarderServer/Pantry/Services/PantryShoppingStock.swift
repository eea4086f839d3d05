import Fluent
import Foundation
import LarderCore
import SQLKit

/// The pantry's answer to shopping lists that subtract stock: what the household holds of each
/// food, summed per unit the stock is kept in. Units are left as they are ("1 kg" and "200 g"
/// stay two amounts) because `ShoppingTotal` converts them through the food's measures when it
/// takes them off what a list needs.
struct PantryShoppingStock: ShoppingStockLookup {
    func onHand(_ foodIDs: Set<UUID>, householdID: UUID, on db: any Database) async throws -> [UUID: [ShoppingAmount]] {
        var sums: [UUID: [StockUnit: Double]] = [:]
        // Read for every shopping list shown that subtracts stock: summed by the database, by column.
        // A few hundred ids a statement: SQLite and PostgreSQL both limit the values one binds.
        for ids in Array(foodIDs).chunks(of: 500) {
            let chunk = ids.map { $0 as any Encodable & Sendable }
            let rows = try await db.sql().raw("""
                SELECT food_id, unit, SUM(amount) AS amount FROM \(ident: PantryItem.schema)
                WHERE household_id = \(bind: householdID) AND food_id IN (\(binds: chunk))
                  AND discard_reason IS NULL AND amount > 0
                GROUP BY food_id, unit
                """).all()
            for row in rows {
                let unit = StockUnit(code: try row.decode(column: "unit", as: String.self)) ?? .each
                sums[try row.decode(column: "food_id", as: UUID.self), default: [:]][unit, default: 0] +=
                    try row.decode(column: "amount", as: Double.self)
            }
        }
        return sums.mapValues { byUnit in
            byUnit.sorted { $0.key.code < $1.key.code }.map { unit, amount in
                ShoppingAmount(Measure(Rational(approximating: amount, maxDenominator: 1000), unit.unit), size: unit.size)
            }
        }
    }
}
