import Fluent
import Foundation
import LarderCore
import LarderServer
import Vapor

/// What `larder bench cookable` drives: a large cookbook whose lines are linked to foods, a
/// pantry, and "what can I cook" asked through `PantryService.cookable` exactly as the API asks it.
package struct CookableBenchmark: Sendable {
    /// One item of the benchmark's pantry.
    package struct Stock: Sendable {
        package var name: String
        package var amount: Double
        package var unit: String
        package var bestBefore: String?

        package init(name: String, amount: Double, unit: String, bestBefore: String? = nil) {
            self.name = name
            self.amount = amount
            self.unit = unit
            self.bestBefore = bestBefore
        }
    }

    let app: Application

    package init(_ app: Application) {
        self.app = app
    }

    static let ownerEmail = "bench-cookable@larder.invalid"

    /// How many recipes the benchmark's household holds.
    package func storedRecipes() async throws -> Int {
        let access = try await kitchen()
        return try await LarderServer.Recipe.query(on: app.db).filter(\.$householdID == access.householdID).count()
    }

    /// Writes recipes into the benchmark's household in one transaction, each line linked to the
    /// food it names as saving a recipe would link it.
    package func store(_ recipes: [SearchBenchmark.Recipe]) async throws {
        let access = try await kitchen()
        let linker = try await app.foods.linker()
        var links: [String: UUID?] = [:]
        let rows = try recipes.map { recipe in
            let draft = try RecipeService.validate(recipe.draft)
            let foodIDs = draft.ingredients.map { line -> UUID? in
                if let known = links[line.text] { return known }
                let found = linker.calculator.line(for: line.text).match.flatMap(linker.foodID(of:))
                links[line.text] = found
                return found
            }
            return RecipeBulkWriter.Row(
                draft: draft, householdID: access.householdID, ownerID: access.userID, status: recipe.isPublic ? .approved : .private,
                createdAt: recipe.createdAt, foodIDs: foodIDs)
        }
        try await app.db.transaction { db in
            try await RecipeBulkWriter(sql: db.sql()).write(rows)
        }
    }

    /// Refreshes the query planner's statistics after a bulk load.
    package func analyze() async throws {
        try await app.db.sql().raw("ANALYZE").run()
    }

    /// Empties the benchmark's pantry and fills it with `stock`, each name linked to its food;
    /// returns the names no food answered (those are kept as free names).
    @discardableResult
    package func stockPantry(_ stock: [Stock]) async throws -> [String] {
        let access = try await kitchen()
        try await PantryItem.query(on: app.db).filter(\.$householdID == access.householdID).delete()
        let pantry = app.pantryService
        let actor = PantryActor(userID: access.userID, deviceID: nil, name: "Benchmark cook")
        var unlinked: [String] = []
        for item in stock {
            let food = try await app.foods.bestMatch(for: item.name)
            if food == nil { unlinked.append(item.name) }
            _ = try await pantry.add(
                .init(foodID: food?.id, name: item.name, amount: item.amount, unit: item.unit, bestBefore: item.bestBefore), access,
                by: actor)
        }
        return unlinked
    }

    /// Asks what the household can cook; returns how many recipes came back.
    package func run(limit: Int, maxMissing: Int?) async throws -> Int {
        try await app.pantryService.cookable(try await kitchen(), limit: limit, maxMissing: maxMissing).items.count
    }

    /// The titles "what can I cook" ranks first, for a look at what the benchmark measures.
    package func top(_ limit: Int) async throws -> [(title: String, share: Double, missing: Int)] {
        try await app.pantryService.cookable(try await kitchen(), limit: limit, maxMissing: nil).items.map {
            ($0.match.title, $0.match.share, $0.match.missingCount)
        }
    }

    /// The benchmark's cook and household, made on first use.
    package func kitchen() async throws -> HouseholdService.Access {
        if let known = app.storage[KitchenKey.self] { return known }
        let access = try await BenchmarkKitchen.access(in: app, ownerEmail: Self.ownerEmail, householdName: "Cookable benchmark")
        app.storage[KitchenKey.self] = access
        return access
    }

    private struct KitchenKey: StorageKey {
        typealias Value = HouseholdService.Access
    }
}
