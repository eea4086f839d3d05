import Fluent
import SQLKit

/// Columns that once held JSON as text take each engine's own type: JSONB and text arrays on
/// PostgreSQL, where Fluent binds Codable values as those types; SQLite keeps JSON as text,
/// which is what Fluent reads and writes there.
extension Database {
    /// A column of JSON objects becomes JSONB.
    func convertTextToJSONB(table: String, column: String) async throws {
        let sql = try self.sql()
        guard sql.dialect.name == "postgresql" else { return }
        try await sql.raw("ALTER TABLE \(ident: table) ALTER COLUMN \(ident: column) TYPE jsonb USING \(ident: column)::jsonb").run()
    }

    func convertJSONBToText(table: String, column: String) async throws {
        let sql = try self.sql()
        guard sql.dialect.name == "postgresql" else { return }
        try await sql.raw("ALTER TABLE \(ident: table) ALTER COLUMN \(ident: column) TYPE text USING \(ident: column)::text").run()
    }

    /// A column of JSON arrays of strings becomes a text array (Fluent's `[String]` on PostgreSQL).
    func convertJSONTextToTextArray(table: String, column: String) async throws {
        let sql = try self.sql()
        guard sql.dialect.name == "postgresql" else { return }
        let scratch = column + "_as_array"
        try await sql.raw("ALTER TABLE \(ident: table) ADD COLUMN \(ident: scratch) text[] NOT NULL DEFAULT '{}'").run()
        try await sql.raw(
            "UPDATE \(ident: table) SET \(ident: scratch) = ARRAY(SELECT jsonb_array_elements_text(\(ident: column)::jsonb))"
        ).run()
        try await sql.raw("ALTER TABLE \(ident: table) DROP COLUMN \(ident: column)").run()
        try await sql.raw("ALTER TABLE \(ident: table) RENAME COLUMN \(ident: scratch) TO \(ident: column)").run()
        try await sql.raw("ALTER TABLE \(ident: table) ALTER COLUMN \(ident: column) DROP DEFAULT").run()
    }

    func convertTextArrayToJSONText(table: String, column: String) async throws {
        let sql = try self.sql()
        guard sql.dialect.name == "postgresql" else { return }
        try await sql.raw("ALTER TABLE \(ident: table) ALTER COLUMN \(ident: column) TYPE text USING array_to_json(\(ident: column))::text").run()
    }
}
