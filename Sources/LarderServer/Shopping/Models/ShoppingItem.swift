import Fluent
import Foundation
import LarderCore

/// One line of a shopping list: a food (or anything else) and how much of it, summed from the
/// additions that put it there (`ShoppingContribution`).
///
/// Every field people edit has its own version, raised by each change to it: two people
/// changing different fields of one item at once both keep their change (the last writer wins
/// per field, never per item), and a client can tell which of its fields are out of date.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class ShoppingItem: Model, @unchecked Sendable {
    static let schema = "shopping_items"

    // managed fields
    @ID var id: UUID?
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?
    @Timestamp(key: "updated_at", on: .update) var updatedAt: Date?

    // ownership
    @Parent(key: "list_id") var list: ShoppingList
    /// The list's household, kept here so one query answers "is this item theirs".
    @Field(key: "household_id") var householdID: UUID
    /// Who put it on the list first; nil once their account is gone.
    @OptionalField(key: "added_by") var addedBy: UUID?

    // data fields
    @Field(key: "name") var name: String
    /// `ShoppingName.key(name)`: what items of the same name share.
    @Field(key: "name_key") var nameKey: String
    /// The food it is linked to, when the food table has it.
    @OptionalField(key: "food_id") var foodID: UUID?
    @OptionalField(key: "food_name") var foodName: String?
    @OptionalField(key: "note") var note: String?
    /// The aisle, and why it is that one.
    @Field(key: "aisle") var aisle: Aisle
    @Field(key: "aisle_reason") var aisleReason: AisleReason
    @Field(key: "checked") var checked: Bool
    @OptionalField(key: "checked_by") var checkedBy: UUID?
    @Field(key: "position") var position: Int
    /// The summed amount (`ShoppingItemAmount`), recomputed whenever an addition comes or goes.
    @Field(key: "amount") var amount: ShoppingItemAmount

    // per-field versions
    @Field(key: "name_version") var nameVersion: Int
    @Field(key: "note_version") var noteVersion: Int
    @Field(key: "aisle_version") var aisleVersion: Int
    @Field(key: "checked_version") var checkedVersion: Int
    @Field(key: "amount_version") var amountVersion: Int
    @Field(key: "position_version") var positionVersion: Int

    init() {}

    init(listID: UUID, householdID: UUID, name: String, position: Int, addedBy: UUID?) {
        self.$list.id = listID
        self.householdID = householdID
        self.name = name
        self.nameKey = ""
        self.aisle = .other
        self.aisleReason = .classifier
        self.checked = false
        self.position = position
        self.addedBy = addedBy
        self.amount = ShoppingItemAmount()
        self.nameVersion = 1
        self.noteVersion = 1
        self.aisleVersion = 1
        self.checkedVersion = 1
        self.amountVersion = 1
        self.positionVersion = 1
    }
}

/// One addition to an item: a recipe's line at the servings chosen, an amount added by hand,
/// later a pantry shortfall or low stock. Kept per source, so taking a recipe off the list
/// takes back exactly what it added.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class ShoppingContribution: Model, @unchecked Sendable {
    static let schema = "shopping_contributions"

    enum Source: String, CaseIterable, Codable, Sendable {
        case manual, recipe, pantryShortfall = "pantry-shortfall", lowStock = "low-stock", combination, plan, reminder
    }

    @ID var id: UUID?
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?
    @Parent(key: "item_id") var item: ShoppingItem
    @Field(key: "list_id") var listID: UUID
    @OptionalField(key: "added_by") var addedBy: UUID?

    @Field(key: "source") var source: Source
    @OptionalField(key: "recipe_id") var recipeID: UUID?
    /// The recipe's title when added, so the list still says why after the recipe is gone.
    @OptionalField(key: "recipe_title") var recipeTitle: String?
    @OptionalField(key: "servings") var servings: Int?
    /// Another source's own id (a saved combination, a cook attempt), for the modules that add them.
    @OptionalField(key: "source_ref") var sourceReference: String?

    /// The line as added: "400 g flour".
    @Field(key: "text") var text: String
    @OptionalField(key: "quantity") var quantity: Double?
    @OptionalField(key: "quantity_max") var quantityMax: Double?
    @OptionalField(key: "unit") var unit: String?
    @OptionalField(key: "size") var size: String?

    init() {}
}
