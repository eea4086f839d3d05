import Fluent
import SQLKit

/// Registrations waiting for their address to be confirmed, and notices to addresses that already
/// had an account.
struct CreateRegistrationRequests: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(RegistrationRequest.schema)
            .id()
            .field("kind", .string, .required)
            .field("email", .string, .required)
            .field("created_at", .datetime, .required)
            .field("expires_at", .datetime, .required)
            .field("used_at", .datetime)
            .field("token_hash", .string)
            .field("name", .string)
            .field("phone", .string)
            .field("password_hash", .string)
            .field("preferred_language", .string)
            .unique(on: "token_hash")
            .create()
        try await database.sql().create(index: "registration_requests_email_created_at")
            .on(RegistrationRequest.schema).column("email").column("created_at").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(RegistrationRequest.schema).delete()
    }
}
