import Fluent
import Vapor

/// Account chores for the command line (`larder user …`), through the same rules as the API.
public struct AccountAdministration {
    let app: Application

    public init(app: Application) {
        self.app = app
    }

    private var accounts: AccountService {
        AccountService(db: app.db, hasher: app.passwordHasher, clock: app.larderClock)
    }

    /// Creates an account and returns a one-line description of it.
    public func createAccount(name: String, email: String?, phone: String?, password: String, admin: Bool) async throws -> String {
        do {
            let user = try await accounts.register(.init(
                name: name, email: email, phone: phone, password: password, language: nil, makeAdmin: admin
            ))
            return "\(user.isAdmin ? "administrator" : "account") \(user.name) <\(user.login)>"
        } catch let error as AppError {
            throw CommandFailure(error)
        }
    }

    public func promote(login: String) async throws -> String {
        do {
            guard let user = try await accounts.find(AccountRules.login(login)) else {
                throw AppError.notFound(.errorNoAccountWithLogin, [login], field: "login")
            }
            try await accounts.updateAccount(user.id, .init(isAdmin: true))
            return "\(user.name) <\(user.login)>"
        } catch let error as AppError {
            throw CommandFailure(error)
        }
    }
}

extension AccountAdministration {
    public struct ResetLink: Sendable {
        public var url: String
        public var expiresAt: Date
        public var account: String
    }

    /// A single-use link that sets a new password for the account, on Larder's address `base` (else the
    /// configured `LARDER_PUBLIC_URL`; with neither, the link is a path to open on Larder's address).
    public func resetLink(login: String, base: String?) async throws -> ResetLink {
        do {
            guard let person = try await accounts.find(AccountRules.login(login)) else {
                throw AppError.notFound(.errorNoAccountWithLogin, [login], field: "login")
            }
            let link = try await app.passwordResetService.issue(for: person.id, channel: .administrator)
            return ResetLink(url: link.url(on: base ?? app.larderConfiguration.publicURL ?? ""), expiresAt: link.expiresAt, account: "\(person.name) <\(person.login)>")
        } catch let error as AppError {
            throw CommandFailure(error)
        }
    }
}

/// A user error reported on the command line as one sentence.
public struct CommandFailure: Error, CustomStringConvertible {
    public let description: String

    init(_ error: AppError) {
        description = (error.field.map { "\($0): " } ?? "") + error.message
    }
}
