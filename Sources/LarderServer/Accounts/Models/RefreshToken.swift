import Fluent
import Foundation

/// A long-lived credential that trades for new access tokens. Only its SHA-256 is stored.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class RefreshToken: Model, @unchecked Sendable {
    static let schema = "refresh_tokens"

    // managed fields
    @ID var id: UUID?
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?

    // data fields
    @Field(key: "token_hash") var tokenHash: String
    @Field(key: "expires_at") var expiresAt: Date
    @OptionalField(key: "revoked_at") var revokedAt: Date?
    /// The sign-in it belongs to; nil for tokens issued before sign-ins were kept.
    @OptionalField(key: "session_id") var sessionID: UUID?

    // relationships
    @Parent(key: "user_id") var user: User

    init() {}

    init(userID: UUID, sessionID: UUID, tokenHash: String, expiresAt: Date) {
        self.$user.id = userID
        self.sessionID = sessionID
        self.tokenHash = tokenHash
        self.expiresAt = expiresAt
    }
}
