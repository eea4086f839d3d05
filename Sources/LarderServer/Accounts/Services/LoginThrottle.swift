import Fluent
import Foundation

/// Slows down password guessing, per login and per network address.
///
/// A few failures are free; after that each failure blocks further attempts for a doubling delay
/// (1 s, 2 s, 4 s … up to 15 minutes). A quiet quarter of an hour forgets the failures; a successful
/// sign-in forgets the login's failures. An address gets more free failures than a login because a
/// whole household may sit behind one address.
struct LoginThrottle {
    struct Policy: Sendable {
        var freeFailures: Int
        var maximumDelay: TimeInterval = 15 * 60
        var forgetAfter: TimeInterval = 15 * 60
    }

    static let loginPolicy = Policy(freeFailures: 5)
    static let addressPolicy = Policy(freeFailures: 20)

    let db: any Database
    let clock: LarderClock

    /// Throws 429 when either key is still blocked.
    func checkAllowed(login: String, address: String?) async throws {
        let now = clock.now()
        for key in keys(login: login, address: address) {
            guard let record = try await LoginFailure.query(on: db).filter(\.$key == key.key).first(),
                  let blockedUntil = record.blockedUntil, blockedUntil > now
            else { continue }
            let seconds = Int(blockedUntil.timeIntervalSince(now).rounded(.up))
            throw AppError(.tooManyRequests, .errorTooManyLoginAttempts, [String(max(seconds, 1))], retryAfter: max(seconds, 1))
        }
    }

    func recordFailure(login: String, address: String?) async throws {
        let now = clock.now()
        for (key, policy) in keys(login: login, address: address) {
            let record = try await LoginFailure.query(on: db).filter(\.$key == key).first()
                ?? LoginFailure(key: key, failures: 0, lastFailureAt: now)
            if now.timeIntervalSince(record.lastFailureAt) > policy.forgetAfter {
                record.failures = 0
            }
            record.failures += 1
            record.lastFailureAt = now
            if record.failures >= policy.freeFailures {
                let exponent = Double(min(record.failures - policy.freeFailures, 20))
                record.blockedUntil = now.addingTimeInterval(min(pow(2, exponent), policy.maximumDelay))
            }
            do {
                try await record.save(on: db)
            } catch let error as any DatabaseError where error.isConstraintFailure {
                // Another request created the row first; its count stands, which is close enough to slow a guesser.
            }
        }
    }

    func recordSuccess(login: String) async throws {
        try await LoginFailure.query(on: db).filter(\.$key == "login:\(login)").delete()
    }

    private func keys(login: String, address: String?) -> [(key: String, policy: Policy)] {
        var keys = [("login:\(login)", Self.loginPolicy)]
        if let address {
            keys.append(("address:\(address)", Self.addressPolicy))
        }
        return keys
    }
}
