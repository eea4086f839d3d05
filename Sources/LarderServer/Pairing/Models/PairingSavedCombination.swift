import Fluent
import Foundation
import LarderCore

/// A combination a household saved under a name: a main product and the partners picked for it.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class PairingSavedCombination: Model, @unchecked Sendable {
    static let schema = "pairing_combinations"

    // managed fields
    @ID var id: UUID?
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?

    // ownership
    @Field(key: "household_id") var householdID: UUID
    @Field(key: "created_by") var createdBy: UUID

    // data fields
    @Field(key: "name") var name: String
    @Field(key: "main_key") var mainKey: String
    @Field(key: "partner_keys") var partnerKeys: [String]

    init() {}

    init(householdID: UUID, createdBy: UUID, name: String, combination: PairingCombination) {
        self.householdID = householdID
        self.createdBy = createdBy
        self.name = name
        mainKey = combination.main
        partnerKeys = combination.partners
    }

    var combination: PairingCombination {
        PairingCombination(main: mainKey, partners: partnerKeys)
    }
}
