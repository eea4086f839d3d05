import Fluent
import SQLKit

struct CreateReminders: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(Reminder.schema)
            .id()
            .field("household_id", .uuid, .required, .references(HouseholdService.schema, "id", onDelete: .cascade))
            .field("list_id", .uuid, .required, .references(ReminderList.schema, "id", onDelete: .cascade))
            .field("parent_id", .uuid)
            .field("title", .string, .required)
            .field("notes", .string, .required)
            .field("due_day", .string)
            .field("due_at", .datetime)
            .field("priority", .string, .required)
            .field("rrule", .string)
            .field("repeat_mode", .string, .required)
            .field("flagged", .bool, .required)
            .field("position", .int)
            .field("completed_at", .datetime)
            .field("unmodelled_properties", .string, .required)
            .field("topic_scores", .string, .required)
            .field("topic", .string)
            .field("created_at", .datetime)
            .field("modified_at", .datetime)
            .create()
        try await database.convertTextToJSONB(table: Reminder.schema, column: "topic_scores")
        let sql = try database.sql()
        // Smart and topic lists narrow by household (and topic) before evaluating in memory.
        try await sql.create(index: "reminders_household_list").on(Reminder.schema).column("household_id").column("list_id").run()
        try await sql.create(index: "reminders_household_topic").on(Reminder.schema).column("household_id").column("topic").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(Reminder.schema).delete()
    }
}
