import Fluent
import SQLKit

/// What CalDAV needs on top of lists and reminders: the UID and resource name a phone gave a
/// reminder (and the collection name, components and other properties it gave a list it made),
/// what a phone put in such a list that is not a reminder (events, journal entries), and the
/// states sync tokens name; and each list's secret feed address, for calendars that only subscribe.
struct UpdateRemindersForCalDAV: AsyncMigration {
    func prepare(on database: any Database) async throws {
        // One column per ALTER TABLE: SQLite adds them one at a time.
        try await database.schema(Reminder.schema).field("ical_uid", .string).update()
        try await database.schema(Reminder.schema).field("resource_name", .string).update()
        try await database.schema(ReminderList.schema).field("resource_name", .string).update()
        try await database.schema(ReminderList.schema).field("calendar_components", .string).update()
        try await database.schema(ReminderList.schema).field("dead_properties", .string).update()
        try await database.schema(ReminderList.schema).field("feed_token", .string).update()
        try await database.convertTextToJSONB(table: ReminderList.schema, column: "dead_properties")
        try await database.schema(CalDAVObject.schema)
            .id()
            .field("list_id", .uuid, .required, .references(ReminderList.schema, "id", onDelete: .cascade))
            .field("resource_name", .string, .required)
            .field("uid", .string, .required)
            .field("text", .string, .required)
            .field("created_at", .datetime)
            .field("modified_at", .datetime)
            .unique(on: "list_id", "resource_name")
            .create()
        try await database.schema(CalDAVSyncState.schema)
            .id()
            .field("list_id", .uuid, .required, .references(ReminderList.schema, "id", onDelete: .cascade))
            .field("token", .string, .required)
            .field("entries", .string, .required)
            .field("created_at", .datetime, .required)
            .unique(on: "list_id", "token")
            .create()
        try await database.convertTextToJSONB(table: CalDAVSyncState.schema, column: "entries")
        let sql = try database.sql()
        try await sql.create(index: "reminders_list_resource_name").on(Reminder.schema).column("list_id").column("resource_name").run()
        try await sql.create(index: "reminder_lists_feed_token").on(ReminderList.schema).column("feed_token").run()
        try await sql.create(index: "reminders_household_ical_uid").on(Reminder.schema).column("household_id").column("ical_uid").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(CalDAVSyncState.schema).delete()
        try await database.schema(CalDAVObject.schema).delete()
        for column in ["resource_name", "calendar_components", "dead_properties", "feed_token"] {
            try await database.schema(ReminderList.schema).deleteField(.string(column)).update()
        }
        try await database.schema(Reminder.schema).deleteField("ical_uid").update()
        try await database.schema(Reminder.schema).deleteField("resource_name").update()
    }
}
