import Fluent

/// Saved filters and picked topic lists, each private to the person who made it.
struct CreateReminderSmartLists: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(ReminderSmartList.schema)
            .id()
            .field("household_id", .uuid, .required, .references(HouseholdService.schema, "id", onDelete: .cascade))
            .field("owner_id", .uuid, .required, .references(Person.schema, "id", onDelete: .cascade))
            .field("name", .string, .required)
            .field("icon", .string, .required)
            .field("color", .string, .required)
            .field("filter", .string, .required)
            .field("created_at", .datetime)
            .create()
        try await database.schema(ReminderTopicList.schema)
            .id()
            .field("household_id", .uuid, .required, .references(HouseholdService.schema, "id", onDelete: .cascade))
            .field("owner_id", .uuid, .required, .references(Person.schema, "id", onDelete: .cascade))
            .field("topic", .string, .required)
            .field("created_at", .datetime)
            .unique(on: "household_id", "owner_id", "topic")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(ReminderTopicList.schema).delete()
        try await database.schema(ReminderSmartList.schema).delete()
    }
}
