import Fluent
import Foundation

/// A person's 1–5 star rating of a recipe; one per person, changeable.
final class RecipeRating: Model, @unchecked Sendable {
    static let schema = "recipe_ratings"

    @ID var id: UUID?
    @Parent(key: "recipe_id") var recipe: Recipe
    @Field(key: "user_id") var userID: UUID
    @Field(key: "stars") var stars: Int
    @Timestamp(key: "updated_at", on: .update) var updatedAt: Date?

    init() {}

    init(recipeID: UUID, userID: UUID, stars: Int) {
        self.$recipe.id = recipeID
        self.userID = userID
        self.stars = stars
    }
}

/// A recipe a person keeps close at hand.
final class RecipeFavourite: Model, @unchecked Sendable {
    static let schema = "recipe_favourites"

    @ID var id: UUID?
    @Parent(key: "recipe_id") var recipe: Recipe
    @Field(key: "user_id") var userID: UUID
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?

    init() {}

    init(recipeID: UUID, userID: UUID) {
        self.$recipe.id = recipeID
        self.userID = userID
    }
}

struct CreateRecipeReactions: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(RecipeRating.schema)
            .id()
            .field("recipe_id", .uuid, .required, .references(Recipe.schema, "id", onDelete: .cascade))
            .field("user_id", .uuid, .required, .references(Person.schema, "id", onDelete: .cascade))
            .field("stars", .int, .required)
            .field("updated_at", .datetime)
            .unique(on: "recipe_id", "user_id")
            .create()
        try await database.schema(RecipeFavourite.schema)
            .id()
            .field("recipe_id", .uuid, .required, .references(Recipe.schema, "id", onDelete: .cascade))
            .field("user_id", .uuid, .required, .references(Person.schema, "id", onDelete: .cascade))
            .field("created_at", .datetime)
            .unique(on: "user_id", "recipe_id")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(RecipeFavourite.schema).delete()
        try await database.schema(RecipeRating.schema).delete()
    }
}
