import Fluent

struct CreateReminderCompletions: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(ReminderCompletion.schema)
            .id()
            .field("reminder_id", .uuid, .required, .references(Reminder.schema, "id", onDelete: .cascade))
            .field("due_day", .string)
            .field("due_at", .datetime)
            .field("completed_at", .datetime, .required)
            .field("completed_by", .uuid, .references(Person.schema, "id", onDelete: .setNull))
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(ReminderCompletion.schema).delete()
    }
}
