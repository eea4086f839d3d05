import Fluent
import Foundation

/// A registration by email waiting for its address to be confirmed, or the notice that went to an
/// address that already has an account. Only the SHA-256 of a confirmation link's token is stored.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class RegistrationRequest: Model, @unchecked Sendable {
    static let schema = "registration_requests"

    enum Kind: String, Codable, Sendable {
        /// The address has no account: its mail holds the link that creates one.
        case newAccount = "new_account"
        /// The address has an account: its mail says so, with no link that creates anything.
        case existingAccount = "existing_account"
    }

    @ID var id: UUID?

    // data fields
    @Field(key: "kind") var kind: Kind
    @Field(key: "email") var email: String
    /// From Larder's clock, like the expiry, since "one mail a minute" is counted from it.
    @Field(key: "created_at") var createdAt: Date
    @Field(key: "expires_at") var expiresAt: Date
    @OptionalField(key: "used_at") var usedAt: Date?
    /// What the account is made from; set for new accounts only.
    @OptionalField(key: "token_hash") var tokenHash: String?
    @OptionalField(key: "name") var name: String?
    @OptionalField(key: "phone") var phone: String?
    @OptionalField(key: "password_hash") var passwordHash: String?
    @OptionalField(key: "preferred_language") var preferredLanguage: Language?

    init() {}

    init(
        kind: Kind, email: String, createdAt: Date, expiresAt: Date, tokenHash: String? = nil, name: String? = nil,
        phone: String? = nil, passwordHash: String? = nil, preferredLanguage: Language? = nil
    ) {
        self.kind = kind
        self.email = email
        self.createdAt = createdAt
        self.expiresAt = expiresAt
        self.tokenHash = tokenHash
        self.name = name
        self.phone = phone
        self.passwordHash = passwordHash
        self.preferredLanguage = preferredLanguage
    }
}
