import Fluent

/// A login's password check in flight is claimed in its row, so parallel guesses cannot all be checked.
struct UpdateLoginFailuresAddCheckingUntil: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(LoginFailure.schema).field("checking_until", .datetime).update()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(LoginFailure.schema).deleteField("checking_until").update()
    }
}
