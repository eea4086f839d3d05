import Fluent
import FluentSQL
import Foundation

/// Accounts: registration, sign-in checks and profile changes. Other modules find people
/// through this service, never through the users table.
package struct AccountService {
    let db: any Database
    let hasher: PasswordHasher
    let clock: LarderClock

    package struct Registration {
        var name: String
        var email: String?
        var phone: String?
        var password: String
        var language: Language?
        /// Only the command line sets this; through the API only the very first account is an admin.
        var makeAdmin = false

        package init(name: String, email: String?, phone: String?, password: String, language: Language?, makeAdmin: Bool = false) {
            self.name = name
            self.email = email
            self.phone = phone
            self.password = password
            self.language = language
            self.makeAdmin = makeAdmin
        }
    }

    /// A registration's fields, checked and normalised.
    struct CheckedRegistration {
        var name: String
        var email: String?
        var phone: String?
        var language: Language?
    }

    func checked(_ registration: Registration) throws -> CheckedRegistration {
        if let first = problems(with: registration).first { throw first }
        return CheckedRegistration(
            name: try AccountRules.name(registration.name),
            email: try registration.email.nonEmpty.map { try AccountRules.email($0) },
            phone: try registration.phone.nonEmpty.map { try AccountRules.phone($0) },
            language: registration.language)
    }

    /// Every rule a registration breaks, at most one per field and in the form's order, so a form
    /// can show them all at once (the API answers with the first).
    package func problems(with registration: Registration) -> [AppError] {
        func problem(_ check: () throws -> Void) -> AppError? {
            do { try check() } catch let error as AppError { return error } catch { return nil }
            return nil
        }
        let email = registration.email.nonEmpty
        let phone = registration.phone.nonEmpty
        return [
            problem { _ = try AccountRules.name(registration.name) },
            problem { _ = try email.map { try AccountRules.email($0) } },
            problem { _ = try phone.map { try AccountRules.phone($0) } },
            email == nil && phone == nil ? AppError.invalid("email", .errorEmailOrPhoneRequired) : nil,
            problem { try AccountRules.password(registration.password) },
        ].compactMap { $0 }
    }

    /// Creates the account at once. Registration by email when Larder sends mail goes through
    /// `RegistrationService` instead, which confirms the address first.
    package func register(_ registration: Registration) async throws -> Person {
        let checked = try checked(registration)
        // Before the slow hash too, so a taken address is answered at once.
        try await ensureAvailable(email: checked.email, phone: checked.phone)
        return try await create(checked, passwordHash: try await hasher.hash(registration.password), makeAdmin: registration.makeAdmin)
    }

    /// Stores a checked registration as an account; the very first account is an administrator.
    func create(_ registration: CheckedRegistration, passwordHash: String, makeAdmin: Bool = false) async throws -> Person {
        try await ensureAvailable(email: registration.email, phone: registration.phone)
        let isFirstAccount = try await User.query(on: db).count() == 0
        let user = User(
            name: registration.name,
            email: registration.email,
            phone: registration.phone,
            passwordHash: passwordHash,
            isAdmin: makeAdmin || isFirstAccount,
            preferredLanguage: registration.language
        )
        try await saveMappingConflicts(user)
        return try user.person
    }

    /// Checks a login and password, slowing down repeated failures. Every wrong answer gets the
    /// same message, so the response never tells whether an account exists.
    func authenticate(login rawLogin: String, password: String, address: String?) async throws -> Person {
        let trimmed = rawLogin.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw AppError.invalid("login", .errorLoginEmpty) }
        let login = (try? AccountRules.login(trimmed))
        let throttleKey = login?.normalised ?? trimmed.lowercased()
        let throttle = LoginThrottle(db: db, clock: clock)
        let attempt = try await throttle.begin(login: throttleKey, address: address)
        let user: User?
        let matches: Bool
        do {
            user = try await login.asyncFlatMap { try await self.user(matching: $0) }
            if let user {
                matches = try await hasher.verify(password, against: user.passwordHash)
            } else {
                await hasher.verifyAgainstNothing(password)
                matches = false
            }
        } catch {
            await throttle.abandoned(attempt)
            throw error
        }
        guard let user, matches else {
            throw try await throttle.failed(attempt) ?? AppError(.unauthenticated, .errorWrongCredentials)
        }
        try await throttle.succeeded(attempt)
        return try user.person
    }

    private func user(id: UUID) async throws -> User {
        guard let user = try await User.find(id, on: db) else { throw AppError.notFound(.errorUserNotFound, field: "userId") }
        return user
    }

    /// The person, read on every web page from the session's id: the columns a person needs,
    /// straight into the value, as for the API's sessions below.
    func person(id: UUID) async throws -> Person? {
        let row = try await db.sql().raw("""
            SELECT \(unsafeRaw: Self.personColumns) FROM \(ident: User.schema) AS u WHERE u.id = \(bind: id)
            """).first()
        return try row.map { try Self.person(id, from: $0) }
    }

    /// The person, when their API sign-in `session` is still open: one query on every API request,
    /// so it reads the columns a person needs straight into the value, without a `User` model.
    func person(id: UUID, session: UUID) async throws -> Person? {
        let row = try await db.sql().raw("""
            SELECT \(unsafeRaw: Self.personColumns)
            FROM \(ident: User.schema) AS u JOIN \(ident: APISession.schema) AS s ON s.user_id = u.id
            WHERE u.id = \(bind: id) AND s.id = \(bind: session) AND s.ended_at IS NULL
            """).first()
        return try row.map { try Self.person(id, from: $0) }
    }

    private static let personColumns = "u.name, u.email, u.phone, u.is_admin, u.preferred_language, u.created_at, u.sign_in_generation"

    private static func person(_ id: UUID, from row: any SQLRow) throws -> Person {
        Person(
            id: id, name: try row.decode(column: "name", as: String.self), email: try row.decode(column: "email", as: String?.self),
            phone: try row.decode(column: "phone", as: String?.self), isAdmin: try row.decode(column: "is_admin", as: Bool.self),
            preferredLanguage: try row.decode(column: "preferred_language", as: String?.self).flatMap(Language.init(rawValue:)),
            createdAt: try row.decode(column: "created_at", as: Date?.self),
            signInGeneration: try row.decode(column: "sign_in_generation", as: Int.self))
    }

    /// True until the first account exists.
    func isEmpty() async throws -> Bool {
        try await User.query(on: db).count() == 0
    }

    package func find(_ login: AccountRules.Login) async throws -> Person? {
        try await user(matching: login)?.person
    }

    private func user(matching login: AccountRules.Login) async throws -> User? {
        switch login {
        case .email(let email): try await User.query(on: db).filter(\.$email == email).first()
        case .phone(let phone): try await User.query(on: db).filter(\.$phone == phone).first()
        }
    }

    func people(ids: [UUID]) async throws -> [UUID: Person] {
        guard !ids.isEmpty else { return [:] }
        let users = try await User.query(on: db).filter(\.$id ~~ ids).all()
        return Dictionary(uniqueKeysWithValues: try users.map { user in (try user.requireID(), try user.person) })
    }

    struct ProfileChanges {
        var name: String?
        /// An empty string removes the email.
        var email: String?
        /// An empty string removes the phone.
        var phone: String?
        var language: Language?
        var currentPassword: String?
        var newPassword: String?
    }

    /// Applies a person's own changes. A new password needs the current one, and signs out
    /// every other API client (their refresh tokens are revoked).
    @discardableResult
    func updateProfile(_ userID: UUID, _ changes: ProfileChanges, tokens: TokenIssuer?) async throws -> Person {
        let user = try await user(id: userID)
        if let name = changes.name { user.name = try AccountRules.name(name) }
        try applyContact(changes.email, changes.phone, to: user)
        if let language = changes.language { user.preferredLanguage = language }
        var passwordChanged = false
        if let newPassword = changes.newPassword {
            guard let current = changes.currentPassword, !current.isEmpty else {
                throw AppError.invalid("currentPassword", .errorCurrentPasswordRequired)
            }
            guard try await hasher.verify(current, against: user.passwordHash) else {
                throw AppError.invalid("currentPassword", .errorCurrentPasswordWrong)
            }
            try AccountRules.password(newPassword, field: "newPassword")
            user.passwordHash = try await hasher.hash(newPassword)
            passwordChanged = true
        }
        try await ensureAvailable(email: user.email, phone: user.phone, except: user.id)
        try await saveMappingConflicts(user)
        if passwordChanged, let tokens {
            try await tokens.revokeAll(userID: userID)
        }
        return try user.person
    }

    struct AccountChanges {
        var name: String?
        var email: String?
        var phone: String?
        var isAdmin: Bool?
    }

    /// An administrator's changes to any account, including the admin role. The last admin
    /// cannot be demoted, or nobody could ever administer Larder again.
    @discardableResult
    func updateAccount(_ userID: UUID, _ changes: AccountChanges) async throws -> Person {
        let user = try await user(id: userID)
        if let name = changes.name { user.name = try AccountRules.name(name) }
        try applyContact(changes.email, changes.phone, to: user)
        if let isAdmin = changes.isAdmin, isAdmin != user.isAdmin {
            if !isAdmin, try await User.query(on: db).filter(\.$isAdmin == true).count() <= 1 {
                throw AppError.conflict(.errorLastAdmin, field: "roles")
            }
            user.isAdmin = isAdmin
        }
        try await ensureAvailable(email: user.email, phone: user.phone, except: user.id)
        try await saveMappingConflicts(user)
        return try user.person
    }

    /// One account as an administrator sees it.
    func account(_ userID: UUID) async throws -> Person {
        try await user(id: userID).person
    }

    struct Page {
        var items: [Person]
        var total: Int
    }

    /// Accounts whose name, email or phone contains `search` (case-insensitive), by name.
    func accounts(matching search: String?, page: Int, per: Int) async throws -> Page {
        let query = User.query(on: db)
        if let search = search?.trimmingCharacters(in: .whitespacesAndNewlines), !search.isEmpty {
            let pattern = "%" + search.lowercased().escapingLikeWildcards + "%"
            query.group(.or) { group in
                for column in ["name", "email", "phone"] {
                    group.filter(.sql(embed: "LOWER(\(ident: column)) LIKE \(bind: pattern) ESCAPE '\\'"))
                }
            }
        }
        let total = try await query.count()
        let items = try await query.sort(\.$name).sort(\.$id).offset((page - 1) * per).limit(per).all()
        return Page(items: try items.map { try $0.person }, total: total)
    }

    // MARK: - helpers

    private func applyContact(_ email: String?, _ phone: String?, to user: User) throws {
        if let email {
            user.email = email.isEmpty ? nil : try AccountRules.email(email)
        }
        if let phone {
            user.phone = phone.isEmpty ? nil : try AccountRules.phone(phone)
        }
        guard user.email != nil || user.phone != nil else {
            throw AppError.invalid(email != nil ? "email" : "phone", .errorEmailOrPhoneRequired)
        }
    }

    /// Throws 409 naming the field when another account has the email or phone.
    func ensureAvailable(email: String?, phone: String?, except userID: UUID? = nil) async throws {
        if let email {
            let query = User.query(on: db).filter(\.$email == email)
            if let userID { query.filter(\.$id != userID) }
            if try await query.count() > 0 { throw AppError.conflict(.errorEmailTaken, field: "email") }
        }
        if let phone {
            let query = User.query(on: db).filter(\.$phone == phone)
            if let userID { query.filter(\.$id != userID) }
            if try await query.count() > 0 { throw AppError.conflict(.errorPhoneTaken, field: "phone") }
        }
    }

    /// The unique indexes are the final word when two requests claim the same email at once.
    private func saveMappingConflicts(_ user: User) async throws {
        do {
            try await user.save(on: db)
        } catch let error as any DatabaseError where error.isConstraintFailure {
            throw AppError.conflict(.errorLoginTaken, field: user.email != nil ? "email" : "phone")
        }
    }
}

extension Optional where Wrapped == String {
    /// nil for nil, empty or blank strings.
    var nonEmpty: String? {
        guard let self, !self.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
        return self
    }
}

extension Optional {
    func asyncFlatMap<T>(_ transform: (Wrapped) async throws -> T?) async rethrows -> T? {
        guard let self else { return nil }
        return try await transform(self)
    }
}

extension String {
    /// Escapes `%`, `_` and `\` for a LIKE pattern using `\` as the escape character.
    var escapingLikeWildcards: String {
        var escaped = ""
        for character in self {
            if character == "%" || character == "_" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
