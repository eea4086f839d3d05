import Fluent
import Foundation

/// A person's named, ordered collection of recipes. Admins may make theirs public: a curated
/// shelf everyone (guests too) can open and bookmark.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class RecipeCollection: Model, @unchecked Sendable {
    static let schema = "recipe_collections"

    // managed fields
    @ID var id: UUID?
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?
    @Timestamp(key: "updated_at", on: .update) var updatedAt: Date?

    // ownership
    @Field(key: "owner_id") var ownerID: UUID

    // data fields
    @Field(key: "name") var name: String
    @OptionalField(key: "description") var description: String?
    @Field(key: "is_public") var isPublic: Bool

    init() {}

    init(ownerID: UUID, name: String, description: String?, isPublic: Bool) {
        self.ownerID = ownerID
        self.name = name
        self.description = description
        self.isPublic = isPublic
    }
}

/// One recipe's place in a collection. Positions only order the items; they may have gaps.
final class RecipeCollectionItem: Model, @unchecked Sendable {
    static let schema = "recipe_collection_items"

    @ID var id: UUID?
    @Parent(key: "collection_id") var collection: RecipeCollection
    @Parent(key: "recipe_id") var recipe: Recipe
    @Field(key: "position") var position: Int
    @Timestamp(key: "added_at", on: .create) var addedAt: Date?

    init() {}

    init(collectionID: UUID, recipeID: UUID, position: Int) {
        self.$collection.id = collectionID
        self.$recipe.id = recipeID
        self.position = position
    }
}

/// A person keeping a public collection at hand.
final class RecipeCollectionBookmark: Model, @unchecked Sendable {
    static let schema = "recipe_collection_bookmarks"

    @ID var id: UUID?
    @Parent(key: "collection_id") var collection: RecipeCollection
    @Field(key: "user_id") var userID: UUID
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?

    init() {}

    init(collectionID: UUID, userID: UUID) {
        self.$collection.id = collectionID
        self.userID = userID
    }
}
