import Fluent
import Foundation
import Vapor

/// The account and household a benchmark cooks in, found by the owner's email or made once:
/// a benchmark's database is reused between runs.
enum BenchmarkKitchen {
    static func access(in app: Application, ownerEmail: String, householdName: String) async throws -> HouseholdService.Access {
        let owner: User
        if let existing = try await User.query(on: app.db).filter(\.$email == ownerEmail).first() {
            owner = existing
        } else {
            owner = User()
            owner.name = "Benchmark cook"
            owner.email = ownerEmail
            owner.passwordHash = "!"  // no password signs in
            owner.isAdmin = false
            try await owner.create(on: app.db)
        }
        let ownerID = try owner.requireID()
        let householdID: UUID
        if let membership = try await HouseholdMember.query(on: app.db).filter(\.$userID == ownerID).first() {
            householdID = membership.$household.id
        } else {
            householdID = try await HouseholdService(
                db: app.db, accounts: AccountService(db: app.db, hasher: app.passwordHasher, clock: app.larderClock)
            )
            .create(name: householdName, description: nil, by: owner).requireID()
        }
        return HouseholdService.Access(householdID: householdID, userID: ownerID, role: .owner)
    }
}
