import Fluent

struct CreateReminderLists: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(ReminderList.schema)
            .id()
            .field("household_id", .uuid, .required, .references(HouseholdService.schema, "id", onDelete: .cascade))
            .field("owner_id", .uuid, .references(Person.schema, "id", onDelete: .cascade))
            .field("default_for_user_id", .uuid, .references(Person.schema, "id", onDelete: .cascade))
            .field("name", .string, .required)
            .field("icon", .string, .required)
            .field("color", .string, .required)
            .field("position", .int, .required)
            .field("show_completed", .bool, .required)
            .field("show_overdue", .bool, .required)
            .field("sort_key", .string, .required)
            .field("sort_ascending", .bool, .required)
            .field("created_at", .datetime)
            .unique(on: "household_id", "default_for_user_id")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(ReminderList.schema).delete()
    }
}
