import Fluent

struct CreateFood: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(FoodRecord.schema)
            .id()
            .field("source", .string, .required)
            .field("source_id", .string, .required)
            .field("name", .string, .required)
            .field("food_group", .string)
            .field("synonyms", .string, .required)
            .field("nutrients", .string, .required)
            .field("portions", .string, .required)
            .field("commonness", .double, .required)
            .field("content_hash", .string, .required)
            .field("created_at", .datetime)
            .field("updated_at", .datetime)
            .unique(on: "source", "source_id")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(FoodRecord.schema).delete()
    }
}
