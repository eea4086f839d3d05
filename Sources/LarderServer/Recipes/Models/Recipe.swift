import Fluent
import Foundation
import LarderCore

/// A recipe of a household's cookbook; public to everyone once an admin approves it.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
package final class Recipe: Model, @unchecked Sendable {
    package static let schema = "recipes"

    // managed fields
    @ID package var id: UUID?
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?
    @Timestamp(key: "updated_at", on: .update) var updatedAt: Date?

    // ownership
    @Field(key: "household_id") package var householdID: UUID
    @Field(key: "owner_id") var ownerID: UUID
    @OptionalParent(key: "chef_id") var chef: Chef?

    // data fields
    @Field(key: "title") var title: String
    @OptionalField(key: "description") var description: String?
    @Field(key: "servings") var servings: Int
    @OptionalField(key: "prep_minutes") var prepMinutes: Int?
    @OptionalField(key: "cook_minutes") var cookMinutes: Int?
    @OptionalField(key: "total_minutes") var totalMinutes: Int?
    @OptionalField(key: "difficulty") var difficulty: Difficulty?
    @OptionalField(key: "source_url") var sourceURL: String?
    /// The photo's content-hash file name under the data dir's photos folder.
    @OptionalField(key: "photo") var photo: String?
    @Field(key: "ai_generated") var aiGenerated: Bool

    // publication
    @Field(key: "status") var status: RecipeStatus
    @OptionalField(key: "rejection_reason") var rejectionReason: String?
    @OptionalField(key: "published_at") var publishedAt: Date?
    @Field(key: "editors_choice") var editorsChoice: Bool

    // ratings, kept in step with `recipe_ratings` in the same transaction as each rating
    @Field(key: "rating_count") var ratingCount: Int
    @Field(key: "rating_sum") var ratingSum: Int

    @Children(for: \.$recipe) var ingredients: [RecipeIngredient]
    @Children(for: \.$recipe) var steps: [RecipeStep]
    @Children(for: \.$recipe) var labels: [RecipeLabel]

    package init() {}

    init(householdID: UUID, ownerID: UUID) {
        self.householdID = householdID
        self.ownerID = ownerID
        self.aiGenerated = false
        self.status = .private
        self.editorsChoice = false
        self.ratingCount = 0
        self.ratingSum = 0
    }

    var isPublic: Bool { status == .approved }
    var ratingAverage: Double? { ratingCount == 0 ? nil : Double(ratingSum) / Double(ratingCount) }
}

/// Where a recipe stands on its way to the public feed.
package enum RecipeStatus: String, Codable, Sendable, CaseIterable {
    /// Only its household sees it.
    case `private`
    /// Submitted; waiting for an admin.
    case pending
    /// Public.
    case approved
    /// Sent back with a reason; still private.
    case rejected
}
