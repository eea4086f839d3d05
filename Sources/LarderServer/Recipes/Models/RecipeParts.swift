import Fluent
import Foundation

/// One ingredient line of a recipe, kept as typed and as the food core parsed it.
final class RecipeIngredient: Model, @unchecked Sendable {
    static let schema = "recipe_ingredients"

    @ID var id: UUID?
    @Parent(key: "recipe_id") var recipe: Recipe
    @Field(key: "position") var position: Int
    @OptionalField(key: "section") var section: String?
    @Field(key: "text") var text: String
    @Field(key: "optional") var optional: Bool
    @OptionalField(key: "quantity") var quantity: Double?
    @OptionalField(key: "quantity_max") var quantityMax: Double?
    /// The unit's canonical name ("g", "cup").
    @OptionalField(key: "unit") var unit: String?
    /// The ingredient's name, lower-cased: what "includes" and "excludes" filters look at.
    @Field(key: "name") var name: String
    @OptionalField(key: "note") var note: String?
    @OptionalField(key: "food_id") var foodID: UUID?

    init() {}
}

/// One numbered step.
final class RecipeStep: Model, @unchecked Sendable {
    static let schema = "recipe_steps"

    @ID var id: UUID?
    @Parent(key: "recipe_id") var recipe: Recipe
    @Field(key: "position") var position: Int
    @Field(key: "text") var text: String

    init() {}

    init(recipeID: UUID, position: Int, text: String) {
        self.$recipe.id = recipeID
        self.position = position
        self.text = text
    }
}

/// A category, diet flag or tag on a recipe: one table so that every "must have all of these"
/// filter is the same indexed lookup.
final class RecipeLabel: Model, @unchecked Sendable {
    static let schema = "recipe_labels"

    @ID var id: UUID?
    @Parent(key: "recipe_id") var recipe: Recipe
    @Field(key: "kind") var kind: Kind
    @Field(key: "value") var value: String

    init() {}

    init(recipeID: UUID, kind: Kind, value: String) {
        self.$recipe.id = recipeID
        self.kind = kind
        self.value = value
    }

    enum Kind: String, Codable {
        case category
        case diet
        case tag
    }
}

/// An admin-managed profile credited on public recipes.
final class Chef: Model, @unchecked Sendable {
    static let schema = "chefs"

    @ID var id: UUID?
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?
    @Timestamp(key: "updated_at", on: .update) var updatedAt: Date?
    @Field(key: "name") var name: String
    @OptionalField(key: "bio") var bio: String?
    @OptionalField(key: "photo") var photo: String?
    /// Web addresses (JSON text on SQLite, a text array on PostgreSQL).
    @Field(key: "links") var links: [String]

    init() {}
}
