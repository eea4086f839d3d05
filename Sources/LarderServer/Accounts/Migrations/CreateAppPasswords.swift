import Fluent
import SQLKit

struct CreateAppPasswords: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(AppPassword.schema)
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, "id", onDelete: .cascade))
            .field("name", .string, .required)
            .field("token_hash", .string, .required)
            .field("created_at", .datetime, .required)
            .field("last_used_at", .datetime)
            .unique(on: "token_hash")
            .create()
        try await database.sql().create(index: "app_passwords_user_id").on(AppPassword.schema).column("user_id").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(AppPassword.schema).delete()
    }
}
