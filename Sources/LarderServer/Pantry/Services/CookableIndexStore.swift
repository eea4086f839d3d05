import Foundation
import LarderCore
import Vapor

/// The "what can I cook" index of this Larder instance, kept up to date with the cookbook.
///
/// Built from every recipe on first use, then topped up: each use asks the cookbook when a
/// recipe last changed (an indexed `MAX(updated_at)`), and reads again only the recipes changed
/// since — a few seconds back, for transactions that committed late. Deleted recipes are found
/// when a ranking names them and the cookbook no longer has them (`forget`). A change to the
/// food table rebuilds everything, because lines are weighed through foods' measures. Works
/// across instances sharing a database: all of this is asked of the database, not of this process.
actor CookableIndexStore {
    private var index = CookableIndex()
    /// Foods' measures, kept with the index: reading them from the food table decodes each food.
    private var measures: [UUID: FoodMeasures] = [:]
    private var latestChange: Date?
    private var foodRevision: Int?
    private var loading: Task<CookableIndex, any Error>?

    /// Builds the index as the server starts, so the first "what can I cook" after a restart does
    /// not wait for every recipe to be read (seconds on a large cookbook).
    static let warmUp = BackgroundTask(name: "cookable-index") { app in
        let recipes = app.recipeService
        do {
            _ = try await app.cookableIndex.current(recipes: recipes, foods: app.foods)
        } catch {
            app.logger.warning("Building the cookable index at start failed (it is built on first use): \(error)")
        }
    }

    /// Whether the index has been built from the cookbook at least once.
    var isBuilt: Bool { foodRevision != nil }

    /// How far back a top-up reads, for recipes whose transaction committed after a later one's.
    static let overlap: TimeInterval = 5

    /// The index, brought up to date with the cookbook.
    func current(recipes: RecipeService, foods: FoodService) async throws -> CookableIndex {
        if let loading { return try await loading.value }
        let task = Task { try await self.refresh(recipes: recipes, foods: foods) }
        loading = task
        defer { loading = nil }
        return try await task.value
    }

    /// The measures of these foods, from memory when known (valid for the food table the index
    /// was last brought up to date with).
    func measures(of ids: Set<UUID>, foods: FoodService) async throws -> [UUID: FoodMeasures] {
        let missing = ids.subtracting(measures.keys)
        if !missing.isEmpty {
            for (id, entry) in try await foods.entries(ids: missing) { measures[id] = entry.food.measures }
        }
        return ids.reduce(into: [:]) { found, id in found[id] = measures[id] }
    }

    /// Drops recipes the cookbook no longer has. (One that still exists but changed hands was
    /// saved, so the next top-up reads it back.)
    func forget(_ ids: [UUID]) -> CookableIndex {
        for id in ids { index.remove(id) }
        return index
    }

    private func refresh(recipes: RecipeService, foods: FoodService) async throws -> CookableIndex {
        let revision = try await foods.revision()
        let latest = try await recipes.latestChange()
        if revision != foodRevision {
            let all = try await recipes.cookingLines(changedSince: nil)
            measures = [:]
            index = CookableIndex(try await needs(all, foods: foods))
            foodRevision = revision
            latestChange = latest
        } else if latest != latestChange {
            let since = latestChange.map { $0.addingTimeInterval(-Self.overlap) }
            let changed = try await recipes.cookingLines(changedSince: since)
            for recipe in try await needs(changed, foods: foods) { index.upsert(recipe) }
            latestChange = latest
        }
        if index.needsCompaction { index.compact() }
        return index
    }

    /// Recipes as the index holds them: each line weighed through its food at the recipe's servings.
    private func needs(_ recipes: [RecipeService.CookingLines], foods: FoodService) async throws -> [RecipeNeeds] {
        let ids = Set(recipes.flatMap { $0.lines.compactMap(\.foodID) })
        let measures = try await measures(of: ids, foods: foods)
        return recipes.map { recipe in
            RecipeNeeds(
                id: recipe.recipeID, householdID: recipe.householdID, isPublic: recipe.isPublic, title: recipe.title,
                lines: recipe.lines.map { line in
                    let cooked = CookLine(text: line.text, isOptional: line.optional, foodID: line.foodID, factor: 1, staples: [])
                    return RecipeNeeds.Line(cooked, measures: line.foodID.flatMap { measures[$0] })
                })
        }
    }
}

extension Application {
    private struct CookableIndexKey: StorageKey {
        typealias Value = CookableIndexStore
    }

    private struct CookableIndexLock: LockKey {}

    /// This instance's "what can I cook" index, created on first use.
    var cookableIndex: CookableIndexStore {
        locks.lock(for: CookableIndexLock.self).withLock {
            if let store = storage[CookableIndexKey.self] { return store }
            let store = CookableIndexStore()
            storage[CookableIndexKey.self] = store
            return store
        }
    }
}
