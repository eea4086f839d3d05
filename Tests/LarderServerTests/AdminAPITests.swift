import Foundation
import LarderTestSupport
import Testing
import Vapor

@Suite("Admin API")
struct AdminAPITests {
    @Test("Accounts are listed by name in pages and found by name, email or phone", arguments: TestDatabase.all)
    func listAndSearch(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let admin = try await app.makeUser("Admin")
            for name in ["Cat", "Bob", "Dan", "Eve"] { _ = try await app.makeUser(name) }

            let firstPage = try await app.api(.GET, "/api/admin/users?per=2", as: admin.bearer)
            let secondPage = try await app.api(.GET, "/api/admin/users?per=2&page=2", as: admin.bearer)
            let search = try await app.api(.GET, "/api/admin/users?q=EVE%40", as: admin.bearer)
            let wildcard = try await app.api(.GET, "/api/admin/users?q=%25", as: admin.bearer)

            #expect(firstPage.json["total"] as? Int == 5)
            #expect((firstPage.json["items"] as? [[String: Any]])?.map { $0["name"] as? String } == ["Admin", "Bob"])
            #expect((secondPage.json["items"] as? [[String: Any]])?.map { $0["name"] as? String } == ["Cat", "Dan"])
            #expect((search.json["items"] as? [[String: Any]])?.map { $0["name"] as? String } == ["Eve"])
            #expect(wildcard.json["total"] as? Int == 0, "a % in the search is a character, not a wildcard")
        }
    }

    @Test("Only admins grant admin, and the last admin cannot be demoted", arguments: TestDatabase.all)
    func grantingAdmin(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let admin = try await app.makeUser("Admin")
            let bob = try await app.makeUser("Bob")

            let demoteLast = try await app.api(.PATCH, "/api/admin/users/\(admin.id)", json: ["roles": ["user"]], as: admin.bearer)
            let grant = try await app.api(.PATCH, "/api/admin/users/\(bob.id)", json: ["roles": ["user", "admin"], "name": "Robert"], as: admin.bearer)
            let bobNowAdmin = try await app.api(.GET, "/api/admin/users", as: bob.bearer)
            let demoteFirst = try await app.api(.PATCH, "/api/admin/users/\(admin.id)", json: ["roles": ["user"]], as: bob.bearer)

            #expect(demoteLast.status == .conflict)
            #expect(grant.status == .ok)
            #expect(grant["name"] == "Robert")
            #expect(grant.json["roles"] as? [String] == ["user", "admin"])
            #expect(bobNowAdmin.status == .ok)
            #expect(demoteFirst.status == .ok)
            #expect(try await app.api(.GET, "/api/admin/users", as: admin.bearer).status == .forbidden)
        }
    }

    @Test("An unknown account is a 404", arguments: TestDatabase.all)
    func unknownAccount(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let admin = try await app.makeUser("Admin")
            let response = try await app.api(.GET, "/api/admin/users/\(UUID())", as: admin.bearer)
            #expect(response.status == .notFound)
        }
    }
}
