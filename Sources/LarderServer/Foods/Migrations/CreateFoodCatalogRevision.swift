import Fluent
import SQLKit

struct CreateFoodCatalogRevision: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(FoodCatalogRevision.table)
            .field("id", .int, .identifier(auto: false))
            .field("revision", .int, .required)
            .create()
        try await database.sql().insert(into: FoodCatalogRevision.table)
            .columns("id", "revision").values(SQLBind(1), SQLBind(0)).run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(FoodCatalogRevision.table).delete()
    }
}
