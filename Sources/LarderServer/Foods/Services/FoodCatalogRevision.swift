import Fluent
import SQLKit

/// A counter that moves whenever the food table changes, so every Larder instance sharing the
/// database knows when to reload its in-memory food index (see `FoodCatalog`). One row, id 1.
enum FoodCatalogRevision {
    static let table = "food_catalog_revisions"

    /// The current revision; 0 before any food was stored.
    static func current(on db: any Database) async throws -> Int {
        let row = try await db.sql().select().column("revision").from(table).where("id", .equal, 1).first()
        return try row?.decode(column: "revision", as: Int.self) ?? 0
    }

    /// Moves the revision on; call it inside the transaction that changed the table.
    static func advance(on db: any Database) async throws {
        try await db.sql().raw("UPDATE \(ident: table) SET revision = revision + 1 WHERE id = 1").run()
    }
}
