import Fluent
import Foundation
import Vapor

/// Which households a person is in, and with what role: the question nearly every request asks,
/// often several times. Answered here for every module, and remembered for the rest of the
/// request when a `MembershipCache` is bound.
package struct Memberships {
    let db: any Database

    func roles(of userID: UUID) async throws -> [UUID: HouseholdRole] {
        if let cached = MembershipCache.current?.roles(of: userID) { return cached }
        // Asked on nearly every request: two columns, read without building models.
        let rows = try await db.sql().select().column("household_id").column("role").from(HouseholdMember.schema)
            .where("user_id", .equal, userID).all()
        var roles: [UUID: HouseholdRole] = [:]
        for row in rows {
            guard let role = HouseholdRole(rawValue: try row.decode(column: "role", as: String.self)) else { continue }
            let householdID = try row.decode(column: "household_id", as: UUID.self)
            if roles[householdID] == nil { roles[householdID] = role }
        }
        MembershipCache.current?.remember(roles, of: userID)
        return roles
    }

    package func households(of userID: UUID) async throws -> Set<UUID> {
        Set(try await roles(of: userID).keys)
    }

    /// Forgets what this request remembered, after a change to someone's memberships.
    static func changed() {
        MembershipCache.current?.forget()
    }
}

extension Database {
    package var memberships: Memberships { Memberships(db: self) }
}

/// Memberships read during one request. A request sees its own membership changes (they clear
/// it); another request's change is seen from the next request on.
// Guarded by the lock: requests run their work on several tasks.
final class MembershipCache: @unchecked Sendable {
    @TaskLocal static var current: MembershipCache?

    private let lock = NSLock()
    private var rolesByUser: [UUID: [UUID: HouseholdRole]] = [:]

    func roles(of userID: UUID) -> [UUID: HouseholdRole]? {
        lock.withLock { rolesByUser[userID] }
    }

    func remember(_ roles: [UUID: HouseholdRole], of userID: UUID) {
        lock.withLock { rolesByUser[userID] = roles }
    }

    func forget() {
        lock.withLock { rolesByUser.removeAll() }
    }
}

/// Binds a fresh cache around each request.
struct MembershipCacheMiddleware: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        try await MembershipCache.$current.withValue(MembershipCache()) {
            try await next.respond(to: request)
        }
    }
}
