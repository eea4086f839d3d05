import Fluent
import Foundation

/// App passwords: one per phone or program that signs in with HTTP Basic (CalDAV), made and
/// revoked by their owner. Wrong guesses count against the login like wrong passwords do.
package struct AppPasswordService {
    let db: any Database
    let accounts: AccountService
    let clock: LarderClock

    enum Limits {
        static let name = 100
        static let perPerson = 50
    }

    /// How stale `lastUsedAt` may get before a sign-in writes it again: a phone's sync is many
    /// requests, and one write each would be wasted.
    static let lastUsedPrecision: TimeInterval = 5 * 60

    static let notFound = AppError.notFound(.errorAppPasswordNotFound)

    func passwords(of userID: UUID) async throws -> [AppPassword] {
        try await AppPassword.query(on: db).filter(\.$userID == userID).sort(\.$createdAt).all()
    }

    /// A new app password: the stored record and the password itself, which is shown once.
    func create(name rawName: String, for userID: UUID) async throws -> (AppPassword, password: String) {
        let name = rawName.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw AppError.invalid("name", .errorFieldRequired, ["name"]) }
        guard name.count <= Limits.name else { throw AppError.invalid("name", .errorFieldTooLong, ["name", String(Limits.name)]) }
        guard try await AppPassword.query(on: db).filter(\.$userID == userID).count() < Limits.perPerson else {
            throw AppError.invalid("name", .errorFieldTooMany, ["app passwords", String(Limits.perPerson)])
        }
        let password = Self.readable(Secrets.randomToken())
        let record = AppPassword(userID: userID, name: name, tokenHash: Self.digest(password), createdAt: clock.now())
        try await record.create(on: db)
        return (record, password)
    }

    func revoke(_ id: UUID, of userID: UUID) async throws {
        guard let record = try await AppPassword.query(on: db).filter(\.$id == id).filter(\.$userID == userID).first() else {
            throw Self.notFound
        }
        try await record.delete(on: db)
    }

    /// The person a Basic sign-in stands for: their login and one of their app passwords. The
    /// account password is never accepted here.
    func person(login rawLogin: String, password: String, address: String?) async throws -> Person {
        let trimmed = rawLogin.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, let login = try? AccountRules.login(trimmed) else {
            throw AppError(.unauthenticated, .errorWrongCredentials)
        }
        let throttle = LoginThrottle(db: db, clock: clock)
        if let wait = try await throttle.blockedFor(login: login.normalised) { throw LoginThrottle.tooMany(waiting: wait) }
        if let person = try await accounts.find(login),
            let record = try await AppPassword.query(on: db).filter(\.$userID == person.id)
                .filter(\.$tokenHash == Self.digest(Self.normalised(password))).first()
        {
            let now = clock.now()
            if record.lastUsedAt.map({ now.timeIntervalSince($0) > Self.lastUsedPrecision }) ?? true {
                record.lastUsedAt = now
                try await record.save(on: db)
            }
            return person
        }
        let attempt = try await throttle.begin(login: login.normalised, address: address)
        throw try await throttle.failed(attempt) ?? AppError(.unauthenticated, .errorWrongCredentials)
    }

    /// Groups of four, so the password can be typed on a phone from the screen: the token's
    /// letters, lower-cased, dashes between groups.
    static func readable(_ token: String) -> String {
        let letters = token.lowercased().filter { $0.isLetter || $0.isNumber }.prefix(24)
        return stride(from: 0, to: letters.count, by: 4).map { start in
            String(letters.dropFirst(start).prefix(4))
        }.joined(separator: "-")
    }

    /// What was typed, read the way it was shown: case and spaces do not matter.
    static func normalised(_ typed: String) -> String {
        typed.lowercased().filter { !$0.isWhitespace }
    }

    static func digest(_ password: String) -> String {
        Secrets.sha256Hex(normalised(password))
    }
}
