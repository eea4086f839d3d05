import Fluent

struct CreateEatingRules: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(EatingRules.schema)
            .id()
            .field("user_id", .uuid, .required, .references(Person.schema, "id", onDelete: .cascade))
            .field("diet", .array(of: .string), .required)
            .field("excluded_food_ids", .array(of: .uuid), .required)
            .field("updated_at", .datetime)
            .unique(on: "user_id")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(EatingRules.schema).delete()
    }
}
