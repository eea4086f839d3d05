import Fluent
import Foundation
import LarderServer
import Vapor

/// The account and household a benchmark cooks in, found by the owner's email or made once:
/// a benchmark's database is reused between runs.
enum BenchmarkKitchen {
    static func access(in app: Application, ownerEmail: String, householdName: String) async throws -> HouseholdService.Access {
        let accounts = app.accountService
        let owner: Person
        if let existing = try await accounts.find(.email(ownerEmail)) {
            owner = existing
        } else {
            // A password nobody is told: the benchmark's account never signs in.
            owner = try await accounts.register(.init(
                name: "Benchmark cook", email: ownerEmail, phone: nil, password: UUID().uuidString + UUID().uuidString, language: nil))
        }
        if let householdID = try await app.db.memberships.households(of: owner.id).first {
            return HouseholdService.Access(householdID: householdID, userID: owner.id, role: .owner)
        }
        let household = try await app.householdService.create(name: householdName, description: nil, by: owner)
        return HouseholdService.Access(householdID: try household.requireID(), userID: owner.id, role: .owner)
    }
}
