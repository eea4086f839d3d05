import Fluent
import Foundation

/// A product-recognition device: registered by an admin, activated into a household by its owner,
/// and authenticated by its own secret.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class Device: Model, @unchecked Sendable {
    static let schema = "devices"

    // managed fields
    @ID var id: UUID?
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?

    // data fields
    /// Human-typeable id, e.g. `LD-7KQ2-9XMP`.
    @Field(key: "code") var code: String
    @Field(key: "name") var name: String
    @OptionalField(key: "model") var model: String?
    /// SHA-256 of the secret; the secret itself is shown once, at registration.
    @Field(key: "secret_hash") var secretHash: String
    @Field(key: "status") var status: DeviceStatus
    @OptionalField(key: "activated_at") var activatedAt: Date?
    @OptionalField(key: "last_seen_at") var lastSeenAt: Date?

    // relationships
    @OptionalField(key: "household_id") var householdID: UUID?

    init() {}

    init(code: String, name: String, model: String?, secretHash: String) {
        self.code = code
        self.name = name
        self.model = model
        self.secretHash = secretHash
        self.status = .unassigned
    }
}

enum DeviceStatus: String, Codable, Sendable {
    /// Registered, never activated.
    case unassigned
    /// Working for a household.
    case active
    /// Switched off by its household; refused until an owner activates it again.
    case deactivated
}
