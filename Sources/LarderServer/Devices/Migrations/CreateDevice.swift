import Fluent

struct CreateDevice: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(Device.schema)
            .id()
            .field("code", .string, .required)
            .field("name", .string, .required)
            .field("model", .string)
            .field("secret_hash", .string, .required)
            .field("status", .string, .required)
            .field("household_id", .uuid, .references(HouseholdService.schema, "id", onDelete: .setNull))
            .field("created_at", .datetime)
            .field("activated_at", .datetime)
            .field("last_seen_at", .datetime)
            .unique(on: "code")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(Device.schema).delete()
    }
}
