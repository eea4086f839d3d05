import Fluent
import Foundation

/// The pantry's part of what a household holds: the items in stock.
struct PantryHoldings: HouseholdHoldingsCounter {
    func holdings(of householdID: UUID, on db: any Database) async throws -> [HouseholdHolding] {
        [HouseholdHolding(kind: .pantryItems, count: try await PantryService.stock(of: householdID, on: db).count)]
    }
}
