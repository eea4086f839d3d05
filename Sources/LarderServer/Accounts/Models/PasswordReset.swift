import Fluent
import Foundation

/// A link that sets a new password once: mailed to the account's address, or handed out by an
/// administrator. Only the SHA-256 of its token is stored.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class PasswordReset: Model, @unchecked Sendable {
    static let schema = "password_resets"

    enum Channel: String, Codable, Sendable {
        case mail
        case administrator
    }

    @ID var id: UUID?

    // data fields
    /// From Larder's clock, like the expiry, since "one mail a minute" is counted from it.
    @Field(key: "created_at") var createdAt: Date
    @Field(key: "token_hash") var tokenHash: String
    @Field(key: "channel") var channel: Channel
    @Field(key: "expires_at") var expiresAt: Date
    @OptionalField(key: "used_at") var usedAt: Date?

    // relationships
    @Parent(key: "user_id") var user: User

    init() {}

    init(userID: UUID, tokenHash: String, channel: Channel, createdAt: Date, expiresAt: Date) {
        self.$user.id = userID
        self.createdAt = createdAt
        self.tokenHash = tokenHash
        self.channel = channel
        self.expiresAt = expiresAt
    }
}
