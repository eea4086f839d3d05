import Fluent
import SQLKit

struct CreateKitchenReminders: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(KitchenReminderSetting.schema)
            .id()
            .field("household_id", .uuid, .required, .references(HouseholdService.schema, "id", onDelete: .cascade))
            .field("enabled", .bool, .required)
            .field("enabled_by", .uuid, .required)
            .field("language", .string, .required)
            .field("list_id", .uuid)
            .unique(on: "household_id")
            .create()
        try await database.schema(ExpiryReminder.schema)
            .id()
            .field("household_id", .uuid, .required, .references(HouseholdService.schema, "id", onDelete: .cascade))
            .field("pantry_item_id", .uuid, .required)
            .field("reminder_id", .uuid, .required)
            .field("closed", .bool, .required)
            .unique(on: "pantry_item_id")
            .create()
        try await database.sql().create(index: "expiry_reminders_household_open").on(ExpiryReminder.schema)
            .column("household_id").column("closed").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(ExpiryReminder.schema).delete()
        try await database.schema(KitchenReminderSetting.schema).delete()
    }
}
