import Foundation
import LarderTestSupport
import Testing
import Vapor

@Suite("Recipe search")
struct RecipeSearchTests {
    /// Titles of a search's results, in order.
    private func titles(_ app: Application, _ query: String, as user: TestUser? = nil) async throws -> [String] {
        let response = try await app.api(.GET, "/api/recipes?\(query)", as: user?.bearer)
        #expect(response.status == .ok, "\(query): \(response.body)")
        return (response.json["items"] as? [[String: Any]] ?? []).compactMap { $0["title"] as? String }
    }

    @Test("Words match titles, descriptions, ingredients and tags, title matches first, prefixes too", arguments: TestDatabase.all)
    func rankedTextSearch(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            _ = try await app.makeRecipe("Lemon cake", in: home, by: ada, ingredients: ["2 lemons", "200 g flour"])
            _ = try await app.makeRecipe("Fish tacos", in: home, by: ada, ingredients: ["1 lemon", "400 g cod"])
            _ = try await app.makeRecipe("Tomato soup", in: home, by: ada, ingredients: ["1 kg tomatoes"], extra: ["tags": ["lemony"]])
            _ = try await app.makeRecipe("Bread", in: home, by: ada, ingredients: ["500 g flour"])

            let found = try await titles(app, "q=lemon", as: ada)

            #expect(found.first == "Lemon cake")
            #expect(Set(found) == ["Lemon cake", "Fish tacos", "Tomato soup"])
            #expect(try await titles(app, "q=tom%20sou", as: ada) == ["Tomato soup"])
        }
    }

    @Test("Every category and diet flag asked for must hold", arguments: TestDatabase.all)
    func categoryAndDietFilters(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            _ = try await app.makeRecipe("Salad", in: home, by: ada, extra: ["categories": ["salad", "quick-and-easy"], "dietFlags": ["vegan"]])
            _ = try await app.makeRecipe("Caesar", in: home, by: ada, extra: ["categories": ["salad"], "dietFlags": ["gluten-free"]])
            _ = try await app.makeRecipe("Steak", in: home, by: ada, extra: ["categories": ["main-course"]])

            #expect(Set(try await titles(app, "category=salad", as: ada)) == ["Salad", "Caesar"])
            #expect(try await titles(app, "category=salad&category=quick-and-easy", as: ada) == ["Salad"])
            // Vegan implies vegetarian.
            #expect(try await titles(app, "diet=vegetarian", as: ada) == ["Salad"])
            #expect(try await titles(app, "diet=vegan&diet=gluten-free", as: ada) == [])
        }
    }
}
