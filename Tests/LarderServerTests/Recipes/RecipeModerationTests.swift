import Foundation
import LarderTestSupport
import Testing
import Vapor

@Suite("Recipe moderation")
struct RecipeModerationTests {
    @Test("A member's recipe is private until an admin approves it; then a guest can read it", arguments: TestDatabase.all)
    func submitThenApprove(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let admin = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let recipe = try await app.makeRecipe("Soup", in: home, by: ada)
            #expect(try await app.api(.GET, "/api/recipes/\(recipe)").status == .notFound)

            let submitted = try await app.api(.POST, "/api/recipes/\(recipe)/submit", as: ada.bearer)
            #expect(submitted["status"] == "pending")
            #expect(try await app.api(.GET, "/api/recipes/\(recipe)").status == .notFound)
            let queue = try await app.api(.GET, "/api/admin/recipes/pending", as: admin.bearer)
            #expect((queue.json["items"] as? [[String: Any]])?.first?["id"] as? String == recipe)

            let approved = try await app.api(.POST, "/api/admin/recipes/\(recipe)/approve", json: [:], as: admin.bearer)
            #expect(approved["status"] == "approved")
            let asGuest = try await app.api(.GET, "/api/recipes/\(recipe)")
            #expect(asGuest.status == .ok)
            #expect(asGuest["shareUrl"]?.hasSuffix("/recipes/\(recipe)") == true)
        }
    }

    @Test("A rejected recipe stays private and its household sees the reason", arguments: TestDatabase.all)
    func rejectWithReason(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let admin = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let recipe = try await app.makeRecipe("Soup", in: home, by: ada)
            _ = try await app.api(.POST, "/api/recipes/\(recipe)/submit", as: ada.bearer)

            let withoutReason = try await app.api(.POST, "/api/admin/recipes/\(recipe)/reject", json: ["reason": "  "], as: admin.bearer)
            #expect(withoutReason.status == .badRequest)
            #expect(withoutReason.errorField == "reason")
            _ = try await app.api(.POST, "/api/admin/recipes/\(recipe)/reject", json: ["reason": "Add the oven temperature."], as: admin.bearer)

            let seen = try await app.api(.GET, "/api/recipes/\(recipe)", as: ada.bearer)
            #expect(seen["status"] == "rejected")
            #expect(seen["rejectionReason"] == "Add the oven temperature.")
            #expect(try await app.api(.GET, "/api/recipes/\(recipe)").status == .notFound)
        }
    }

    @Test("Fixing a typo in a public recipe keeps it public", arguments: TestDatabase.all)
    func smallEditKeepsPublication(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let admin = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let recipe = try await app.makeRecipe("Pancakes", in: home, by: ada)
            try await app.publish(recipe, by: ada, admin: admin)

            let edited = try await app.api(
                .PUT, "/api/recipes/\(recipe)",
                json: recipeBody("Pancakes", steps: ["Whisk everything togther.", "Bake 25 minutes."], extra: ["tags": ["brunch"]]),
                as: ada.bearer)

            #expect(edited.status == .ok)
            #expect(edited["status"] == "approved")
        }
    }

    @Test("Changing an ingredient of a public recipe sends it back to moderation", arguments: TestDatabase.all)
    func materialEditNeedsModeration(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let admin = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let recipe = try await app.makeRecipe("Pancakes", in: home, by: ada)
            try await app.publish(recipe, by: ada, admin: admin)

            let edited = try await app.api(
                .PUT, "/api/recipes/\(recipe)",
                json: recipeBody("Pancakes", ingredients: ["3 cups all-purpose flour", "1 cup milk", "2 large eggs"]), as: ada.bearer)

            #expect(edited["status"] == "pending")
            #expect(try await app.api(.GET, "/api/recipes/\(recipe)").status == .notFound)
        }
    }

    @Test("An admin's own recipe is public at once", arguments: TestDatabase.all)
    func adminRecipesArePublic(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let admin = try await app.makeUser("Admin")
            let kitchen = try await app.makeHousehold("Test kitchen", owner: admin)

            let recipe = try await app.makeRecipe("Bread", in: kitchen, by: admin)

            #expect(try await app.api(.GET, "/api/recipes/\(recipe)")["status"] == "approved")
        }
    }

    @Test("Only admins moderate", arguments: [TestDatabase.sqlite])
    func membersCannotModerate(database: TestDatabase) async throws {
        try await withApp(database) { app in
            _ = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let recipe = try await app.makeRecipe("Soup", in: home, by: ada)
            _ = try await app.api(.POST, "/api/recipes/\(recipe)/submit", as: ada.bearer)

            #expect(try await app.api(.POST, "/api/admin/recipes/\(recipe)/approve", json: [:], as: ada.bearer).status == .forbidden)
            #expect(try await app.api(.GET, "/api/admin/recipes/pending", as: ada.bearer).status == .forbidden)
        }
    }

    @Test("Editor's Choice recipes lead the home feed", arguments: TestDatabase.all)
    func editorsChoiceFeed(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let admin = try await app.makeUser("Admin")
            let kitchen = try await app.makeHousehold("Test kitchen", owner: admin)
            let bread = try await app.makeRecipe("Bread", in: kitchen, by: admin)
            _ = try await app.makeRecipe("Toast", in: kitchen, by: admin, extra: ["totalMinutes": 5])

            _ = try await app.api(.PUT, "/api/admin/recipes/\(bread)/editors-choice", json: ["chosen": true], as: admin.bearer)
            let feed = try await app.api(.GET, "/api/recipes/feed")

            #expect((feed.json["editorsChoice"] as? [[String: Any]])?.compactMap { $0["title"] as? String } == ["Bread"])
            #expect((feed.json["quick"] as? [[String: Any]])?.compactMap { $0["title"] as? String } == ["Toast"])
            #expect((feed.json["newest"] as? [[String: Any]])?.count == 2)
        }
    }
}
