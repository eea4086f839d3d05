import Foundation
import LarderCore
import SQLKit

/// A recipe's row as readers see it: a value, read with its chef's name and the reader's own
/// rating and favourite in one statement. Writes go through the `Recipe` model.
struct RecipeRecord: Sendable {
    var id: UUID
    var createdAt: Date?
    var updatedAt: Date?
    var householdID: UUID
    var ownerID: UUID
    var chef: ChefCredit?
    var title: String
    var description: String?
    var servings: Int
    var prepMinutes: Int?
    var cookMinutes: Int?
    var totalMinutes: Int?
    var difficulty: Difficulty?
    var sourceURL: String?
    var photo: String?
    var aiGenerated: Bool
    var status: RecipeStatus
    var rejectionReason: String?
    var publishedAt: Date?
    var editorsChoice: Bool
    var ratingCount: Int
    var ratingSum: Int

    var isPublic: Bool { status == .approved }
    var ratingAverage: Double? { ratingCount == 0 ? nil : Double(ratingSum) / Double(ratingCount) }

    var summary: RecipeSummary { summary(id: id) }

    /// The chef credited on a recipe.
    struct ChefCredit: Sendable, Hashable {
        var id: UUID
        var name: String
    }

    /// What the reader has said about the recipe.
    struct Reaction: Sendable, Hashable {
        var rating: Int?
        var favourite: Bool
    }
}

extension RecipeRecord {
    /// The recipe with its chef, and `reader`'s rating and favourite (none for a guest); nil when
    /// there is no such recipe.
    static func read(_ id: UUID, reader: UUID?, on sql: any SQLDatabase) async throws -> (RecipeRecord, Reaction)? {
        let readerColumns: SQLQueryString =
            if let reader {
                """
                (SELECT stars FROM \(ident: RecipeRating.schema) WHERE recipe_id = r.id AND user_id = \(bind: reader)) AS my_stars,
                (SELECT COUNT(*) FROM \(ident: RecipeFavourite.schema) WHERE recipe_id = r.id AND user_id = \(bind: reader)) AS my_favourite
                """
            } else {
                "NULL AS my_stars, 0 AS my_favourite"
            }
        let row = try await sql.raw("""
            SELECT r.id, r.created_at, r.updated_at, r.household_id, r.owner_id, r.chef_id, c.name AS chef_name, r.title,
                   r.description, r.servings, r.prep_minutes, r.cook_minutes, r.total_minutes, r.difficulty, r.source_url,
                   r.photo, r.ai_generated, r.status, r.rejection_reason, r.published_at, r.editors_choice, r.rating_count,
                   r.rating_sum, \(readerColumns)
            FROM \(ident: Recipe.schema) AS r LEFT JOIN \(ident: Chef.schema) AS c ON c.id = r.chef_id
            WHERE r.id = \(bind: id)
            """).first()
        guard let row else { return nil }
        let reaction = Reaction(
            rating: try row.decode(column: "my_stars", as: Int?.self), favourite: try row.decode(column: "my_favourite", as: Int.self) > 0)
        return (try RecipeRecord(row: row), reaction)
    }

    init(row: any SQLRow) throws {
        var chef: ChefCredit?
        if let chefID = try row.decode(column: "chef_id", as: UUID?.self), let name = try row.decode(column: "chef_name", as: String?.self) {
            chef = ChefCredit(id: chefID, name: name)
        }
        self.init(
            id: try row.decode(column: "id", as: UUID.self), createdAt: try row.decode(column: "created_at", as: Date?.self),
            updatedAt: try row.decode(column: "updated_at", as: Date?.self),
            householdID: try row.decode(column: "household_id", as: UUID.self), ownerID: try row.decode(column: "owner_id", as: UUID.self),
            chef: chef, title: try row.decode(column: "title", as: String.self),
            description: try row.decode(column: "description", as: String?.self), servings: try row.decode(column: "servings", as: Int.self),
            prepMinutes: try row.decode(column: "prep_minutes", as: Int?.self), cookMinutes: try row.decode(column: "cook_minutes", as: Int?.self),
            totalMinutes: try row.decode(column: "total_minutes", as: Int?.self),
            difficulty: try row.decode(stored: "difficulty", as: Difficulty?.self),
            sourceURL: try row.decode(column: "source_url", as: String?.self), photo: try row.decode(column: "photo", as: String?.self),
            aiGenerated: try row.decode(column: "ai_generated", as: Bool.self), status: try row.decode(stored: "status", as: RecipeStatus.self),
            rejectionReason: try row.decode(column: "rejection_reason", as: String?.self),
            publishedAt: try row.decode(column: "published_at", as: Date?.self),
            editorsChoice: try row.decode(column: "editors_choice", as: Bool.self), ratingCount: try row.decode(column: "rating_count", as: Int.self),
            ratingSum: try row.decode(column: "rating_sum", as: Int.self))
    }
}

/// What a recipe's worked-out content depends on: which recipe, its revision, and the servings its
/// nutrition is divided by.
struct RecipeRevision: Sendable, Hashable {
    var id: UUID
    var updatedAt: Date?
    var servings: Int
}

extension RecipeRecord {
    var revision: RecipeRevision { RecipeRevision(id: id, updatedAt: updatedAt, servings: servings) }
}

extension Recipe {
    var revision: RecipeRevision {
        get throws { RecipeRevision(id: try requireID(), updatedAt: updatedAt, servings: servings) }
    }
}

/// The fields a recipe's draft is made from, named alike on the model and on the record.
protocol RecipeDraftFields {
    var title: String { get }
    var description: String? { get }
    var servings: Int { get }
    var prepMinutes: Int? { get }
    var cookMinutes: Int? { get }
    var totalMinutes: Int? { get }
    var difficulty: Difficulty? { get }
    var sourceURL: String? { get }
}

extension Recipe: RecipeDraftFields {}
extension RecipeRecord: RecipeDraftFields, RecipeCardFields {}
