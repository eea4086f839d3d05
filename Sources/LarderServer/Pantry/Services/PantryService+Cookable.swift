import Fluent
import Foundation
import LarderCore
import SQLKit

extension PantryService {
    /// A ranked recipe with what a list shows of it (photo, time).
    package struct Cookable: Sendable {
        package var match: CookableMatch
        var facts: RecipeService.CardFacts
    }

    /// What the household can cook: the recipes it sees ranked by how much of each is in stock,
    /// then by how much soon-expiring stock they use; each with what it is missing.
    package func cookable(_ access: HouseholdService.Access, limit: Int, maxMissing: Int?) async throws -> (items: [Cookable], staples: [String]) {
        guard (1...100).contains(limit) else { throw AppError.invalid("limit", .errorFieldOutOfRange, ["limit", "1", "100"]) }
        if let maxMissing, !(0...100).contains(maxMissing) {
            throw AppError.invalid("maxMissing", .errorFieldOutOfRange, ["maxMissing", "0", "100"])
        }
        let preferences = try await preferences(access.householdID)
        let batches = try await Self.stockBatches(of: access.householdID, on: db)
        var index = try await cookableIndex.current(recipes: recipes, foods: foods)
        let foodIDs = Set(batches.compactMap { key, _ -> UUID? in if case .food(let id) = key { id } else { nil } })
        let measures = try await cookableIndex.measures(of: foodIDs, foods: foods)
        let today = self.today
        var grouped: [StockKey: [StockBatch]] = [:]
        var soon = Set<UUID>()
        for (key, batch) in batches {
            grouped[key, default: []].append(batch)
            if Freshness.of(bestBefore: batch.bestBefore, today: today, soonDays: preferences.expiringDays).needsAttention {
                soon.insert(batch.id)
            }
        }
        let pools = grouped.reduce(into: [StockKey: StockPool]()) { pools, entry in
            let foodMeasures: FoodMeasures? = if case .food(let id) = entry.key { measures[id] } else { nil }
            pools[entry.key] = StockPool(entry.value, measures: foodMeasures)
        }
        let levels = StockLevels(pools: pools, expiringSoon: soon)
        // The index is memory: a ranked recipe deleted (or made private) since is dropped, and the
        // ranking made again without it.
        for _ in 0..<5 {
            let ranked = index.rank(
                levels, householdID: access.householdID, staples: preferences.staples, limit: limit, maxMissing: maxMissing)
            let facts = try await recipes.cardFacts(ranked.map(\.recipeID)).filter { _, facts in
                facts.isPublic || facts.householdID == access.householdID
            }
            let gone = ranked.map(\.recipeID).filter { facts[$0] == nil }
            if gone.isEmpty {
                return (ranked.compactMap { match in facts[match.recipeID].map { Cookable(match: match, facts: $0) } }, preferences.staples)
            }
            index = await cookableIndex.forget(gone)
        }
        throw AppError(.unavailable, .pantryErrorCookableBusy)
    }

    /// The household's batches in stock, each with what it is matched by, read without models:
    /// ranking runs on every "what can I cook" and every home page.
    static func stockBatches(of householdID: UUID, on db: any Database) async throws -> [(StockKey, StockBatch)] {
        let rows = try await db.sql().select()
            .columns("id", "food_id", "name", "amount", "unit", "best_before", "created_at")
            .from(PantryItem.schema)
            .where("household_id", .equal, SQLBind(householdID))
            .where("discard_reason", .is, SQLLiteral.null)
            .where("amount", .greaterThan, SQLBind(0.0))
            .all()
        return try rows.map { row in
            let foodID = try row.decode(column: "food_id", as: UUID?.self)
            let batch = StockBatch(
                id: try row.decode(column: "id", as: UUID.self), amount: try row.decode(column: "amount", as: Double.self),
                unit: StockUnit(code: try row.decode(column: "unit", as: String.self)) ?? .each,
                bestBefore: try row.decode(column: "best_before", as: String?.self).flatMap(PantryDate.init),
                addedAt: try row.decode(column: "created_at", as: Date?.self) ?? Date(timeIntervalSince1970: 0))
            let name = try row.decode(column: "name", as: String.self)
            return (foodID.map(StockKey.food) ?? StockKey.named(name), batch)
        }
    }
}
