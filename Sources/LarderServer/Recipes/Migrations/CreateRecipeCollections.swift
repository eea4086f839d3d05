import Fluent
import SQLKit

struct CreateRecipeCollections: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(RecipeCollection.schema)
            .id()
            .field("owner_id", .uuid, .required, .references(Person.schema, "id", onDelete: .cascade))
            .field("name", .string, .required)
            .field("description", .string)
            .field("is_public", .bool, .required)
            .field("created_at", .datetime)
            .field("updated_at", .datetime)
            .create()

        try await database.schema(RecipeCollectionItem.schema)
            .id()
            .field("collection_id", .uuid, .required, .references(RecipeCollection.schema, "id", onDelete: .cascade))
            .field("recipe_id", .uuid, .required, .references(Recipe.schema, "id", onDelete: .cascade))
            .field("position", .int, .required)
            .field("added_at", .datetime)
            .unique(on: "collection_id", "recipe_id")
            .create()

        try await database.schema(RecipeCollectionBookmark.schema)
            .id()
            .field("collection_id", .uuid, .required, .references(RecipeCollection.schema, "id", onDelete: .cascade))
            .field("user_id", .uuid, .required, .references(Person.schema, "id", onDelete: .cascade))
            .field("created_at", .datetime)
            .unique(on: "user_id", "collection_id")
            .create()

        let sql = try database.sql()
        for statement in [
            "CREATE INDEX recipe_collections_owner ON recipe_collections (owner_id)",
            "CREATE INDEX recipe_collections_public ON recipe_collections (is_public)",
            "CREATE INDEX recipe_collection_items_order ON recipe_collection_items (collection_id, position)",
            // Deleting a recipe cascades to its collection entries; this finds them.
            "CREATE INDEX recipe_collection_items_recipe ON recipe_collection_items (recipe_id)",
            "CREATE INDEX recipe_collection_bookmarks_collection ON recipe_collection_bookmarks (collection_id)",
        ] {
            try await sql.raw(SQLQueryString(statement)).run()
        }
    }

    func revert(on database: any Database) async throws {
        for schema in [RecipeCollectionBookmark.schema, RecipeCollectionItem.schema, RecipeCollection.schema] {
            try await database.schema(schema).delete()
        }
    }
}
