import Fluent

struct CreatePantrySettings: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(PantrySettings.schema)
            .id()
            .field("household_id", .uuid, .required, .references(HouseholdService.schema, "id", onDelete: .cascade))
            .field("staples", .string, .required)
            .field("expiring_days", .int, .required)
            .field("updated_at", .datetime)
            .unique(on: "household_id")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(PantrySettings.schema).delete()
    }
}

struct CreatePantryMinimum: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(PantryMinimum.schema)
            .id()
            .field("household_id", .uuid, .required, .references(HouseholdService.schema, "id", onDelete: .cascade))
            .field("food_id", .uuid, .required)
            .field("amount", .double, .required)
            .field("unit", .string, .required)
            .unique(on: "household_id", "food_id")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(PantryMinimum.schema).delete()
    }
}
