import Fluent
import Foundation

/// A person with a Larder account.
// Fluent models are reference types with property wrappers that are not Sendable; each instance is
// confined to the request that loaded it, so the unchecked conformance is safe in practice.
final class User: Model, @unchecked Sendable {
    static let schema = "users"

    // managed fields
    @ID var id: UUID?
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?
    @Timestamp(key: "updated_at", on: .update) var updatedAt: Date?

    // data fields
    @Field(key: "name") var name: String
    /// Lower-cased; unique when present.
    @OptionalField(key: "email") var email: String?
    /// E.164; unique when present.
    @OptionalField(key: "phone") var phone: String?
    @Field(key: "password_hash") var passwordHash: String
    @Field(key: "is_admin") var isAdmin: Bool
    @OptionalField(key: "preferred_language") var preferredLanguage: Language?
    /// Goes up with each password reset; web sessions opened under an earlier value sign nobody in.
    @Field(key: "sign_in_generation") var signInGeneration: Int

    init() {}

    init(name: String, email: String?, phone: String?, passwordHash: String, isAdmin: Bool, preferredLanguage: Language? = nil) {
        self.name = name
        self.email = email
        self.phone = phone
        self.passwordHash = passwordHash
        self.isAdmin = isAdmin
        self.preferredLanguage = preferredLanguage
        self.signInGeneration = 0
    }

    /// What a person types to sign in, shown where one identifier is enough.
    var login: String { email ?? phone ?? "" }
}
