import Fluent
import Foundation
import LarderCore

/// A category of the shared pairing catalogue (meat, sides, spices…). Categories are curated by
/// admins only: a household's additions are products and pairings, never categories.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class PairingCategoryRecord: Model, @unchecked Sendable {
    static let schema = "pairing_categories"

    // managed fields
    @ID var id: UUID?

    // data fields
    /// The catalogue's id ("meat", or "csv-3" for an imported one): what the API calls it.
    @Field(key: "key") var key: String
    @Field(key: "name_en") var nameEN: String
    @Field(key: "name_uk") var nameUK: String
    @Field(key: "name_ru") var nameRU: String
    @Field(key: "role") var role: PairingCategory.Role
    /// The keys of the categories a main category pairs with, in the order the flow shows them.
    @Field(key: "pairs_with") var pairsWith: [String]
    @Field(key: "position") var position: Int

    init() {}

    init(_ category: PairingCategory, position: Int) {
        key = category.id
        self.position = position
        update(from: category)
    }

    func update(from category: PairingCategory) {
        nameEN = category.names.en
        nameUK = category.names.uk
        nameRU = category.names.ru
        role = category.role
        pairsWith = category.pairsWith
    }

    var value: PairingCategory {
        PairingCategory(id: key, names: PairingNames(en: nameEN, uk: nameUK, ru: nameRU), role: role, pairsWith: pairsWith)
    }
}
