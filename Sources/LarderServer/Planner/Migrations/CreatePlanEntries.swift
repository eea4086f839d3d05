import Fluent

struct CreatePlanEntries: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(PlanEntry.schema)
            .id()
            .field("household_id", .uuid, .required, .references(HouseholdService.schema, "id", onDelete: .cascade))
            .field("day", .string, .required)
            .field("meal", .string, .required)
            .field("position", .int, .required)
            .field("recipe_id", .uuid, .required)
            .field("recipe_title", .string, .required)
            .field("cook_servings", .double, .required)
            .field("leftovers_of", .uuid)
            .field("locked", .bool, .required)
            .field("note", .string)
            .field("cooked_at", .datetime)
            .field("created_at", .datetime)
            .field("updated_at", .datetime)
            .create()
        try await database.schema(PlanPortion.schema)
            .id()
            .field("entry_id", .uuid, .required, .references(PlanEntry.schema, "id", onDelete: .cascade))
            .field("user_id", .uuid, .required, .references(Person.schema, "id", onDelete: .cascade))
            .field("servings", .double, .required)
            .unique(on: "entry_id", "user_id")
            .create()
        try await database.schema(PlanFeed.schema)
            .id()
            .field("household_id", .uuid, .required, .references(HouseholdService.schema, "id", onDelete: .cascade))
            .field("token", .string, .required)
            .field("updated_at", .datetime)
            .unique(on: "household_id")
            .unique(on: "token")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(PlanFeed.schema).delete()
        try await database.schema(PlanPortion.schema).delete()
        try await database.schema(PlanEntry.schema).delete()
    }
}
