import Fluent
import Foundation

/// A food waiting in a person's cart to be logged to a meal with the others (the calorie-control
/// app's flow: pick several foods, adjust the amounts, log them together).
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class DiaryCartItem: Model, @unchecked Sendable {
    static let schema = "diary_cart_items"

    // managed fields
    @ID var id: UUID?
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?

    // ownership
    @Field(key: "user_id") var userID: UUID

    // data fields
    /// The order items were added in.
    @Field(key: "position") var position: Int
    @Field(key: "food_id") var foodID: UUID
    @Field(key: "amount") var amount: Double
    /// The unit's key: "g", "cup", "large".
    @Field(key: "unit") var unit: String

    init() {}
}

struct CreateDiaryCartItem: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(DiaryCartItem.schema)
            .id()
            .field("user_id", .uuid, .required, .references(Person.schema, "id", onDelete: .cascade))
            .field("position", .int, .required)
            .field("food_id", .uuid, .required)
            .field("amount", .double, .required)
            .field("unit", .string, .required)
            .field("created_at", .datetime)
            .create()
        try await database.sql().raw("CREATE INDEX diary_cart_items_user ON diary_cart_items (user_id, position)").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(DiaryCartItem.schema).delete()
    }
}
