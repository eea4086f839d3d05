import Fluent
import Foundation
import LarderCore

/// One recipe planned into a household's day and meal. A slot (day × meal) holds any number of
/// entries; each says how many servings each eating member has, and whether it is cooked there
/// or eats the leftovers of an earlier entry's cook.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class PlanEntry: Model, @unchecked Sendable {
    static let schema = "plan_entries"

    // managed fields
    @ID var id: UUID?
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?
    @Timestamp(key: "updated_at", on: .update) var updatedAt: Date?

    // data fields
    @Field(key: "household_id") var householdID: UUID
    @Field(key: "day") var day: CalendarDay
    @Field(key: "meal") var meal: Meal
    /// Orders a slot's entries.
    @Field(key: "position") var position: Int
    @Field(key: "recipe_id") var recipeID: UUID
    /// The recipe's title when planned, so the plan still reads after the recipe is gone.
    @Field(key: "recipe_title") var recipeTitle: String
    /// Servings to cook here: this entry's and those of every entry eating its leftovers; 0 for leftovers.
    @Field(key: "cook_servings") var cookServings: Double
    /// The entry whose cook this one eats the leftovers of.
    @OptionalField(key: "leftovers_of") var leftoversOf: UUID?
    /// Kept as it is when the plan is filled again.
    @Field(key: "locked") var locked: Bool
    @OptionalField(key: "note") var note: String?
    /// When the entry was cooked from the pantry.
    @OptionalField(key: "cooked_at") var cookedAt: Date?

    // relationships
    @Children(for: \.$entry) var portions: [PlanPortion]

    init() {}

    init(householdID: UUID, day: CalendarDay, meal: Meal, position: Int, recipeID: UUID, recipeTitle: String, cookServings: Double) {
        self.householdID = householdID
        self.day = day
        self.meal = meal
        self.position = position
        self.recipeID = recipeID
        self.recipeTitle = recipeTitle
        self.cookServings = cookServings
        self.locked = false
    }

    var slot: PlanSlotKey { PlanSlotKey(day, meal) }
}

/// How many servings of an entry one household member eats (steps of ½).
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class PlanPortion: Model, @unchecked Sendable {
    static let schema = "plan_portions"

    @ID var id: UUID?
    @Parent(key: "entry_id") var entry: PlanEntry
    @Field(key: "user_id") var userID: UUID
    @Field(key: "servings") var servings: Double

    init() {}

    init(entryID: UUID, userID: UUID, servings: Double) {
        self.$entry.id = entryID
        self.userID = userID
        self.servings = servings
    }
}

/// The secret that opens a household's plan as a read-only calendar feed.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class PlanFeed: Model, @unchecked Sendable {
    static let schema = "plan_feeds"

    @ID var id: UUID?
    @Timestamp(key: "updated_at", on: .update) var updatedAt: Date?
    @Field(key: "household_id") var householdID: UUID
    @Field(key: "token") var token: String

    init() {}

    init(householdID: UUID, token: String) {
        self.householdID = householdID
        self.token = token
    }
}
