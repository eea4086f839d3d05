import Fluent
import Foundation
import LarderCore
import SQLKit

/// What the pantry asks of the cookbook: a recipe's lines to cook it from stock, and every
/// recipe's needs for "what can I cook".
extension RecipeService {
    /// A recipe's ingredient lines with the foods they are linked to.
    struct CookingLines: Sendable {
        struct Line: Sendable {
            var text: String
            var optional: Bool
            var foodID: UUID?
        }

        var recipeID: UUID
        var householdID: UUID
        var isPublic: Bool
        var title: String
        var servings: Int
        var lines: [Line]
    }

    /// The recipe's lines, or 404 when the viewer may not read it.
    func cookingLines(of id: UUID, for viewer: RecipeViewer) async throws -> CookingLines {
        let recipe = try await visible(id, for: viewer)
        let ingredients = try await RecipeIngredient.query(on: db).filter(\.$recipe.$id == id).sort(\.$position).all()
        return CookingLines(
            recipeID: id, householdID: recipe.householdID, isPublic: recipe.isPublic, title: recipe.title,
            servings: recipe.servings,
            lines: ingredients.map { .init(text: $0.text, optional: $0.optional, foodID: $0.foodID) })
    }

    /// When the most recently changed recipe changed; nil for an empty cookbook.
    func latestChange() async throws -> Date? {
        let row = try await db.sql().select().column(SQLFunction("MAX", args: SQLColumn("updated_at")), as: "latest")
            .from(Recipe.schema).first()
        return try row?.decode(column: "latest", as: Date?.self)
    }

    /// Every recipe changed at or after `since` (all of them when nil), with its lines in order.
    func cookingLines(changedSince since: Date?) async throws -> [CookingLines] {
        let sql = try db.sql()
        var recipes = sql.select().columns("id", "household_id", "status", "title", "servings").from(Recipe.schema)
        var lines = sql.select().columns("recipe_id", "text", "optional", "food_id").from(RecipeIngredient.schema)
            .orderBy("recipe_id").orderBy("position")
        if let since {
            recipes = recipes.where("updated_at", .greaterThanOrEqual, SQLBind(since))
            lines = lines.where(
                "recipe_id", .in,
                SQLGroupExpression(
                    sql.select().column("id").from(Recipe.schema).where("updated_at", .greaterThanOrEqual, SQLBind(since)).query))
        }
        var byRecipe: [UUID: [CookingLines.Line]] = [:]
        for row in try await lines.all() {
            let recipeID = try row.decode(column: "recipe_id", as: UUID.self)
            byRecipe[recipeID, default: []].append(
                .init(
                    text: try row.decode(column: "text", as: String.self), optional: try row.decode(column: "optional", as: Bool.self),
                    foodID: try row.decode(column: "food_id", as: UUID?.self)))
        }
        return try await recipes.all().map { row in
            let id = try row.decode(column: "id", as: UUID.self)
            return CookingLines(
                recipeID: id, householdID: try row.decode(column: "household_id", as: UUID.self),
                isPublic: try row.decode(column: "status", as: String.self) == RecipeStatus.approved.rawValue,
                title: try row.decode(column: "title", as: String.self), servings: try row.decode(column: "servings", as: Int.self),
                lines: byRecipe[id] ?? [])
        }
    }

    /// The recipes with these ids that the viewer may read, in the order asked.
    func readableRecipes(_ ids: [UUID], for viewer: RecipeViewer) async throws -> [RecipeSummary] {
        guard !ids.isEmpty else { return [] }
        let found = try await Recipe.query(on: db).filter(\.$id ~~ ids).all()
        let byID = Dictionary(found.compactMap { recipe in recipe.id.map { ($0, recipe) } }, uniquingKeysWith: { first, _ in first })
        return ids.compactMap { byID[$0] }.filter(viewer.canRead).map(\.summary)
    }

    /// What a list of ranked recipes shows of each, and who may see it.
    struct CardFacts: Sendable {
        var householdID: UUID
        var isPublic: Bool
        var photo: String?
        var totalMinutes: Int?
        var servings: Int
    }

    /// The facts of those of `ids` that still exist, read in one light query (no models): for
    /// checking and showing a ranking made from memory.
    func cardFacts(_ ids: [UUID]) async throws -> [UUID: CardFacts] {
        guard !ids.isEmpty else { return [:] }
        let rows = try await db.sql().select()
            .columns("id", "household_id", "status", "photo", "total_minutes", "servings")
            .from(Recipe.schema).where("id", .in, SQLBind.group(ids)).all()
        var facts: [UUID: CardFacts] = [:]
        for row in rows {
            facts[try row.decode(column: "id", as: UUID.self)] = CardFacts(
                householdID: try row.decode(column: "household_id", as: UUID.self),
                isPublic: try row.decode(column: "status", as: String.self) == RecipeStatus.approved.rawValue,
                photo: try row.decode(column: "photo", as: String?.self),
                totalMinutes: try row.decode(column: "total_minutes", as: Int?.self),
                servings: try row.decode(column: "servings", as: Int.self))
        }
        return facts
    }
}
