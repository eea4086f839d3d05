import Fluent
import Foundation

/// A household's pantry preferences: which staples are always there, and how many days ahead
/// counts as "expiring soon". One row per household, written on first change.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class PantrySettings: Model, @unchecked Sendable {
    static let schema = "pantry_settings"

    @ID var id: UUID?
    @Timestamp(key: "updated_at", on: .update) var updatedAt: Date?
    @Field(key: "household_id") var householdID: UUID
    /// Staple names (JSON text on SQLite, a text array on PostgreSQL).
    @Field(key: "staples") var staples: [String]
    @Field(key: "expiring_days") var expiringDays: Int

    init() {}
}

/// How little of a food a household wants to have before it counts as running low.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class PantryMinimum: Model, @unchecked Sendable {
    static let schema = "pantry_minimums"

    @ID var id: UUID?
    @Field(key: "household_id") var householdID: UUID
    @Field(key: "food_id") var foodID: UUID
    @Field(key: "amount") var amount: Double
    /// `StockUnit.code`.
    @Field(key: "unit") var unit: String

    init() {}
}
