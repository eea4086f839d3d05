import Fluent
import Foundation

/// Shopping's part of what a household holds: its lists.
struct ShoppingHoldings: HouseholdHoldingsCounter {
    func holdings(of householdID: UUID, on db: any Database) async throws -> [HouseholdHolding] {
        [HouseholdHolding(kind: .shoppingLists, count: try await ShoppingList.query(on: db).filter(\.$householdID == householdID).count())]
    }
}
