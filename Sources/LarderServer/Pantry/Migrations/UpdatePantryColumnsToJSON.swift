import Fluent

/// The ledger's item states and the staples list were JSON kept as text; they become typed
/// columns, so a stored value that does not decode is an error instead of a default.
struct UpdatePantryColumnsToJSON: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.convertTextToJSONB(table: PantryLedgerEntry.schema, column: "before")
        try await database.convertTextToJSONB(table: PantryLedgerEntry.schema, column: "after")
        try await database.convertJSONTextToTextArray(table: PantrySettings.schema, column: "staples")
    }

    func revert(on database: any Database) async throws {
        try await database.convertJSONBToText(table: PantryLedgerEntry.schema, column: "before")
        try await database.convertJSONBToText(table: PantryLedgerEntry.schema, column: "after")
        try await database.convertTextArrayToJSONText(table: PantrySettings.schema, column: "staples")
    }
}
