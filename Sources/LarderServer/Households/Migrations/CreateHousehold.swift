import Fluent

struct CreateHousehold: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(Household.schema)
            .id()
            .field("name", .string, .required)
            .field("description", .string)
            .field("created_at", .datetime)
            .field("updated_at", .datetime)
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(Household.schema).delete()
    }
}
