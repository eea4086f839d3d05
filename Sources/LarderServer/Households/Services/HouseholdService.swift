import Fluent
import Foundation
import SQLKit

/// Households and their members. Every question about "may this person touch this household"
/// is answered here: a stranger is told the household does not exist (404), a member who
/// tries an owner's job is told no (403).
package struct HouseholdService {
    let db: any Database
    let accounts: AccountService

    /// A person's standing in one household, proven by `access(_:for:)`.
    package struct Access: Sendable {
        package var householdID: UUID
        package var userID: UUID
        package var role: HouseholdRole

        package init(householdID: UUID, userID: UUID, role: HouseholdRole) {
            self.householdID = householdID
            self.userID = userID
            self.role = role
        }

        var isOwner: Bool { role == .owner }

        func requireOwner() throws {
            guard isOwner else { throw AppError.forbidden(.errorOwnersOnly) }
        }
    }

    /// A household as other modules see it: a value, never the model.
    struct Info: Sendable, Hashable {
        var id: UUID
        var name: String
        var description: String?
        var createdAt: Date?
    }

    struct Summary: Sendable {
        var household: Info
        var role: HouseholdRole
        var memberCount: Int
    }

    struct MemberInfo {
        var userID: UUID
        var name: String
        var email: String?
        var phone: String?
        var role: HouseholdRole
        var joinedAt: Date?
    }

    struct Detail {
        var household: Info
        var role: HouseholdRole
        var members: [MemberInfo]
    }

    package func create(name rawName: String, description rawDescription: String?, by user: Person) async throws -> Household {
        let name = try Self.validName(rawName)
        let description = try Self.validDescription(rawDescription)
        let userID = user.id
        return try await db.transaction { db in
            let household = Household(name: name, description: description)
            try await household.create(on: db)
            try await HouseholdMember(householdID: household.requireID(), userID: userID, role: .owner).create(on: db)
            Memberships.changed()
            return household
        }
    }

    func households(of user: Person) async throws -> [Summary] {
        // Every page that offers a household asks this: one statement, read by columns, not three
        // queries through models.
        let rows = try await db.sql().raw(
            """
            SELECT h.id, h.name, h.description, h.created_at, m.role,
            (SELECT COUNT(*) FROM \(ident: HouseholdMember.schema) AS c WHERE c.household_id = h.id) AS member_count
            FROM \(ident: HouseholdMember.schema) AS m JOIN \(ident: Household.schema) AS h ON h.id = m.household_id
            WHERE m.user_id = \(bind: user.id)
            """
        ).all()
        return try rows.map { row in
            let household = Info(
                id: try row.decode(column: "id", as: UUID.self), name: try row.decode(column: "name", as: String.self),
                description: try row.decode(column: "description", as: String?.self),
                createdAt: try row.decode(column: "created_at", as: Date?.self))
            return Summary(
                household: household, role: try row.decode(stored: "role", as: HouseholdRole.self),
                memberCount: try row.decode(column: "member_count", as: Int.self))
        }
        .sorted { $0.household.name.localizedCaseInsensitiveCompare($1.household.name) == .orderedAscending }
    }

    /// The person's role in the household, or 404 when they are not in it (or it does not exist).
    func access(_ householdID: UUID, for user: Person) async throws -> Access {
        guard let role = try await db.memberships.roles(of: user.id)[householdID] else {
            throw AppError.notFound(.errorHouseholdNotFound)
        }
        return Access(householdID: householdID, userID: user.id, role: role)
    }

    func detail(_ access: Access) async throws -> Detail {
        guard let household = try await Household.find(access.householdID, on: db) else {
            throw AppError.notFound(.errorHouseholdNotFound)
        }
        let members = try await HouseholdMember.query(on: db).filter(\.$household.$id == access.householdID).all()
        let users = try await accounts.people(ids: members.map(\.userID))
        let infos = members.compactMap { member -> MemberInfo? in
            guard let user = users[member.userID] else { return nil }
            return MemberInfo(userID: member.userID, name: user.name, email: user.email, phone: user.phone, role: member.role, joinedAt: member.joinedAt)
        }
        .sorted { ($0.role == .owner ? 0 : 1, $0.name.lowercased()) < ($1.role == .owner ? 0 : 1, $1.name.lowercased()) }
        return Detail(household: try household.info, role: access.role, members: infos)
    }

    func update(_ access: Access, name: String?, description: String?) async throws {
        try access.requireOwner()
        guard let household = try await Household.find(access.householdID, on: db) else {
            throw AppError.notFound(.errorHouseholdNotFound)
        }
        if let name { household.name = try Self.validName(name) }
        if let description { household.description = try Self.validDescription(description) }
        try await household.save(on: db)
    }

    /// Adds an existing account as a member. An unknown login is a 404 that names it.
    package func addMember(_ access: Access, login: AccountRules.Login) async throws {
        try access.requireOwner()
        guard let user = try await accounts.find(login) else {
            let field = if case .email = login { "email" } else { "phone" }
            throw AppError.notFound(.errorNoAccountWithLogin, [login.normalised], field: field)
        }
        let userID = user.id
        let existing = try await HouseholdMember.query(on: db)
            .filter(\.$household.$id == access.householdID)
            .filter(\.$userID == userID)
            .first()
        guard existing == nil else { throw AppError.conflict(.errorAlreadyMember, [user.name]) }
        do {
            try await HouseholdMember(householdID: access.householdID, userID: userID, role: .member).create(on: db)
            Memberships.changed()
        } catch let error as any DatabaseError where error.isConstraintFailure {
            throw AppError.conflict(.errorAlreadyMember, [user.name])
        }
    }

    /// Owners change roles; promoting a member to owner is how a household is handed over.
    func changeRole(_ access: Access, of userID: UUID, to role: HouseholdRole) async throws {
        try access.requireOwner()
        try await membershipChange(access.householdID) { db in
            let member = try await Self.member(userID, in: access.householdID, on: db)
            if member.role == .owner, role == .member, try await Self.ownerCount(access.householdID, on: db) <= 1 {
                throw AppError.conflict(.errorLastOwner, field: "role")
            }
            member.role = role
            try await member.save(on: db)
            Memberships.changed()
        }
    }

    /// Owners remove members; anyone may remove themself (leave). The last owner must hand over first.
    func removeMember(_ access: Access, userID: UUID) async throws {
        if userID != access.userID {
            try access.requireOwner()
        }
        try await membershipChange(access.householdID) { db in
            let member = try await Self.member(userID, in: access.householdID, on: db)
            if member.role == .owner, try await Self.ownerCount(access.householdID, on: db) <= 1 {
                throw AppError.conflict(.errorLastOwner)
            }
            try await member.delete(on: db)
            Memberships.changed()
        }
    }

    /// What the household holds, as each module counts it, and how many members it has: what
    /// deleting it would take away.
    func holdings(_ access: Access, counters: [any HouseholdHoldingsCounter]) async throws -> (members: Int, holdings: [HouseholdHolding]) {
        let members = try await HouseholdMember.query(on: db).filter(\.$household.$id == access.householdID).count()
        var holdings: [HouseholdHolding] = []
        for counter in counters {
            holdings += try await counter.holdings(of: access.householdID, on: db)
        }
        // In the kinds' declared order, whichever order the modules' counters were set in.
        let byKind = Dictionary(holdings.map { ($0.kind, $0) }, uniquingKeysWith: { first, _ in first })
        return (members, HouseholdHolding.Kind.allCases.compactMap { byKind[$0] })
    }

    /// Deletes the household with everything it holds (owners only), once the caller has typed
    /// its name. Every module's rows go by their foreign keys, in the one transaction; devices
    /// it used are released, not deleted.
    func delete(_ access: Access, confirmingName typed: String?) async throws -> String {
        try access.requireOwner()
        guard let household = try await Household.find(access.householdID, on: db) else {
            throw AppError.notFound(.errorHouseholdNotFound)
        }
        guard typed?.trimmingCharacters(in: .whitespacesAndNewlines) == household.name else {
            throw AppError.invalid("confirmName", .errorHouseholdDeleteName)
        }
        try await membershipChange(access.householdID) { db in
            try await Household.query(on: db).filter(\.$id == access.householdID).delete()
        }
        Memberships.changed()
        return household.name
    }

    func name(of householdID: UUID) async throws -> String? {
        try await Household.find(householdID, on: db)?.name
    }

    /// Members' names by user id, for what a household shares beyond its members (a calendar feed).
    func memberNames(of householdID: UUID) async throws -> [UUID: String] {
        let members = try await HouseholdMember.query(on: db).filter(\.$household.$id == householdID).all()
        return try await accounts.people(ids: members.map(\.userID)).mapValues(\.name)
    }

    // MARK: - helpers

    /// Membership changes of one household run one at a time, so two owners leaving together
    /// cannot leave it without an owner.
    private func membershipChange(_ householdID: UUID, _ change: @escaping @Sendable (any Database) async throws -> Void) async throws {
        try await db.writeTransaction(locking: .household(householdID), change)
    }

    private static func member(_ userID: UUID, in householdID: UUID, on db: any Database) async throws -> HouseholdMember {
        guard let member = try await HouseholdMember.query(on: db)
            .filter(\.$household.$id == householdID)
            .filter(\.$userID == userID)
            .first()
        else { throw AppError.notFound(.errorMemberNotFound, field: "userId") }
        return member
    }

    private static func ownerCount(_ householdID: UUID, on db: any Database) async throws -> Int {
        try await HouseholdMember.query(on: db)
            .filter(\.$household.$id == householdID)
            .filter(\.$role == .owner)
            .count()
    }

    static func validName(_ raw: String) throws -> String {
        let name = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw AppError.invalid("name", .errorNameEmpty) }
        guard name.count <= 100 else { throw AppError.invalid("name", .errorNameTooLong, ["100"]) }
        return name
    }

    static func validDescription(_ raw: String?) throws -> String? {
        guard let text = raw?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
        guard text.count <= 1000 else { throw AppError.invalid("description", .errorDescriptionTooLong, ["1000"]) }
        return text
    }
}

extension HouseholdService {
    /// The table other modules' migrations point their foreign keys at.
    static let schema = Household.schema
}

extension RowLock {
    /// Serialises changes to one household's things (its stock, its lists, its membership), so
    /// check-then-change work in any module cannot interleave.
    static func household(_ id: UUID) -> RowLock { RowLock(table: Household.schema, id: id) }
}
