import Fluent

/// A chef's links were a JSON array kept as text; they become a typed column.
struct UpdateChefsLinksToArray: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.convertJSONTextToTextArray(table: Chef.schema, column: "links")
    }

    func revert(on database: any Database) async throws {
        try await database.convertTextArrayToJSONText(table: Chef.schema, column: "links")
    }
}
