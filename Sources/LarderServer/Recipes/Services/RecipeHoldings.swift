import Fluent
import Foundation

/// The cookbook's part of what a household holds: its recipes, and how many of them are public.
struct RecipeHoldings: HouseholdHoldingsCounter {
    func holdings(of householdID: UUID, on db: any Database) async throws -> [HouseholdHolding] {
        let recipes = Recipe.query(on: db).filter(\.$householdID == householdID)
        return [
            HouseholdHolding(kind: .recipes, count: try await recipes.count()),
            HouseholdHolding(kind: .publishedRecipes, count: try await recipes.filter(\.$status == .approved).count()),
        ]
    }
}
