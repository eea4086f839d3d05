import Fluent
import SQLKit

struct CreatePairingCatalogue: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(PairingCategoryRecord.schema)
            .id()
            .field("key", .string, .required)
            .field("name_en", .string, .required)
            .field("name_uk", .string, .required)
            .field("name_ru", .string, .required)
            .field("role", .string, .required)
            .field("pairs_with", .array(of: .string), .required)
            .field("position", .int, .required)
            .unique(on: "key")
            .create()

        try await database.schema(PairingProductRecord.schema)
            .id()
            .field("household_id", .uuid, .references(HouseholdService.schema, "id", onDelete: .cascade))
            .field("key", .string, .required)
            .field("name_en", .string, .required)
            .field("name_uk", .string, .required)
            .field("name_ru", .string, .required)
            .field("category_key", .string, .required)
            .field("picture", .string)
            .field("food_name", .string, .required)
            // No foreign key: a USDA import replaces the starter foods, and a product outlives that.
            .field("food_id", .uuid)
            .field("flavor_name", .string)
            .field("position", .int, .required)
            .field("created_at", .datetime)
            .unique(on: "key")
            .create()

        try await database.schema(PairingLinkRecord.schema)
            .id()
            .field("household_id", .uuid, .references(HouseholdService.schema, "id", onDelete: .cascade))
            .field("main_key", .string, .required)
            .field("partner_key", .string, .required)
            .field("position", .int, .required)
            .create()

        let sql = try database.sql()
        for statement in [
            "CREATE INDEX pairing_products_household ON pairing_products (household_id)",
            "CREATE INDEX pairing_links_household ON pairing_links (household_id)",
            "CREATE INDEX pairing_links_main ON pairing_links (main_key)",
        ] {
            try await sql.raw(SQLQueryString(statement)).run()
        }
    }

    func revert(on database: any Database) async throws {
        try await database.schema(PairingLinkRecord.schema).delete()
        try await database.schema(PairingProductRecord.schema).delete()
        try await database.schema(PairingCategoryRecord.schema).delete()
    }
}
