import Fluent
import Vapor

/// Facts about this Larder installation, for the command line.
public enum Installation {
    /// True until the first account exists: the first visit then invites the administrator's account.
    public static func isNew(_ app: Application) async throws -> Bool {
        try await AccountService(db: app.db, hasher: app.passwordHasher, clock: app.larderClock).isEmpty()
    }
}
