import Fluent
import Foundation
import LarderCore

extension PantryService {
    /// A ranked recipe with the recipe itself, for its photo and time.
    struct Cookable: Sendable {
        var match: CookableMatch
        var recipe: Recipe
    }

    /// What the household can cook: the recipes it sees ranked by how much of each is in stock,
    /// then by how much soon-expiring stock they use; each with what it is missing.
    func cookable(_ access: HouseholdService.Access, limit: Int, maxMissing: Int?) async throws -> (items: [Cookable], staples: [String]) {
        guard (1...100).contains(limit) else { throw AppError.invalid("limit", .errorFieldOutOfRange, ["limit", "1", "100"]) }
        if let maxMissing, !(0...100).contains(maxMissing) {
            throw AppError.invalid("maxMissing", .errorFieldOutOfRange, ["maxMissing", "0", "100"])
        }
        let preferences = try await preferences(access.householdID)
        let items = try await Self.stock(of: access.householdID, on: db)
        let measures = try await self.measures(of: items)
        let today = self.today
        let soon = Set(
            items.compactMap { item -> UUID? in
                let freshness = Freshness.of(
                    bestBefore: item.bestBefore.flatMap(PantryDate.init), today: today, soonDays: preferences.expiringDays)
                return freshness.needsAttention ? item.id : nil
            })
        let levels = StockLevels(pools: Self.pools(items, measures: measures), expiringSoon: soon)
        let viewer = RecipeViewer(userID: access.userID, householdIDs: [access.householdID], isAdmin: false)
        // The index is memory: a ranked recipe deleted (or made private) since is dropped, and the
        // ranking made again without it.
        for _ in 0..<3 {
            let index = try await cookableIndex.current(recipes: recipes, foods: foods)
            let ranked = index.rank(
                levels, householdID: access.householdID, staples: preferences.staples, limit: limit, maxMissing: maxMissing)
            let found = try await recipes.readableRecipes(ranked.map(\.recipeID), for: viewer)
            let byID = Dictionary(found.compactMap { recipe in recipe.id.map { ($0, recipe) } }, uniquingKeysWith: { a, _ in a })
            let gone = ranked.map(\.recipeID).filter { byID[$0] == nil }
            if gone.isEmpty {
                return (ranked.compactMap { match in byID[match.recipeID].map { Cookable(match: match, recipe: $0) } }, preferences.staples)
            }
            await cookableIndex.forget(gone)
        }
        throw AppError(.unavailable, .pantryErrorCookableBusy)
    }
}
