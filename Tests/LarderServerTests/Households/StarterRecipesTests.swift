import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

/// A new household may start with the team's starter recipes, in its creator's language, so the
/// cookbook, "what can I cook" and the planner have something to work with on the first day.
@Suite("Starter recipes")
struct StarterRecipesTests {
    static func householdRecipes(_ app: Application, _ household: String, _ user: TestUser) async throws -> [[String: Any]] {
        let page = try await app.api(.GET, "/api/recipes?scope=household&per=100", as: user.bearer)
        var recipes: [[String: Any]] = []
        for id in (page.json["items"] as? [[String: Any]] ?? []).compactMap({ $0["id"] as? String }) {
            recipes.append(try await app.api(.GET, "/api/recipes/\(id)", as: user.bearer).json)
        }
        return recipes.filter { $0["householdId"] as? String == household }
    }

    @Test(
        "A household made with starter recipes gets a dozen private recipes in its creator's language, every line linked to a food and counted",
        arguments: [("en", "Borscht"), ("uk", "Борщ"), ("ru", "Сырники")])
    func starterRecipesInTheCreatorsLanguage(language: String, expectedTitle: String) async throws {
        try await withApp(.sqlite) { app in
            try await StarterContent.seedIfNeeded(app)
            let ada = try await app.makeUser("Ada")
            _ = try await app.api(.PATCH, "/api/me", json: ["preferredLanguage": language], as: ada.bearer)

            let created = try await app.api(.POST, "/api/households", json: ["name": "Home", "starterRecipes": true], as: ada.bearer)

            let home = try #require(created.json["id"] as? String)
            let recipes = try await Self.householdRecipes(app, home, ada)
            #expect(recipes.count == 12)
            #expect(recipes.contains { $0["title"] as? String == expectedTitle })
            for recipe in recipes {
                let title = recipe["title"] as? String ?? "?"
                #expect(recipe["status"] as? String == "private", "\(title)")
                let unlinked = (recipe["ingredients"] as? [[String: Any]] ?? []).filter { $0["foodId"] == nil }.compactMap { $0["text"] as? String }
                #expect(unlinked == [], "\(language) \(title): lines not linked to a food")
                let nutrition = recipe["nutrition"] as? [String: Any]
                #expect(nutrition?["countedLines"] as? Int == nutrition?["totalLines"] as? Int, "\(language) \(title): \(nutrition?["gaps"] ?? "")")
            }
        }
    }

    @Test("Starter recipes come only when asked for, and stay private when an administrator asks", arguments: TestDatabase.all)
    func onlyWhenAskedAndPrivate(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let admin = try await app.makeUser("Admin")
            #expect((try await app.api(.GET, "/api/me", as: admin.bearer).json["roles"] as? [String])?.contains("admin") == true)

            let plain = try #require(try await app.api(.POST, "/api/households", json: ["name": "Plain"], as: admin.bearer).json["id"] as? String)
            let started = try #require(
                try await app.api(.POST, "/api/households", json: ["name": "Started", "starterRecipes": true], as: admin.bearer).json["id"] as? String)

            #expect(try await Self.householdRecipes(app, plain, admin).isEmpty)
            let recipes = try await Self.householdRecipes(app, started, admin)
            #expect(recipes.count == 12)
            #expect(recipes.allSatisfy { $0["status"] as? String == "private" })
        }
    }

    @Test("The web form offers the starter recipes, ticked, and adds them in the page's language")
    func webFormAddsThemInThePagesLanguage() async throws {
        try await withApp(.sqlite) { app in
            let ada = try await app.makeUser("Ada")
            let browser = try await WebBrowser.signedIn(app, as: ada)
            browser.acceptLanguage = "uk"

            let form = try await browser.get("/households")
            let created = try await browser.post("/households", ["name": "Дім", "starterRecipes": "on"])

            #expect(form.html.contains("name=\"starterRecipes\""))
            #expect(form.html.contains("checked"))
            let home = try #require(created.location?.split(separator: "/").last.map(String.init))
            let titles = try await Self.householdRecipes(app, home, ada).compactMap { $0["title"] as? String }
            #expect(titles.contains("Борщ"))
            #expect(titles.contains("Сирники"))
        }
    }

    @Test("On day one \"what can I cook\" finds the starter recipe the pantry can make", arguments: TestDatabase.all)
    func whatCanICookFindsAStarterRecipe(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await StarterContent.seedIfNeeded(app)
            let ada = try await app.makeUser("Ada")
            let home = try #require(
                try await app.api(.POST, "/api/households", json: ["name": "Home", "starterRecipes": true], as: ada.bearer).json["id"] as? String)
            for (name, amount, unit) in [("buckwheat", 1000, "g"), ("milk", 1, "l"), ("butter", 200, "g"), ("sugar", 1000, "g"), ("salt", 500, "g")] {
                _ = try await app.api(.POST, "/api/households/\(home)/pantry/items", json: ["name": name, "amount": amount, "unit": unit], as: ada.bearer)
            }

            let cookable = try await app.api(.GET, "/api/households/\(home)/cookable", as: ada.bearer)

            let first = (cookable.json["items"] as? [[String: Any]])?.first
            #expect(first?["title"] as? String == "Buckwheat porridge with milk")
        }
    }
}
