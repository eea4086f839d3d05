import Fluent

struct CreateHouseholdMember: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(HouseholdMember.schema)
            .id()
            .field("household_id", .uuid, .required, .references(Household.schema, "id", onDelete: .cascade))
            .field("user_id", .uuid, .required, .references(Person.schema, "id", onDelete: .cascade))
            .field("role", .string, .required)
            .field("joined_at", .datetime)
            .unique(on: "household_id", "user_id")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(HouseholdMember.schema).delete()
    }
}
