import Fluent
import Foundation
import LarderCore

/// One thing a person ate, in their own diary: an amount of a food, servings of a recipe, or
/// a quick entry of typed figures. The nutrients counted are stored with it, so the diary says
/// the same tomorrow even when the food table is re-imported or the recipe is edited.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class DiaryEntry: Model, @unchecked Sendable {
    static let schema = "diary_entries"

    // managed fields
    @ID var id: UUID?
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?
    @Timestamp(key: "updated_at", on: .update) var updatedAt: Date?

    // ownership
    @Field(key: "user_id") var userID: UUID

    // where in the diary
    /// The eater's day, with no time zone.
    @Field(key: "day") var day: CalendarDay
    @Field(key: "meal") var meal: Meal
    /// Orders a meal's entries: when it was logged (entries logged together are a millisecond apart).
    @Field(key: "logged_at") var loggedAt: Date

    // what was eaten
    @Field(key: "kind") var kind: DiaryEntryKind
    /// The food's or recipe's name when logged, or what the quick entry was called.
    @Field(key: "name") var name: String
    @OptionalField(key: "food_id") var foodID: UUID?
    @OptionalField(key: "amount") var amount: Double?
    /// The unit's key: "g", "cup", "large".
    @OptionalField(key: "unit") var unit: String?
    @OptionalField(key: "grams") var grams: Double?
    /// The recipe, while it exists.
    @OptionalField(key: "recipe_id") var recipeID: UUID?
    @OptionalField(key: "servings") var servings: Double?
    /// Nutrient name → amount counted; JSON (JSONB on PostgreSQL).
    @Field(key: "nutrients") var nutrients: NutrientValues

    init() {}
}

struct CreateDiaryEntry: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(DiaryEntry.schema)
            .id()
            .field("user_id", .uuid, .required, .references(Person.schema, "id", onDelete: .cascade))
            .field("day", .string, .required)
            .field("meal", .string, .required)
            .field("logged_at", .datetime, .required)
            .field("kind", .string, .required)
            .field("name", .string, .required)
            .field("food_id", .uuid)
            .field("amount", .double)
            .field("unit", .string)
            .field("grams", .double)
            .field("recipe_id", .uuid, .references(RecipeService.schema, "id", onDelete: .setNull))
            .field("servings", .double)
            .field("nutrients", .string, .required)
            .field("created_at", .datetime)
            .field("updated_at", .datetime)
            .create()
        let sql = try database.sql()
        try await sql.raw("CREATE INDEX diary_entries_user_day ON diary_entries (user_id, day)").run()
        try await sql.raw("CREATE INDEX diary_entries_recipe ON diary_entries (recipe_id)").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(DiaryEntry.schema).delete()
    }
}
