import Fluent
import SQLKit

/// Reset links, and the count of password resets on each account: a web session remembers the
/// count it signed in under, so a reset ends every earlier session.
struct CreatePasswordResets: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(PasswordReset.schema)
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, "id", onDelete: .cascade))
            .field("token_hash", .string, .required)
            .field("channel", .string, .required)
            .field("expires_at", .datetime, .required)
            .field("used_at", .datetime)
            .field("created_at", .datetime, .required)
            .unique(on: "token_hash")
            .create()
        try await database.sql().create(index: "password_resets_user_id").on(PasswordReset.schema).column("user_id").run()
        try await database.schema(User.schema)
            .field("sign_in_generation", .int, .required, .sql(.default(0)))
            .update()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(User.schema).deleteField("sign_in_generation").update()
        try await database.schema(PasswordReset.schema).delete()
    }
}
