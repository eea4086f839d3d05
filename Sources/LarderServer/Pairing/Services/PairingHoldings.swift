import Fluent
import Foundation

/// Pairing's part of what a household holds: its saved combinations.
struct PairingHoldings: HouseholdHoldingsCounter {
    func holdings(of householdID: UUID, on db: any Database) async throws -> [HouseholdHolding] {
        let saved = try await PairingSavedCombination.query(on: db).filter(\.$householdID == householdID).count()
        return [HouseholdHolding(kind: .savedCombinations, count: saved)]
    }
}
