import Fluent
import Foundation

/// A password a person makes for one device (a phone's CalDAV account), shown once and
/// revocable on its own; never the account password. Only the SHA-256 of it is stored: it is a
/// long random token, so a fast digest is as safe as a slow hash, and a phone's sync (dozens of
/// requests) is not slowed by bcrypt on each.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class AppPassword: Model, @unchecked Sendable {
    static let schema = "app_passwords"

    @ID var id: UUID?
    @Field(key: "user_id") var userID: UUID
    @Field(key: "name") var name: String
    @Field(key: "token_hash") var tokenHash: String
    @Field(key: "created_at") var createdAt: Date
    @OptionalField(key: "last_used_at") var lastUsedAt: Date?

    init() {}

    init(userID: UUID, name: String, tokenHash: String, createdAt: Date) {
        self.userID = userID
        self.name = name
        self.tokenHash = tokenHash
        self.createdAt = createdAt
    }
}
