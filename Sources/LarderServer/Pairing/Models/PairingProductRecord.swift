import Fluent
import Foundation
import LarderCore

/// A product of the pairing catalogue: in the shared catalogue (admin-curated, `householdID`
/// nil) or one household's own addition, which only its members see.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class PairingProductRecord: Model, @unchecked Sendable {
    static let schema = "pairing_products"

    // managed fields
    @ID var id: UUID?
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?

    // ownership
    /// Nil for the shared catalogue.
    @OptionalField(key: "household_id") var householdID: UUID?

    // data fields
    /// The catalogue's id ("pork"; a household's product gets a fresh one): what the API calls it.
    @Field(key: "key") var key: String
    @Field(key: "name_en") var nameEN: String
    @Field(key: "name_uk") var nameUK: String
    @Field(key: "name_ru") var nameRU: String
    @Field(key: "category_key") var categoryKey: String
    @OptionalField(key: "picture") var picture: String?
    /// The food name the product stands for, as the catalogue wrote it.
    @Field(key: "food_name") var foodName: String
    /// The food of the food table it is linked to (through the Foods module), when one matched.
    @OptionalField(key: "food_id") var foodID: UUID?
    @OptionalField(key: "flavor_name") var flavorName: String?
    @Field(key: "position") var position: Int

    init() {}

    init(_ product: PairingProduct, householdID: UUID?, foodID: UUID?, position: Int) {
        key = product.id
        self.householdID = householdID
        self.foodID = foodID
        self.position = position
        update(from: product)
    }

    func update(from product: PairingProduct) {
        nameEN = product.names.en
        nameUK = product.names.uk
        nameRU = product.names.ru
        categoryKey = product.category
        picture = product.picture
        foodName = product.food
        flavorName = product.flavorName
    }

    var value: PairingProduct {
        PairingProduct(
            id: key, names: PairingNames(en: nameEN, uk: nameUK, ru: nameRU), category: categoryKey, picture: picture, food: foodName,
            flavorName: flavorName)
    }
}
