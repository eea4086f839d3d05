import Fluent

struct CreateLoginFailure: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(LoginFailure.schema)
            .id()
            .field("key", .string, .required)
            .field("failures", .int, .required)
            .field("last_failure_at", .datetime, .required)
            .field("blocked_until", .datetime)
            .unique(on: "key")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(LoginFailure.schema).delete()
    }
}
