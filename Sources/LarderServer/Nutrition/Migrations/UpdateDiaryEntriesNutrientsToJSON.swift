import Fluent

/// What a diary entry counted was JSON kept as text; it becomes a typed column.
struct UpdateDiaryEntriesNutrientsToJSON: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.convertTextToJSONB(table: DiaryEntry.schema, column: "nutrients")
    }

    func revert(on database: any Database) async throws {
        try await database.convertJSONBToText(table: DiaryEntry.schema, column: "nutrients")
    }
}
