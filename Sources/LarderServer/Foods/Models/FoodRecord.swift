import Fluent
import Foundation

/// A row of the food table. The food itself — names, nutrients, household weights — is the
/// value type `LarderCore.Food`; this is its storage, keyed by where the food comes from.
///
/// Nutrients, portions and synonyms are stored as JSON text: they are always read whole and
/// never queried inside, and text keeps both storage engines identical.
// Fluent models are reference types with property wrappers that are not Sendable; each instance is
// confined to the task that loaded it, so the unchecked conformance is safe in practice.
final class FoodRecord: Model, @unchecked Sendable {
    static let schema = "foods"

    // managed fields
    @ID var id: UUID?
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?
    @Timestamp(key: "updated_at", on: .update) var updatedAt: Date?

    // data fields
    /// `FoodSource.rawValue`: "starter", "usda", "household".
    @Field(key: "source") var source: String
    /// The source's stable identifier: USDA's NDB_No, a starter food's slug.
    @Field(key: "source_id") var sourceID: String
    @Field(key: "name") var name: String
    @OptionalField(key: "food_group") var group: String?
    /// JSON array of strings.
    @Field(key: "synonyms") var synonyms: String
    /// JSON object of nutrient name → amount per 100 g; unmeasured nutrients are absent.
    @Field(key: "nutrients") var nutrients: String
    /// JSON array of `{amount, description, grams}`.
    @Field(key: "portions") var portions: String
    @Field(key: "commonness") var commonness: Double
    /// A hash of everything above, so an import can tell an unchanged food without decoding it.
    @Field(key: "content_hash") var contentHash: String

    init() {}
}
