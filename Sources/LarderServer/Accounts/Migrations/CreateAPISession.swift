import Fluent

/// API sign-ins as rows, and each refresh token tied to its sign-in.
struct CreateAPISession: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(APISession.schema)
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, "id", onDelete: .cascade))
            .field("created_at", .datetime)
            .field("ended_at", .datetime)
            .create()
        try await database.schema(RefreshToken.schema)
            .field("session_id", .uuid, .references(APISession.schema, "id", onDelete: .cascade))
            .update()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(RefreshToken.schema).deleteField("session_id").update()
        try await database.schema(APISession.schema).delete()
    }
}
