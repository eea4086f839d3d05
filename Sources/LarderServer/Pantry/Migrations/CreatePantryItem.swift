import Fluent
import SQLKit

struct CreatePantryItem: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(PantryItem.schema)
            .id()
            .field("household_id", .uuid, .required, .references(HouseholdService.schema, "id", onDelete: .cascade))
            .field("food_id", .uuid)
            .field("name", .string, .required)
            .field("food_group", .string)
            .field("amount", .double, .required)
            .field("unit", .string, .required)
            .field("location", .string, .required)
            .field("best_before", .string)
            .field("opened_on", .string)
            .field("barcode", .string)
            .field("note", .string)
            .field("discard_reason", .string)
            .field("created_at", .datetime)
            .field("updated_at", .datetime)
            .create()
        let sql = try database.sql()
        try await sql.raw("CREATE INDEX pantry_items_household ON pantry_items (household_id, food_id)").run()
        try await sql.raw("CREATE INDEX pantry_items_barcode ON pantry_items (household_id, barcode)").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(PantryItem.schema).delete()
    }
}
