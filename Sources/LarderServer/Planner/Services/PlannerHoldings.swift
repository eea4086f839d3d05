import Fluent
import Foundation

/// The planner's part of what a household holds: its planned meals.
struct PlannerHoldings: HouseholdHoldingsCounter {
    func holdings(of householdID: UUID, on db: any Database) async throws -> [HouseholdHolding] {
        [HouseholdHolding(kind: .planEntries, count: try await PlanEntry.query(on: db).filter(\.$householdID == householdID).count())]
    }
}
