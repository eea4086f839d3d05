import Foundation
import LarderServer
import LarderTestSupport
import Vapor

/// The household most pantry tests need: starter foods, an administrator, Ada who owns "Home"
/// with Max as a member, and Eve, who owns "Eve's".
struct PantryHome {
    let admin: TestUser
    let ada: TestUser
    let max: TestUser
    let eve: TestUser
    let home: String
    let evesHome: String

    var pantry: String { "/api/households/\(home)/pantry" }
}

extension Application {
    func makePantryHome() async throws -> PantryHome {
        _ = try await StarterContent.seedIfNeeded(self)
        let admin = try await makeUser("Admin")
        let ada = try await makeUser("Ada")
        let max = try await makeUser("Max")
        let eve = try await makeUser("Eve")
        let home = try await makeHousehold("Home", owner: ada)
        try await addMember(max, to: home, by: ada)
        let evesHome = try await makeHousehold("Eve's", owner: eve)
        return PantryHome(admin: admin, ada: ada, max: max, eve: eve, home: home, evesHome: evesHome)
    }

    /// The first food the food search finds for `query`.
    func foodID(_ query: String, as user: TestUser) async throws -> String {
        let found = try await api(.GET, "/api/foods?q=\(query)&per=1", as: user.bearer)
        guard let items = found.json["items"] as? [[String: Any]], let id = items.first?["id"] as? String else {
            throw FixtureError("no food for \(query): \(found.body)")
        }
        return id
    }

    /// Puts an item into the household's pantry and returns its id.
    func stockItem(_ body: [String: any Sendable], in household: String, as user: TestUser) async throws -> String {
        let created = try await api(.POST, "/api/households/\(household)/pantry/items", json: body, as: user.bearer)
        guard created.status == .created, let id = created["id"] else { throw FixtureError("stock: \(created.status) \(created.body)") }
        return id
    }
}
