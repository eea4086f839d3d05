import Fluent
import Foundation
import JWT
import SQLKit

/// Issues, rotates and revokes the token pairs API clients sign in with.
struct TokenIssuer {
    let db: any Database
    let keys: JWTKeyCollection
    let clock: LarderClock
    let accessTokenLifetime: TimeInterval
    let refreshTokenLifetime: TimeInterval

    /// A new pair in the sign-in `session`, or in a new sign-in when there is none.
    func issue(for person: Person, in session: UUID? = nil) async throws -> IssuedTokens {
        let userID = person.id
        let now = clock.now()
        let sessionID: UUID
        if let session {
            sessionID = session
        } else {
            let started = APISession(userID: userID)
            try await started.create(on: db)
            sessionID = try started.requireID()
        }
        let payload = AccessToken(
            subject: .init(value: userID.uuidString),
            expiration: .init(value: now.addingTimeInterval(accessTokenLifetime)),
            issuedAt: .init(value: now),
            session: sessionID.uuidString
        )
        let accessToken = try await keys.sign(payload)
        let refreshToken = Secrets.randomToken()
        try await RefreshToken(
            userID: userID,
            sessionID: sessionID,
            tokenHash: Secrets.sha256Hex(refreshToken),
            expiresAt: now.addingTimeInterval(refreshTokenLifetime)
        ).create(on: db)
        return IssuedTokens(accessToken: accessToken, refreshToken: refreshToken, expiresIn: Int(accessTokenLifetime))
    }

    /// Trades a refresh token for a new pair. A token used twice means it leaked, so every
    /// refresh token of that account is revoked.
    func refresh(_ token: String) async throws -> (Person, IssuedTokens) {
        let now = clock.now()
        guard let stored = try await RefreshToken.query(on: db)
            .filter(\.$tokenHash == Secrets.sha256Hex(token))
            .with(\.$user)
            .first()
        else { throw AppError(.unauthenticated, .errorRefreshTokenInvalid, field: "refreshToken") }
        if stored.revokedAt != nil {
            try await revokeAll(userID: stored.$user.id)
            throw AppError(.unauthenticated, .errorRefreshTokenInvalid, field: "refreshToken")
        }
        guard stored.expiresAt > now else {
            throw AppError(.unauthenticated, .errorRefreshTokenInvalid, field: "refreshToken")
        }
        // Revoke only if nobody else did in the meantime: two refreshes racing get one new pair.
        let claimed = try await db.sql().update(RefreshToken.schema)
            .set("revoked_at", to: SQLBind(now))
            .where("id", .equal, SQLBind(stored.requireID()))
            .where("revoked_at", .is, SQLLiteral.null)
            .returning("id")
            .all()
        guard claimed.count == 1 else {
            throw AppError(.unauthenticated, .errorRefreshTokenInvalid, field: "refreshToken")
        }
        let person = try stored.user.person
        return (person, try await issue(for: person, in: stored.sessionID))
    }

    /// Logout: the refresh token and its sign-in end, and with it every access token of the sign-in.
    func revoke(_ token: String) async throws {
        let now = clock.now()
        guard let stored = try await RefreshToken.query(on: db).filter(\.$tokenHash == Secrets.sha256Hex(token)).first() else {
            return
        }
        if stored.revokedAt == nil {
            stored.revokedAt = now
            try await stored.save(on: db)
        }
        if let sessionID = stored.sessionID {
            try await APISession.query(on: db).filter(\.$id == sessionID).filter(\.$endedAt == nil).set(\.$endedAt, to: now).update()
        }
    }

    /// Every sign-in of the account ends: a new password, a leaked refresh token.
    func revokeAll(userID: UUID) async throws {
        try await Self.endSignIns(of: userID, at: clock.now(), on: db)
    }

    /// Revokes the account's refresh tokens and ends its API sessions (so its access tokens stop too), and
    /// removes its app passwords (a phone made by whoever knew the old password must not outlive it), on `db`:
    /// a caller's transaction when the end belongs with another change (a password reset).
    static func endSignIns(of userID: UUID, at now: Date, on db: any Database) async throws {
        try await RefreshToken.query(on: db)
            .filter(\.$user.$id == userID)
            .filter(\.$revokedAt == nil)
            .set(\.$revokedAt, to: now)
            .update()
        try await APISession.query(on: db).filter(\.$user.$id == userID).filter(\.$endedAt == nil).set(\.$endedAt, to: now).update()
        try await AppPassword.query(on: db).filter(\.$userID == userID).delete()
    }
}
