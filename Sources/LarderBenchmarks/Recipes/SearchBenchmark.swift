import Fluent
import Foundation
import LarderCore
import LarderServer
import Vapor

/// What `larder bench search` drives: a cookbook of generated recipes in its own database, and
/// searches run through `RecipeService.search` exactly as the API runs them.
package struct SearchBenchmark: Sendable {
    /// A recipe to load.
    package struct Recipe: Sendable {
        package var draft: RecipeDraft
        package var isPublic: Bool
        package var createdAt: Date
        package var ratingCount: Int
        package var ratingSum: Int

        package init(draft: RecipeDraft, isPublic: Bool, createdAt: Date, ratingCount: Int = 0, ratingSum: Int = 0) {
            self.draft = draft
            self.isPublic = isPublic
            self.createdAt = createdAt
            self.ratingCount = ratingCount
            self.ratingSum = ratingSum
        }
    }

    /// One search, as the API's query parameters give it.
    package struct Search: Sendable, CustomStringConvertible {
        package enum Viewer: String, Sendable {
            /// Sees package recipes.
            case guest
            /// A member of the benchmark household: sees its private recipes too.
            case member
        }

        package var viewer = Viewer.member
        package var text = ""
        package var categories: [RecipeCategory] = []
        package var dietFlags: [DietFlag] = []
        package var difficulties: [Difficulty] = []
        package var maxTotalMinutes: Int?
        package var includeIngredients: [String] = []
        package var excludeIngredients: [String] = []
        /// `relevance`, `title-asc`, `title-desc`, `newest`, `oldest`, `rating` or `quickest`.
        package var sort = "relevance"
        package var page = 1
        package var per = 20

        package init() {}

        package static let sorts = ["relevance", "title-asc", "title-desc", "newest", "oldest", "rating", "quickest"]

        package var description: String {
            var parts = ["as \(viewer.rawValue)"]
            if !text.isEmpty { parts.append("q=\(text)") }
            parts += categories.map { "category=\($0.rawValue)" } + dietFlags.map { "diet=\($0.rawValue)" }
            parts += difficulties.map { "difficulty=\($0.rawValue)" }
            if let maxTotalMinutes { parts.append("maxTotalMinutes=\(maxTotalMinutes)") }
            parts += includeIngredients.map { "include=\($0)" } + excludeIngredients.map { "exclude=\($0)" }
            parts.append("sort=\(sort)")
            parts.append("page=\(page)")
            return parts.joined(separator: " ")
        }
    }

    let app: Application

    package init(_ app: Application) {
        self.app = app
    }

    static let ownerEmail = "bench-search@larder.invalid"
    static let householdName = "Search benchmark"

    /// How many recipes the benchmark's household already holds.
    package func storedRecipes() async throws -> Int {
        let (_, householdID) = try await kitchen()
        return try await LarderServer.Recipe.query(on: app.db).filter(\.$householdID == householdID).count()
    }

    /// Loads recipes into the benchmark's household, in one transaction.
    package func store(_ recipes: [Recipe]) async throws {
        let (ownerID, householdID) = try await kitchen()
        let rows = try recipes.map { recipe in
            RecipeBulkWriter.Row(
                draft: try RecipeService.validate(recipe.draft), householdID: householdID, ownerID: ownerID,
                status: recipe.isPublic ? .approved : .private, createdAt: recipe.createdAt, ratingCount: recipe.ratingCount,
                ratingSum: recipe.ratingSum)
        }
        try await app.db.transaction { db in
            try await RecipeBulkWriter(sql: db.sql()).write(rows)
        }
    }

    /// Refreshes the statistics the query planner reads, as `PRAGMA optimize` / autovacuum would in
    /// time: after a bulk load they describe an empty database.
    package func analyze() async throws {
        try await app.db.sql().raw("ANALYZE").run()
    }

    /// Runs one search; returns how many recipes match in all.
    package func run(_ search: Search) async throws -> Int {
        var query = RecipeQuery()
        query.text = search.text
        query.categories = search.categories
        query.dietFlags = search.dietFlags
        query.difficulties = search.difficulties
        query.maxTotalMinutes = search.maxTotalMinutes
        query.includeIngredients = search.includeIngredients
        query.excludeIngredients = search.excludeIngredients
        query.sort = RecipeQuery.Sort(rawValue: search.sort) ?? .relevance
        query.page = search.page
        query.per = search.per
        let (ownerID, householdID) = try await kitchen()
        let viewer =
            search.viewer == .guest ? RecipeViewer.guest : RecipeViewer(userID: ownerID, householdIDs: [householdID], isAdmin: false)
        return try await app.recipeService.search(query, for: viewer).total
    }

    /// The benchmark's cook and household, made on first use. Cached: a timed search should not
    /// pay for finding them.
    private func kitchen() async throws -> (ownerID: UUID, householdID: UUID) {
        if let known = app.storage[KitchenKey.self] { return known }
        let access = try await BenchmarkKitchen.access(in: app, ownerEmail: Self.ownerEmail, householdName: Self.householdName)
        app.storage[KitchenKey.self] = (access.userID, access.householdID)
        return (access.userID, access.householdID)
    }

    private struct KitchenKey: StorageKey {
        typealias Value = (ownerID: UUID, householdID: UUID)
    }
}
