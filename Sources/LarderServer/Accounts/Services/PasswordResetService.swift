import Fluent
import Foundation

/// Forgotten passwords: single-use links that expire, sent by mail or handed out by an
/// administrator. Setting a new password through one ends every sign-in of the account.
struct PasswordResetService {
    let db: any Database
    let hasher: PasswordHasher
    let clock: LarderClock

    /// A mailed link is good for an hour; one an administrator passes on by hand, for a day.
    static func lifetime(of channel: PasswordReset.Channel) -> TimeInterval {
        switch channel {
        case .mail: 3600
        case .administrator: 24 * 3600
        }
    }

    /// At most one mail per account in this long, so "forgot password" cannot flood a mailbox.
    static let mailInterval: TimeInterval = 60

    struct Link {
        var token: String
        var expiresAt: Date
        var person: Person

        /// The page the link opens, on Larder's address `base` (with or without a trailing slash).
        func url(on base: String) -> String { (base.hasSuffix("/") ? String(base.dropLast()) : base) + AccountRoute.passwordReset.path(query: ["token": token]) }
    }

    /// A new link for the account.
    func issue(for userID: UUID, channel: PasswordReset.Channel) async throws -> Link {
        guard let user = try await User.find(userID, on: db) else { throw AppError.notFound(.errorUserNotFound) }
        let token = Secrets.randomToken()
        let now = clock.now()
        let expiresAt = now + Self.lifetime(of: channel)
        try await PasswordReset(userID: userID, tokenHash: Secrets.sha256Hex(token), channel: channel, createdAt: now, expiresAt: expiresAt)
            .create(on: db)
        return Link(token: token, expiresAt: expiresAt, person: try user.person)
    }

    /// A link to mail for "forgot password", or nil — no account has that email address, or one was
    /// mailed a moment ago. The caller answers the same either way, so nobody learns which.
    func issueForMail(login: String) async throws -> (link: Link, address: String)? {
        guard case .email(let address)? = try? AccountRules.login(login),
              let user = try await User.query(on: db).filter(\.$email == address).first()
        else { return nil }
        let userID = try user.requireID()
        let recent = try await PasswordReset.query(on: db)
            .filter(\.$user.$id == userID)
            .filter(\.$channel == .mail)
            .filter(\.$createdAt > clock.now() - Self.mailInterval)
            .count()
        guard recent == 0 else { return nil }
        return (try await issue(for: userID, channel: .mail), address)
    }

    /// The person a link resets, while it is unused and unexpired.
    func person(for token: String) async throws -> Person {
        let reset = try await usable(token, on: db)
        guard let user = try await User.find(reset.$user.id, on: db) else { throw AppError.notFound(.errorResetLinkInvalid) }
        return try user.person
    }

    /// Sets the new password, uses up this and every other open link of the account, and ends its
    /// sign-ins: API sessions and refresh tokens at once, web sessions at their next request.
    func redeem(_ token: String, newPassword: String) async throws -> Person {
        let userID = try await usable(token, on: db).$user.id
        try AccountRules.password(newPassword, field: "password")
        let hash = try await hasher.hash(newPassword)
        let now = clock.now()
        let tokenHash = Secrets.sha256Hex(token)
        return try await db.writeTransaction(locking: .person(userID)) { db in
            // Checked again under the lock: two tabs sending the same link set the password once.
            _ = try await PasswordResetService.usable(tokenHash: tokenHash, now: now, on: db)
            guard let user = try await User.find(userID, on: db) else { throw AppError.notFound(.errorResetLinkInvalid) }
            user.passwordHash = hash
            user.signInGeneration += 1
            try await user.save(on: db)
            try await PasswordReset.query(on: db)
                .filter(\.$user.$id == userID)
                .filter(\.$usedAt == nil)
                .set(\.$usedAt, to: now)
                .update()
            try await TokenIssuer.endSignIns(of: userID, at: now, on: db)
            return try user.person
        }
    }

    private func usable(_ token: String, on db: any Database) async throws -> PasswordReset {
        try await Self.usable(tokenHash: Secrets.sha256Hex(token), now: clock.now(), on: db)
    }

    private static func usable(tokenHash: String, now: Date, on db: any Database) async throws -> PasswordReset {
        guard let reset = try await PasswordReset.query(on: db).filter(\.$tokenHash == tokenHash).first(),
              reset.usedAt == nil, reset.expiresAt > now
        else { throw AppError.notFound(.errorResetLinkInvalid, field: "token") }
        return reset
    }
}
