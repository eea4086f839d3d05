import Fluent
import Foundation
import SQLKit

/// Slows down password guessing, per login and per network address.
///
/// A few failures are free; after that each failure blocks further attempts for a doubling delay
/// (1 s, 2 s, 4 s … up to 15 minutes). A quiet quarter of an hour forgets the failures; a successful
/// sign-in forgets the login's failures.
///
/// Each login has at most one password check in flight, claimed in the database before the slow
/// hash is checked: forty guesses sent at once get one check and thirty-nine 429s, on every
/// instance sharing the database. An address's failures slow wrong guesses from it but never
/// refuse a right password — behind a proxy or a household's router, everyone shares one address.
struct LoginThrottle {
    struct Policy: Sendable {
        var freeFailures: Int
        var maximumDelay: TimeInterval = 15 * 60
        var forgetAfter: TimeInterval = 15 * 60
    }

    static let loginPolicy = Policy(freeFailures: 5)
    static let addressPolicy = Policy(freeFailures: 20)
    /// How long a claimed check may take before another attempt may claim the login again
    /// (a request that died mid-check must not lock the account).
    static let checkLease: TimeInterval = 30

    let db: any Database
    let clock: LarderClock

    /// A claimed check: the login is held until `failed` or `succeeded`.
    struct Attempt: Sendable {
        var loginKey: String
        var addressKey: String?
        /// The address is over its free failures: a wrong password from it is answered 429.
        var addressBlockedFor: Int?
    }

    /// Claims the login's one check, or throws 429 with how long to wait.
    func begin(login: String, address: String?) async throws -> Attempt {
        let loginKey = "login:\(login)"
        let now = clock.now()
        let sql = try db.sql()
        try await sql.insert(into: LoginFailure.schema)
            .columns("id", "key", "failures", "last_failure_at")
            .values(SQLBind(UUID()), SQLBind(loginKey), SQLBind(0), SQLBind(now))
            .ignoringConflicts(with: ["key"])
            .run()
        let claimed = try await sql.update(LoginFailure.schema)
            .set("checking_until", to: SQLBind(now.addingTimeInterval(Self.checkLease)))
            .where("key", .equal, SQLBind(loginKey))
            .where { $0.where("checking_until", .is, SQLLiteral.null).orWhere("checking_until", .lessThan, SQLBind(now)) }
            .where { $0.where("blocked_until", .is, SQLLiteral.null).orWhere("blocked_until", .lessThanOrEqual, SQLBind(now)) }
            .returning("id")
            .all()
        guard claimed.count == 1 else {
            let blocked = try await LoginFailure.query(on: db).filter(\.$key == loginKey).first()?.blockedUntil
            throw Self.tooMany(seconds: blocked.map { $0.timeIntervalSince(now) } ?? 1)
        }
        var attempt = Attempt(loginKey: loginKey, addressKey: address.map { "address:\($0)" })
        if let addressKey = attempt.addressKey,
            let blockedUntil = try await LoginFailure.query(on: db).filter(\.$key == addressKey).first()?.blockedUntil,
            blockedUntil > now
        {
            attempt.addressBlockedFor = Int(blockedUntil.timeIntervalSince(now).rounded(.up))
        }
        return attempt
    }

    /// Seconds the login must wait before another attempt, or nil when it may try now. For
    /// checks that need no claim (an app password is a digest lookup, not a slow hash).
    func blockedFor(login: String) async throws -> Int? {
        let now = clock.now()
        guard let blocked = try await LoginFailure.query(on: db).filter(\.$key == "login:\(login)").first()?.blockedUntil,
            blocked > now
        else { return nil }
        return max(Int(blocked.timeIntervalSince(now).rounded(.up)), 1)
    }

    static func tooMany(waiting seconds: Int) -> AppError { tooMany(seconds: TimeInterval(seconds)) }

    /// A wrong password: counts against the login and the address, and releases the login.
    /// The error to answer with: 429 when the address is blocked, else the caller's 401.
    func failed(_ attempt: Attempt) async throws -> AppError? {
        try await recordFailure(attempt.loginKey, policy: Self.loginPolicy, releasing: true)
        if let addressKey = attempt.addressKey {
            try await recordFailure(addressKey, policy: Self.addressPolicy, releasing: false)
        }
        return attempt.addressBlockedFor.map { Self.tooMany(seconds: TimeInterval($0)) }
    }

    /// The right password: the login's failures are forgotten.
    func succeeded(_ attempt: Attempt) async throws {
        try await LoginFailure.query(on: db).filter(\.$key == attempt.loginKey).delete()
    }

    /// The check did not finish (an error on the way): the login is released, nothing counted.
    func abandoned(_ attempt: Attempt) async {
        _ = try? await db.sql().update(LoginFailure.schema)
            .set("checking_until", to: SQLLiteral.null)
            .where("key", .equal, SQLBind(attempt.loginKey))
            .run()
    }

    private func recordFailure(_ key: String, policy: Policy, releasing: Bool) async throws {
        let now = clock.now()
        let record = try await LoginFailure.query(on: db).filter(\.$key == key).first()
            ?? LoginFailure(key: key, failures: 0, lastFailureAt: now)
        if now.timeIntervalSince(record.lastFailureAt) > policy.forgetAfter {
            record.failures = 0
        }
        record.failures += 1
        record.lastFailureAt = now
        if releasing { record.checkingUntil = nil }
        if record.failures >= policy.freeFailures {
            let exponent = Double(min(record.failures - policy.freeFailures, 20))
            record.blockedUntil = now.addingTimeInterval(min(pow(2, exponent), policy.maximumDelay))
        }
        do {
            try await record.save(on: db)
        } catch let error as any DatabaseError where error.isConstraintFailure {
            // Another request created the address's row first; its count stands, close enough to slow a guesser.
        }
    }

    private static func tooMany(seconds: TimeInterval) -> AppError {
        let wait = max(Int(seconds.rounded(.up)), 1)
        return AppError(.tooManyRequests, .errorTooManyLoginAttempts, [String(wait)], retryAfter: wait)
    }
}
