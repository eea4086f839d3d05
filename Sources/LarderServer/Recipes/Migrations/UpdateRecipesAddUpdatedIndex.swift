import Fluent
import SQLKit

/// Lets "what can I cook" find the recipes changed since it last looked (the newest
/// `updated_at`) without reading the whole table.
struct UpdateRecipesAddUpdatedIndex: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.sql().raw("CREATE INDEX recipes_updated ON recipes (updated_at)").run()
    }

    func revert(on database: any Database) async throws {
        try await database.sql().raw("DROP INDEX recipes_updated").run()
    }
}
