import Fluent
import SQLKit

struct CreatePantryDeviceBatch: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(PantryDeviceBatch.schema)
            .id()
            .field("device_id", .uuid, .required, .references(DeviceService.schema, "id", onDelete: .cascade))
            .field("household_id", .uuid, .required, .references(HouseholdService.schema, "id", onDelete: .cascade))
            .field("idempotency_key", .string, .required)
            .field("fingerprint", .string, .required)
            .field("answer", .string, .required)
            .field("applied_count", .int, .required)
            .field("review_count", .int, .required)
            .field("created_at", .datetime)
            .unique(on: "device_id", "idempotency_key")
            .create()
        try await database.sql().raw("CREATE INDEX pantry_device_batches_latest ON pantry_device_batches (device_id, created_at)").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(PantryDeviceBatch.schema).delete()
    }
}
