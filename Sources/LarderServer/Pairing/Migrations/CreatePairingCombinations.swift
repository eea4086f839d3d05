import Fluent
import SQLKit

struct CreatePairingCombinations: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(PairingSavedCombination.schema)
            .id()
            .field("household_id", .uuid, .required, .references(HouseholdService.schema, "id", onDelete: .cascade))
            .field("created_by", .uuid, .required)
            .field("name", .string, .required)
            .field("main_key", .string, .required)
            .field("partner_keys", .array(of: .string), .required)
            .field("created_at", .datetime)
            .create()
        try await database.sql().raw("CREATE INDEX pairing_combinations_household ON pairing_combinations (household_id, created_at)").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(PairingSavedCombination.schema).delete()
    }
}
