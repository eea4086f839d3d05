import Fluent

/// An item's summed amount was JSON kept as text; it becomes a typed column.
struct UpdateShoppingItemsAmountToJSON: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.convertTextToJSONB(table: ShoppingItem.schema, column: "amount")
    }

    func revert(on database: any Database) async throws {
        try await database.convertJSONBToText(table: ShoppingItem.schema, column: "amount")
    }
}
