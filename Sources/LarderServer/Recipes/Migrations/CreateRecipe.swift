import Fluent
import SQLKit

struct CreateChef: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(Chef.schema)
            .id()
            .field("name", .string, .required)
            .field("bio", .string)
            .field("photo", .string)
            .field("links", .string, .required)
            .field("created_at", .datetime)
            .field("updated_at", .datetime)
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(Chef.schema).delete()
    }
}

struct CreateRecipe: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(Recipe.schema)
            .id()
            .field("household_id", .uuid, .required, .references(HouseholdService.schema, "id", onDelete: .cascade))
            .field("owner_id", .uuid, .required, .references(Person.schema, "id"))
            .field("chef_id", .uuid, .references(Chef.schema, "id", onDelete: .setNull))
            .field("title", .string, .required)
            .field("description", .string)
            .field("servings", .int, .required)
            .field("prep_minutes", .int)
            .field("cook_minutes", .int)
            .field("total_minutes", .int)
            .field("difficulty", .string)
            .field("source_url", .string)
            .field("photo", .string)
            .field("ai_generated", .bool, .required)
            .field("status", .string, .required)
            .field("rejection_reason", .string)
            .field("published_at", .datetime)
            .field("editors_choice", .bool, .required)
            .field("rating_count", .int, .required)
            .field("rating_sum", .int, .required)
            .field("created_at", .datetime)
            .field("updated_at", .datetime)
            .create()

        try await database.schema(RecipeIngredient.schema)
            .id()
            .field("recipe_id", .uuid, .required, .references(Recipe.schema, "id", onDelete: .cascade))
            .field("position", .int, .required)
            .field("section", .string)
            .field("text", .string, .required)
            .field("optional", .bool, .required)
            .field("quantity", .double)
            .field("quantity_max", .double)
            .field("unit", .string)
            .field("name", .string, .required)
            .field("note", .string)
            .field("food_id", .uuid)
            .create()

        try await database.schema(RecipeStep.schema)
            .id()
            .field("recipe_id", .uuid, .required, .references(Recipe.schema, "id", onDelete: .cascade))
            .field("position", .int, .required)
            .field("text", .string, .required)
            .create()

        try await database.schema(RecipeLabel.schema)
            .id()
            .field("recipe_id", .uuid, .required, .references(Recipe.schema, "id", onDelete: .cascade))
            .field("kind", .string, .required)
            .field("value", .string, .required)
            .unique(on: "recipe_id", "kind", "value")
            .create()

        let sql = try database.sql()
        for statement in [
            "CREATE INDEX recipes_household ON recipes (household_id, created_at)",
            "CREATE INDEX recipes_status ON recipes (status, created_at)",
            "CREATE INDEX recipes_owner ON recipes (owner_id)",
            "CREATE INDEX recipes_chef ON recipes (chef_id)",
            "CREATE INDEX recipe_ingredients_recipe ON recipe_ingredients (recipe_id, position)",
            "CREATE INDEX recipe_steps_recipe ON recipe_steps (recipe_id, position)",
            "CREATE INDEX recipe_labels_lookup ON recipe_labels (kind, value, recipe_id)",
        ] {
            try await sql.raw(SQLQueryString(statement)).run()
        }
        try await RecipeSearchIndex(sql).create()
    }

    func revert(on database: any Database) async throws {
        try await RecipeSearchIndex(database.sql()).drop()
        for schema in [RecipeLabel.schema, RecipeStep.schema, RecipeIngredient.schema, Recipe.schema] {
            try await database.schema(schema).delete()
        }
    }
}
