import Foundation
import LarderTestSupport
import Testing
import Vapor

/// Another household never sees or changes a private recipe, whichever endpoint it tries.
@Suite("Recipe access")
struct RecipeAccessTests {
    /// Every recipe endpoint, as a stranger would call it.
    static func endpoints(_ recipe: String) -> [(HTTPMethod, String, [String: any Sendable]?)] {
        [
            (.GET, "/api/recipes/\(recipe)", nil),
            (.GET, "/api/recipes/\(recipe)?servings=8&measure=us", nil),
            (.PUT, "/api/recipes/\(recipe)", recipeBody("Stolen")),
            (.DELETE, "/api/recipes/\(recipe)", nil),
            (.POST, "/api/recipes/\(recipe)/submit", nil),
            (.POST, "/api/recipes/\(recipe)/withdraw", nil),
            (.PUT, "/api/recipes/\(recipe)/rating", ["stars": 1]),
            (.DELETE, "/api/recipes/\(recipe)/rating", nil),
            (.PUT, "/api/recipes/\(recipe)/favourite", nil),
            (.DELETE, "/api/recipes/\(recipe)/favourite", nil),
        ]
    }

    @Test("A stranger gets 404 from every recipe endpoint and changes nothing", arguments: TestDatabase.all)
    func strangerSeesNothing(database: TestDatabase) async throws {
        try await withApp(database) { app in
            _ = try await app.makeUser("Admin")  // the first account; its recipes would be public
            let ada = try await app.makeUser("Ada")
            let eve = try await app.makeUser("Eve")
            let home = try await app.makeHousehold("Home", owner: ada)
            _ = try await app.makeHousehold("Eve's", owner: eve)
            let recipe = try await app.makeRecipe("Family soup", in: home, by: ada)

            for (method, path, body) in Self.endpoints(recipe) {
                let response = try await app.api(method, path, json: body, as: eve.bearer)
                #expect(response.status == .notFound, "\(method) \(path): \(response.status)")
            }
            let search = try await app.api(.GET, "/api/recipes?q=soup", as: eve.bearer)
            #expect(search.json["total"] as? Int == 0)
            let intact = try await app.api(.GET, "/api/recipes/\(recipe)", as: ada.bearer)
            #expect(intact["title"] == "Family soup")
            #expect(intact["status"] == "private")
            #expect((intact.json["rating"] as? [String: Any])?["count"] as? Int == 0)
        }
    }

    @Test("A guest reads public recipes but every write asks them to sign in", arguments: TestDatabase.all)
    func guestsReadOnly(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let admin = try await app.makeUser("Admin")
            let kitchen = try await app.makeHousehold("Kitchen", owner: admin)
            let recipe = try await app.makeRecipe("Bread", in: kitchen, by: admin)

            #expect(try await app.api(.GET, "/api/recipes/\(recipe)").status == .ok)
            #expect(try await app.api(.GET, "/api/recipes?q=bread").json["total"] as? Int == 1)
            for (method, path, body) in Self.endpoints(recipe) where method != .GET {
                let response = try await app.api(method, path, json: body)
                #expect(response.status == .unauthorized, "\(method) \(path): \(response.status)")
            }
            #expect(try await app.api(.POST, "/api/recipes", json: recipeBody("Mine")).status == .unauthorized)
        }
    }

    @Test("Another member of the household edits the shared recipe", arguments: [TestDatabase.sqlite])
    func membersShareTheCookbook(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let bob = try await app.makeUser("Bob")
            let home = try await app.makeHousehold("Home", owner: ada)
            try await app.addMember(bob, to: home, by: ada)
            let recipe = try await app.makeRecipe("Soup", in: home, by: ada)

            let edited = try await app.api(.PUT, "/api/recipes/\(recipe)", json: recipeBody("Better soup"), as: bob.bearer)

            #expect(edited["title"] == "Better soup")
            #expect(edited.json["canEdit"] as? Bool == true)
        }
    }

    @Test("A public recipe of another household can be read and rated but not edited", arguments: [TestDatabase.sqlite])
    func publicRecipesAreReadOnlyToOthers(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let admin = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")
            let eve = try await app.makeUser("Eve")
            let home = try await app.makeHousehold("Home", owner: ada)
            let recipe = try await app.makeRecipe("Soup", in: home, by: ada)
            try await app.publish(recipe, by: ada, admin: admin)

            #expect(try await app.api(.GET, "/api/recipes/\(recipe)", as: eve.bearer).json["canEdit"] as? Bool == false)
            #expect(try await app.api(.PUT, "/api/recipes/\(recipe)/rating", json: ["stars": 4], as: eve.bearer).status == .ok)
            #expect(try await app.api(.PUT, "/api/recipes/\(recipe)", json: recipeBody("Mine now"), as: eve.bearer).status == .forbidden)
            #expect(try await app.api(.DELETE, "/api/recipes/\(recipe)", as: eve.bearer).status == .forbidden)
            #expect(try await app.api(.POST, "/api/recipes/\(recipe)/withdraw", as: eve.bearer).status == .forbidden)
        }
    }
}
