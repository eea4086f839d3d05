import Fluent
import Foundation

/// The source system's "group": the people who share a kitchen, its stock and its lists.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
package final class Household: Model, @unchecked Sendable {
    package static let schema = "households"

    // managed fields
    @ID package var id: UUID?
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?
    @Timestamp(key: "updated_at", on: .update) var updatedAt: Date?

    // data fields
    @Field(key: "name") var name: String
    @OptionalField(key: "description") var description: String?

    // relationships
    @Children(for: \.$household) var members: [HouseholdMember]

    package init() {}

    init(name: String, description: String?) {
        self.name = name
        self.description = description
    }
}

package enum HouseholdRole: String, Codable, Sendable, CaseIterable {
    /// Manages members and devices.
    case owner
    case member
}

extension Household {
    var info: HouseholdService.Info {
        get throws { HouseholdService.Info(id: try requireID(), name: name, description: description, createdAt: createdAt) }
    }
}
