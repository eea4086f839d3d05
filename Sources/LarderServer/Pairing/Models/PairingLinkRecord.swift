import Fluent
import Foundation

/// One directed pairing, main product → partner. A shared pairing (`householdID` nil) is the
/// curated catalogue's; a household's pairing adds to what its members see.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class PairingLinkRecord: Model, @unchecked Sendable {
    static let schema = "pairing_links"

    @ID var id: UUID?
    @OptionalField(key: "household_id") var householdID: UUID?
    @Field(key: "main_key") var mainKey: String
    @Field(key: "partner_key") var partnerKey: String
    /// Orders a main product's partners as the catalogue lists them.
    @Field(key: "position") var position: Int

    init() {}

    init(main: String, partner: String, householdID: UUID?, position: Int) {
        mainKey = main
        partnerKey = partner
        self.householdID = householdID
        self.position = position
    }
}
