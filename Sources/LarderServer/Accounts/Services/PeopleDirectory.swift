import Fluent
import Foundation

/// What other modules may ask the Accounts module about people: their display names.
struct PeopleDirectory {
    let db: any Database

    /// Display names of the people with these ids; ids of deleted accounts are left out.
    func names(of ids: some Collection<UUID>) async throws -> [UUID: String] {
        guard !ids.isEmpty else { return [:] }
        let users = try await User.query(on: db).filter(\.$id ~~ Set(ids)).field(\.$id).field(\.$name).all()
        return Dictionary(users.compactMap { user in user.id.map { ($0, user.name) } }, uniquingKeysWith: { first, _ in first })
    }

    func name(of id: UUID) async throws -> String? {
        try await names(of: [id])[id]
    }
}

extension Database {
    /// The Accounts module's directory of people on this connection.
    var people: PeopleDirectory { PeopleDirectory(db: self) }
}
