import Fluent
import SQLKit

struct CreatePantryLedgerEntry: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(PantryLedgerEntry.schema)
            .id()
            .field("household_id", .uuid, .required, .references(HouseholdService.schema, "id", onDelete: .cascade))
            .field("item_id", .uuid, .required, .references(PantryItem.schema, "id", onDelete: .cascade))
            .field("operation_id", .uuid, .required)
            .field("action", .string, .required)
            .field("reason", .string)
            .field("before", .string)
            .field("after", .string, .required)
            .field("actor_user_id", .uuid, .references(Person.schema, "id", onDelete: .setNull))
            .field("actor_device_id", .uuid, .references(DeviceService.schema, "id", onDelete: .setNull))
            .field("actor_name", .string, .required)
            .field("recipe_id", .uuid)
            .field("recipe_title", .string)
            .field("undoes_id", .uuid)
            .field("undone_by_id", .uuid)
            .field("created_at", .datetime)
            .create()
        let sql = try database.sql()
        try await sql.raw("CREATE INDEX pantry_ledger_household ON pantry_ledger_entries (household_id, created_at)").run()
        try await sql.raw("CREATE INDEX pantry_ledger_item ON pantry_ledger_entries (item_id, created_at)").run()
        try await sql.raw("CREATE INDEX pantry_ledger_operation ON pantry_ledger_entries (operation_id)").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(PantryLedgerEntry.schema).delete()
    }
}
