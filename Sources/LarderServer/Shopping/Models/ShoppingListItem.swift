import Fluent
import Foundation

/// One line of a household's single shopping list, as the first version kept it. Its rows now
/// live on as items of each household's default list (`MoveShoppingListItemsToLists`, which
/// drops this table); the model stays for the migrations that create and move it.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class ShoppingListItem: Model, @unchecked Sendable {
    static let schema = "shopping_list_items"

    // managed fields
    @ID var id: UUID?
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?

    // ownership
    @Field(key: "household_id") var householdID: UUID
    /// Who added it; nil once their account is gone.
    @OptionalField(key: "added_by") var addedBy: UUID?
    /// The list's order: each new item goes after the last.
    @Field(key: "position") var position: Int

    // data fields
    @Field(key: "text") var text: String
    @OptionalField(key: "quantity") var quantity: Double?
    @OptionalField(key: "quantity_max") var quantityMax: Double?
    /// The unit's canonical name ("g", "cup").
    @OptionalField(key: "unit") var unit: String?
    /// The ingredient's name, lower-cased.
    @Field(key: "name") var name: String

    // where it came from
    /// The recipe it was added from, while that recipe exists.
    @OptionalField(key: "recipe_id") var recipeID: UUID?
    /// The recipe's title when it was added, so the list still says why after the recipe is gone.
    @OptionalField(key: "recipe_title") var recipeTitle: String?
    /// The servings the recipe was scaled to.
    @OptionalField(key: "servings") var servings: Int?

    init() {}
}

struct CreateShoppingListItem: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(ShoppingListItem.schema)
            .id()
            .field("household_id", .uuid, .required, .references(HouseholdService.schema, "id", onDelete: .cascade))
            .field("added_by", .uuid, .references(Person.schema, "id", onDelete: .setNull))
            .field("position", .int, .required)
            .field("text", .string, .required)
            .field("quantity", .double)
            .field("quantity_max", .double)
            .field("unit", .string)
            .field("name", .string, .required)
            .field("recipe_id", .uuid, .references(RecipeService.schema, "id", onDelete: .setNull))
            .field("recipe_title", .string)
            .field("servings", .int)
            .field("created_at", .datetime)
            .create()
        let sql = try database.sql()
        try await sql.raw("CREATE INDEX shopping_list_items_household ON shopping_list_items (household_id, position)").run()
        try await sql.raw("CREATE INDEX shopping_list_items_recipe ON shopping_list_items (recipe_id)").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(ShoppingListItem.schema).delete()
    }
}
