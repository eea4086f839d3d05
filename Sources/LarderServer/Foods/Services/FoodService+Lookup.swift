import Fluent
import Foundation
import LarderCore

extension FoodService {
    /// The same service on another connection — a transaction's, so that reading foods inside it
    /// does not wait for a second connection.
    func on(_ db: any Database) -> FoodService {
        FoodService(db: db, catalog: catalog)
    }

    /// The foods with these ids, by id; ids that name no food are left out.
    package func entries(ids: Set<UUID>) async throws -> [UUID: Entry] {
        var found: [UUID: Entry] = [:]
        // The catalogue in memory holds nearly every food asked for; only the rest (foods a newer
        // table superseded) are read.
        let catalogue = try await catalog.current(on: db)
        for id in ids {
            if let food = catalogue.food(id: id) { found[id] = Entry(id: id, food: food) }
        }
        let all = Array(ids.filter { found[$0] == nil })
        // A few hundred at a time: SQLite and PostgreSQL both limit the values one statement binds.
        for start in stride(from: 0, to: all.count, by: 500) {
            let chunk = Array(all[start..<min(start + 500, all.count)])
            for row in try await FoodRecord.query(on: db).filter(\.$id ~~ chunk).all() {
                found[try row.requireID()] = Entry(id: try row.requireID(), food: try row.food())
            }
        }
        return found
    }

    /// The food a name most likely means ("eggs", "молоко", "Greek yogurt"), or nil when no food
    /// answers it well enough.
    package func bestMatch(for name: String) async throws -> Entry? {
        let snapshot = try await catalog.current(on: db)
        guard let match = FoodMatcher(snapshot.index).match(name), snapshot.ids.indices.contains(match.position) else { return nil }
        return Entry(id: snapshot.ids[match.position], food: match.food)
    }

    /// The food catalogue's revision: it moves whenever the food table changes, so whatever was
    /// worked out from foods' measures knows to work it out again.
    package func revision() async throws -> Int {
        try await catalog.current(on: db).revision
    }
}
