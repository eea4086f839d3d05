import Fluent
import SQLKit

struct CreatePantryReview: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(PantryReview.schema)
            .id()
            .field("household_id", .uuid, .required, .references(HouseholdService.schema, "id", onDelete: .cascade))
            .field("device_id", .uuid, .references(DeviceService.schema, "id", onDelete: .setNull))
            .field("device_name", .string, .required)
            .field("name", .string)
            .field("barcode", .string)
            .field("amount", .double)
            .field("unit", .string)
            .field("action", .string, .required)
            .field("observed_at", .datetime, .required)
            .field("reason", .string, .required)
            .field("status", .string, .required)
            .field("item_id", .uuid, .references(PantryItem.schema, "id", onDelete: .setNull))
            .field("resolved_by", .uuid, .references(Person.schema, "id", onDelete: .setNull))
            .field("resolved_at", .datetime)
            .field("created_at", .datetime)
            .create()
        try await database.sql().raw("CREATE INDEX pantry_reviews_household ON pantry_reviews (household_id, status, created_at)").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(PantryReview.schema).delete()
    }
}
