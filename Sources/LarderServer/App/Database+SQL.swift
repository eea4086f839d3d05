import Fluent
import SQLKit

extension Database {
    /// Both storage engines Larder runs on speak SQL; this reaches the SQL layer for the few
    /// statements Fluent's query builder cannot express (conditional updates, locks, full-text search).
    package func sql() throws -> any SQLDatabase {
        guard let sql = self as? any SQLDatabase else {
            throw DatabaseUnsupported()
        }
        return sql
    }
}

private struct DatabaseUnsupported: Error, CustomStringConvertible {
    var description: String { "Larder needs an SQL database (SQLite or PostgreSQL)" }
}
