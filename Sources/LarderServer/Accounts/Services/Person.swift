import Foundation
import Vapor

/// A signed-in person as every other module sees them: a value the Accounts module hands out,
/// never its `User` model.
package struct Person: Sendable, Hashable, Authenticatable {
    package var id: UUID
    package var name: String
    var email: String?
    var phone: String?
    var isAdmin: Bool
    var preferredLanguage: Language?
    var createdAt: Date?
    /// Which password reset the person is at: a web session opened before the last one has ended.
    var signInGeneration = 0

    /// The table other modules' migrations point their foreign keys at.
    static let schema = User.schema

    /// What a person types to sign in, shown where one identifier is enough.
    var login: String { email ?? phone ?? "" }
}

extension User {
    var person: Person {
        get throws {
            Person(
                id: try requireID(), name: name, email: email, phone: phone, isAdmin: isAdmin,
                preferredLanguage: preferredLanguage, createdAt: createdAt, signInGeneration: signInGeneration)
        }
    }
}

extension RowLock {
    /// Serialises changes to one person's own records (their profile, targets and weighings).
    static func person(_ id: UUID) -> RowLock { RowLock(table: User.schema, id: id) }
}
