import Fluent
import Foundation
import SQLKit

/// What other modules may ask the Accounts module about people: their display names.
struct PeopleDirectory {
    let db: any Database

    /// Display names of the people with these ids; ids of deleted accounts are left out.
    func names(of ids: some Collection<UUID>) async throws -> [UUID: String] {
        guard !ids.isEmpty else { return [:] }
        // Read on every recipe and list shown: two columns, without building models.
        let rows = try await db.sql().select().column("id").column("name").from(User.schema)
            .where(SQLIdentifier("id"), .in, SQLBind.group(Array(Set(ids)))).all()
        var names: [UUID: String] = [:]
        for row in rows {
            names[try row.decode(column: "id", as: UUID.self)] = try row.decode(column: "name", as: String.self)
        }
        return names
    }

    func name(of id: UUID) async throws -> String? {
        try await names(of: [id])[id]
    }
}

extension Database {
    /// The Accounts module's directory of people on this connection.
    var people: PeopleDirectory { PeopleDirectory(db: self) }
}
