import Fluent
import SQLKit

/// A counter per household that the database moves on every change to a reminder or to a
/// reminder's tags, so a reader can tell in one indexed lookup whether what it holds in memory
/// is still the household's reminders. Triggers rather than service code keep it: every write
/// path counts (bulk updates, cascades from a deleted list, tag or household, any instance).
struct CreateReminderRevisions: AsyncMigration {
    static let table = "reminder_revisions"
    /// Both carry `household_id`; between them they hold everything a smart list reads.
    static let countedTables = [Reminder.schema, ReminderTagging.schema]

    func prepare(on database: any Database) async throws {
        // No foreign key: a household's deletion cascades into its reminders, whose triggers
        // then count one more change for the household being deleted.
        try await database.schema(Self.table)
            .field("household_id", .uuid, .identifier(auto: false))
            .field("revision", .int64, .required)
            .create()
        let sql = try database.sql()
        if sql.dialect.name == "postgresql" {
            try await Self.createPostgresTriggers(sql)
        } else {
            try await Self.createSQLiteTriggers(sql)
        }
    }

    func revert(on database: any Database) async throws {
        let sql = try database.sql()
        for table in Self.countedTables {
            for event in ["insert", "update", "delete"] {
                try await sql.raw("DROP TRIGGER IF EXISTS \(unsafeRaw: Self.triggerName(table, event))").run()
            }
            if sql.dialect.name == "postgresql" {
                try await sql.raw("DROP TRIGGER IF EXISTS \(unsafeRaw: Self.triggerName(table, "change")) ON \(ident: table)").run()
            }
        }
        if sql.dialect.name == "postgresql" { try await sql.raw("DROP FUNCTION IF EXISTS count_reminder_change()").run() }
        try await database.schema(Self.table).delete()
    }

    private static func triggerName(_ table: String, _ event: String) -> String {
        "\(table)_count_\(event)"
    }

    private static func bump(_ row: String) -> String {
        """
        INSERT INTO \(table) (household_id, revision) VALUES (\(row).household_id, 1)
        ON CONFLICT (household_id) DO UPDATE SET revision = \(table).revision + 1
        """
    }

    private static func createSQLiteTriggers(_ sql: any SQLDatabase) async throws {
        for counted in countedTables {
            let bodies = [("insert", bump("NEW")), ("update", bump("OLD") + ";\n" + bump("NEW")), ("delete", bump("OLD"))]
            for (event, body) in bodies {
                try await sql.raw("""
                    CREATE TRIGGER \(unsafeRaw: triggerName(counted, event)) AFTER \(unsafeRaw: event.uppercased()) ON \(ident: counted)
                    BEGIN \(unsafeRaw: body); END
                    """).run()
            }
        }
    }

    private static func createPostgresTriggers(_ sql: any SQLDatabase) async throws {
        try await sql.raw("""
            CREATE FUNCTION count_reminder_change() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                IF TG_OP <> 'INSERT' THEN \(unsafeRaw: bump("OLD")); END IF;
                IF TG_OP <> 'DELETE' THEN \(unsafeRaw: bump("NEW")); END IF;
                RETURN NULL;
            END
            $$
            """).run()
        for counted in countedTables {
            try await sql.raw("""
                CREATE TRIGGER \(unsafeRaw: triggerName(counted, "change")) AFTER INSERT OR UPDATE OR DELETE ON \(ident: counted)
                FOR EACH ROW EXECUTE FUNCTION count_reminder_change()
                """).run()
        }
    }
}
