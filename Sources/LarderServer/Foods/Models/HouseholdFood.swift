import Fluent
import Foundation

/// A food a household added itself: its own bread, a branded yoghurt from the label. Only the
/// household's members see it; it is kept apart from the shared food table so the catalogue
/// every search and recipe uses never holds another household's foods.
///
/// Nutrients are stored per 100 g (a label's per-serving values are converted when saved), as
/// JSON text like the shared table's.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class HouseholdFood: Model, @unchecked Sendable {
    static let schema = "household_foods"

    // managed fields
    @ID var id: UUID?
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?
    @Timestamp(key: "updated_at", on: .update) var updatedAt: Date?

    // ownership
    @Field(key: "household_id") var householdID: UUID
    /// Who added it; nil once their account is gone.
    @OptionalField(key: "created_by") var createdBy: UUID?

    // data fields
    @Field(key: "name") var name: String
    /// EAN/UPC digits, for finding it by scanning.
    @OptionalField(key: "barcode") var barcode: String?
    /// JSON object of nutrient name → amount per 100 g.
    @Field(key: "nutrients") var nutrients: String
    /// JSON array of `{amount, description, grams}`; a per-serving food has a "serving" portion.
    @Field(key: "portions") var portions: String

    init() {}
}

struct CreateHouseholdFood: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(HouseholdFood.schema)
            .id()
            .field("household_id", .uuid, .required, .references(HouseholdService.schema, "id", onDelete: .cascade))
            .field("created_by", .uuid, .references(Person.schema, "id", onDelete: .setNull))
            .field("name", .string, .required)
            .field("barcode", .string)
            .field("nutrients", .string, .required)
            .field("portions", .string, .required)
            .field("created_at", .datetime)
            .field("updated_at", .datetime)
            .create()
        let sql = try database.sql()
        try await sql.raw("CREATE INDEX household_foods_household ON household_foods (household_id, name)").run()
        try await sql.raw("CREATE INDEX household_foods_barcode ON household_foods (barcode)").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(HouseholdFood.schema).delete()
    }
}
