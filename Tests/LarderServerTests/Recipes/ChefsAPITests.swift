import Foundation
import LarderTestSupport
import Testing
import Vapor

@Suite("Chefs")
struct ChefsAPITests {
    @Test("Admins create, change and delete chefs; everyone reads them", arguments: TestDatabase.all)
    func adminLifecycle(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let admin = try await app.makeUser("Admin")

            let created = try await app.api(
                .POST, "/api/admin/chefs",
                json: ["name": "Olia Hercules", "bio": "Cook and writer.", "links": ["https://oliahercules.com"]], as: admin.bearer)
            let id = try #require(created["id"])
            let renamed = try await app.api(.PATCH, "/api/admin/chefs/\(id)", json: ["bio": "Author of Mamushka."], as: admin.bearer)
            let listed = try await app.api(.GET, "/api/chefs")
            let deleted = try await app.api(.DELETE, "/api/admin/chefs/\(id)", as: admin.bearer)

            #expect(created.status == .created)
            #expect(created.json["links"] as? [String] == ["https://oliahercules.com"])
            #expect(renamed["name"] == "Olia Hercules")
            #expect(renamed["bio"] == "Author of Mamushka.")
            #expect((listed.json["items"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["Olia Hercules"])
            #expect(deleted.status == .noContent)
            #expect(try await app.api(.GET, "/api/chefs/\(id)").status == .notFound)
        }
    }

    @Test("Members may not manage chefs (403) and guests must sign in (401)", arguments: TestDatabase.all)
    func onlyAdmins(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let admin = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")
            let chef = try await app.makeChef("Chef", by: admin)
            let home = try await app.makeHousehold("Home", owner: admin)
            let recipe = try await app.makeRecipe("Public pie", in: home, by: admin)

            for caller: TestUser? in [ada, nil] {
                let expected: HTTPStatus = caller == nil ? .unauthorized : .forbidden
                #expect(try await app.api(.POST, "/api/admin/chefs", json: ["name": "X"], as: caller?.bearer).status == expected)
                #expect(try await app.api(.PATCH, "/api/admin/chefs/\(chef)", json: ["name": "X"], as: caller?.bearer).status == expected)
                #expect(try await app.api(.DELETE, "/api/admin/chefs/\(chef)", as: caller?.bearer).status == expected)
                #expect(
                    try await app.api(.PUT, "/api/admin/recipes/\(recipe)/chef", json: ["chefId": chef], as: caller?.bearer).status
                        == expected)
            }
        }
    }

    @Test("A chef needs a name of at most 100 characters, a bio of at most 2000 and at most 10 http(s) links", arguments: TestDatabase.all)
    func validation(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let admin = try await app.makeUser("Admin")
            let cases: [([String: any Sendable], String)] = [
                (["name": " "], "name"),
                (["name": String(repeating: "n", count: 101)], "name"),
                (["name": "Chef", "bio": String(repeating: "b", count: 2001)], "bio"),
                (["name": "Chef", "links": ["ftp://example.com"]], "links"),
                (["name": "Chef", "links": ["not a link"]], "links"),
                (["name": "Chef", "links": (0...10).map { "https://example.com/\($0)" }], "links"),
            ]
            for (body, field) in cases {
                let response = try await app.api(.POST, "/api/admin/chefs", json: body, as: admin.bearer)
                #expect(response.status == .badRequest, "\(body)")
                #expect(response.errorField == field, "\(body): \(response.body)")
            }
        }
    }

    @Test("A chef's page lists their public recipes, credited by an admin, newest first", arguments: TestDatabase.all)
    func chefPageListsCreditedPublicRecipes(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let admin = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")
            let chef = try await app.makeChef("Chef", by: admin)
            let adasHome = try await app.makeHousehold("Ada's", owner: ada)
            let borscht = try await app.makeRecipe("Borscht", in: adasHome, by: ada)
            let varenyky = try await app.makeRecipe("Varenyky", in: adasHome, by: ada)
            let secret = try await app.makeRecipe("Secret", in: adasHome, by: ada)
            _ = try await app.api(.POST, "/api/recipes/\(borscht)/submit", as: ada.bearer)
            let approved = try await app.api(.POST, "/api/admin/recipes/\(borscht)/approve", json: ["chefId": chef], as: admin.bearer)
            try await app.publish(varenyky, by: ada, admin: admin)

            let credited = try await app.api(.PUT, "/api/admin/recipes/\(varenyky)/chef", json: ["chefId": chef], as: admin.bearer)
            let privateOne = try await app.api(.PUT, "/api/admin/recipes/\(secret)/chef", json: ["chefId": chef], as: admin.bearer)
            let page = try await app.api(.GET, "/api/chefs/\(chef)")

            #expect((approved.json["chef"] as? [String: Any])?["name"] as? String == "Chef")
            #expect((credited.json["chef"] as? [String: Any])?["id"] as? String == chef)
            #expect(privateOne.status == .notFound)
            #expect(page["name"] == nil)
            #expect((page.json["chef"] as? [String: Any])?["name"] as? String == "Chef")
            let recipes = page.json["recipes"] as? [String: Any]
            #expect((recipes?["items"] as? [[String: Any]])?.compactMap { $0["title"] as? String } == ["Varenyky", "Borscht"])
        }
    }

    @Test("Crediting without a chef removes the credit; an unknown chef is not found", arguments: TestDatabase.all)
    func uncredit(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let admin = try await app.makeUser("Admin")
            let chef = try await app.makeChef("Chef", by: admin)
            let home = try await app.makeHousehold("Home", owner: admin)
            let recipe = try await app.makeRecipe("Public pie", in: home, by: admin)
            _ = try await app.api(.PUT, "/api/admin/recipes/\(recipe)/chef", json: ["chefId": chef], as: admin.bearer)

            let removed = try await app.api(.PUT, "/api/admin/recipes/\(recipe)/chef", json: [:], as: admin.bearer)
            let unknown = try await app.api(
                .PUT, "/api/admin/recipes/\(recipe)/chef", json: ["chefId": UUID().uuidString], as: admin.bearer)

            #expect(removed.status == .ok)
            #expect(removed.json["chef"] == nil)
            #expect(unknown.status == .notFound)
            #expect(unknown.errorField == "chefId")
        }
    }

    @Test("Deleting a chef keeps their recipes, uncredited", arguments: TestDatabase.all)
    func deletingKeepsRecipes(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let admin = try await app.makeUser("Admin")
            let chef = try await app.makeChef("Chef", by: admin)
            let home = try await app.makeHousehold("Home", owner: admin)
            let recipe = try await app.makeRecipe("Public pie", in: home, by: admin)
            _ = try await app.api(.PUT, "/api/admin/recipes/\(recipe)/chef", json: ["chefId": chef], as: admin.bearer)

            _ = try await app.api(.DELETE, "/api/admin/chefs/\(chef)", as: admin.bearer)

            let read = try await app.api(.GET, "/api/recipes/\(recipe)")
            #expect(read.status == .ok)
            #expect(read.json["chef"] == nil)
        }
    }
}
