import Fluent
import Foundation

/// Registration that tells a stranger nothing about who has an account. When Larder sends mail,
/// registering with an email address makes no account at once: the address gets a link that makes
/// it, or — when it already has an account — a notice saying so. Both are answered alike, after
/// the same slow password hash, and the mail leaves after the answer.
///
/// Without mail nobody can prove an address is theirs, so registration makes the account at once
/// and a taken address is refused by name; so is a phone number, which has no mailbox to confirm.
/// The very first account, the administrator setting Larder up, is made at once too.
struct RegistrationService {
    let db: any Database
    let accounts: AccountService
    let hasher: PasswordHasher
    let clock: LarderClock
    /// Larder can mail a link: mail is configured and its public address is known.
    let mailsLinks: Bool

    /// A link is good for a day: people confirm from another device, or later.
    static let lifetime: TimeInterval = 24 * 3600

    /// At most one mail per address in this long, so registering cannot flood a mailbox.
    static let mailInterval: TimeInterval = 60

    enum Outcome {
        /// The account exists now.
        case created(Person)
        /// A mail is on its way to `address` (or was sent a moment ago): the same answer whether
        /// or not the address has an account.
        case mailed(address: String, mail: Mail?)
    }

    enum Mail {
        /// The address has no account yet: the link makes it.
        case confirm(Link)
        /// The address has an account: its owner is told, and offered sign-in and a password reset.
        case alreadyRegistered(Person)
    }

    struct Link {
        var token: String
        var name: String
        var language: Language?

        /// The page the link opens, on Larder's address `base` (with or without a trailing slash).
        func url(on base: String) -> String { (base.hasSuffix("/") ? String(base.dropLast()) : base) + AccountRoute.registerConfirm.path(query: ["token": token]) }
    }

    func register(_ registration: AccountService.Registration) async throws -> Outcome {
        let checked = try accounts.checked(registration)
        guard mailsLinks, let email = checked.email, !registration.makeAdmin, try await !accounts.isEmpty() else {
            return .created(try await accounts.register(registration))
        }
        try await accounts.ensureAvailable(email: nil, phone: checked.phone)
        // Hashed whether or not the address has an account, so the time taken tells nothing either.
        let passwordHash = try await hasher.hash(registration.password)
        let now = clock.now()
        try await RegistrationRequest.query(on: db).filter(\.$expiresAt < now).delete()
        let recent = try await RegistrationRequest.query(on: db)
            .filter(\.$email == email)
            .filter(\.$createdAt > now - Self.mailInterval)
            .count()
        guard recent == 0 else { return .mailed(address: email, mail: nil) }
        if let owner = try await accounts.find(.email(email)) {
            // Kept only as long as it counts towards the one mail a minute.
            try await RegistrationRequest(kind: .existingAccount, email: email, createdAt: now, expiresAt: now + Self.mailInterval)
                .create(on: db)
            return .mailed(address: email, mail: .alreadyRegistered(owner))
        }
        let token = Secrets.randomToken()
        try await RegistrationRequest(
            kind: .newAccount, email: email, createdAt: now, expiresAt: now + Self.lifetime, tokenHash: Secrets.sha256Hex(token),
            name: checked.name, phone: checked.phone, passwordHash: passwordHash, preferredLanguage: checked.language
        ).create(on: db)
        return .mailed(address: email, mail: .confirm(Link(token: token, name: checked.name, language: checked.language)))
    }

    /// The name and address a link would make an account for, while it is unused and unexpired.
    func pending(_ token: String) async throws -> (name: String, email: String) {
        let request = try await Self.usable(tokenHash: Secrets.sha256Hex(token), now: clock.now(), on: db)
        return (request.name ?? "", request.email)
    }

    /// Makes the account the link was mailed for, once. An account that took the address or the
    /// phone number in the meantime is a 409 naming the field.
    func confirm(_ token: String) async throws -> Person {
        let tokenHash = Secrets.sha256Hex(token)
        let now = clock.now()
        let requestID = try await Self.usable(tokenHash: tokenHash, now: now, on: db).requireID()
        let hasher = self.hasher, clock = self.clock
        return try await db.writeTransaction(locking: RowLock(table: RegistrationRequest.schema, id: requestID)) { db in
            // Checked again under the lock: two tabs opening the same link make one account.
            let request = try await Self.usable(tokenHash: tokenHash, now: now, on: db)
            guard let name = request.name, let passwordHash = request.passwordHash else {
                throw AppError.notFound(.errorRegistrationLinkInvalid, field: "token")
            }
            request.usedAt = now
            try await request.save(on: db)
            let registration = AccountService.CheckedRegistration(
                name: name, email: request.email, phone: request.phone, language: request.preferredLanguage)
            return try await AccountService(db: db, hasher: hasher, clock: clock).create(registration, passwordHash: passwordHash)
        }
    }

    private static func usable(tokenHash: String, now: Date, on db: any Database) async throws -> RegistrationRequest {
        guard let request = try await RegistrationRequest.query(on: db)
            .filter(\.$tokenHash == tokenHash)
            .filter(\.$kind == .newAccount)
            .first(),
            request.usedAt == nil, request.expiresAt > now
        else { throw AppError.notFound(.errorRegistrationLinkInvalid, field: "token") }
        return request
    }
}
