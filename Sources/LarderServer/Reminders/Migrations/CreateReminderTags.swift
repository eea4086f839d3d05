import Fluent
import SQLKit

struct CreateReminderTags: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(ReminderTag.schema)
            .id()
            .field("household_id", .uuid, .required, .references(HouseholdService.schema, "id", onDelete: .cascade))
            .field("name", .string, .required)
            .field("color", .string, .required)
            .field("created_at", .datetime)
            .unique(on: "household_id", "name")
            .create()
        try await database.schema(ReminderTagging.schema)
            .id()
            .field("household_id", .uuid, .required, .references(HouseholdService.schema, "id", onDelete: .cascade))
            .field("reminder_id", .uuid, .required, .references(Reminder.schema, "id", onDelete: .cascade))
            .field("tag_id", .uuid, .required, .references(ReminderTag.schema, "id", onDelete: .cascade))
            .unique(on: "reminder_id", "tag_id")
            .create()
        try await database.sql().create(index: "reminder_taggings_household").on(ReminderTagging.schema).column("household_id").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(ReminderTagging.schema).delete()
        try await database.schema(ReminderTag.schema).delete()
    }
}
