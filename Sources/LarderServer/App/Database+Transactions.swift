import Fluent
import Foundation
import SQLKit

extension Database {
    /// Runs `work` in a transaction that holds the write lock from its first statement, so that
    /// check-then-change logic (the last owner leaving, stock running out) cannot interleave.
    ///
    /// SQLite: Fluent begins transactions as DEFERRED, and two deferred transactions that both read
    /// and then write deadlock; a write as the first statement takes the database's write lock at
    /// once (what BEGIN IMMEDIATE would do), and SQLiteNIO's busy handler makes later writers wait.
    /// PostgreSQL: the row named by `lock` is locked FOR UPDATE, serialising work on that row
    /// while other rows stay concurrent.
    func writeTransaction<T: Sendable>(
        locking lock: RowLock? = nil,
        _ work: @escaping @Sendable (any Database) async throws -> T
    ) async throws -> T {
        try await transaction { transaction in
            let sql = try transaction.sql()
            if sql.dialect.name == "sqlite" {
                try await sql.raw("DELETE FROM \(ident: WriteIntent.table)").run()
            } else if let lock {
                try await sql.raw("SELECT 1 FROM \(ident: lock.table) WHERE id = \(bind: lock.id) FOR UPDATE").run()
            }
            return try await work(transaction)
        }
    }
}

/// A row whose lock serialises a kind of change (for example, a household's membership).
struct RowLock: Sendable {
    var table: String
    var id: UUID
}

/// An always-empty table; deleting from it is the cheapest statement that takes SQLite's write lock.
enum WriteIntent {
    static let table = "write_intents"
}

struct CreateWriteIntent: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(WriteIntent.table)
            .field("id", .int)
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(WriteIntent.table).delete()
    }
}
