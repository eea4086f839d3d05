import Fluent
import Foundation
import LarderCore

/// What a person eats and never eats, for the meal planner: diets every recipe planned for them
/// must keep, and foods no recipe planned for them may hold. One row per account, once saved.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class EatingRules: Model, @unchecked Sendable {
    static let schema = "eating_rules"

    // managed fields
    @ID var id: UUID?
    @Timestamp(key: "updated_at", on: .update) var updatedAt: Date?

    // ownership
    @Field(key: "user_id") var userID: UUID

    // data fields
    @Field(key: "diet") var diet: [DietFlag]
    /// Foods of the food table, by id.
    @Field(key: "excluded_food_ids") var excludedFoodIDs: [UUID]

    init() {}
}
