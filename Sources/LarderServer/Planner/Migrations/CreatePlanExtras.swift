import Fluent

struct CreatePlanExtras: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(PlanExtraItem.schema)
            .id()
            .field("household_id", .uuid, .required, .references(HouseholdService.schema, "id", onDelete: .cascade))
            .field("day", .string, .required)
            .field("meal", .string, .required)
            .field("user_id", .uuid, .required, .references(Person.schema, "id", onDelete: .cascade))
            .field("food_id", .uuid, .required)
            .field("food_name", .string, .required)
            .field("grams", .double, .required)
            .field("kcal", .double, .required)
            .field("protein", .double, .required)
            .field("fat", .double, .required)
            .field("carbohydrate", .double, .required)
            .field("eaten_at", .datetime)
            .field("created_at", .datetime)
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(PlanExtraItem.schema).delete()
    }
}
