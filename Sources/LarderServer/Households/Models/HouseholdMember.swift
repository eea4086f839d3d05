import Fluent
import Foundation

/// One person's place in one household. A person may belong to several households.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class HouseholdMember: Model, @unchecked Sendable {
    static let schema = "household_members"

    // managed fields
    @ID var id: UUID?
    @Timestamp(key: "joined_at", on: .create) var joinedAt: Date?

    // data fields
    @Field(key: "role") var role: HouseholdRole
    /// The person; an id only, because people belong to the accounts module.
    @Field(key: "user_id") var userID: UUID

    // relationships
    @Parent(key: "household_id") var household: Household

    init() {}

    init(householdID: UUID, userID: UUID, role: HouseholdRole) {
        self.$household.id = householdID
        self.userID = userID
        self.role = role
    }
}
