import Foundation
import LarderTestSupport
import Testing
import Vapor

@Suite("Using a recipe")
struct RecipeUseTests {
    private func displayed(_ response: APIResponse) -> [String] {
        (response.json["ingredients"] as? [[String: Any]] ?? []).compactMap { $0["display"] as? String }
    }

    @Test("Asking for other servings scales every line; amountless lines stay", arguments: TestDatabase.all)
    func scalesToServings(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let recipe = try await app.makeRecipe(
                "Pasta", in: home, by: ada, ingredients: ["200 g spaghetti", "1/2 cup cream", "salt to taste"])

            let doubled = try await app.api(.GET, "/api/recipes/\(recipe)?servings=8", as: ada.bearer)

            #expect(doubled.json["servings"] as? Int == 8)
            #expect(doubled.json["baseServings"] as? Int == 4)
            #expect(displayed(doubled) == ["400 g spaghetti", "1 cup cream", "salt to taste"])
        }
    }

    @Test("Amounts are shown in US or metric measures on request", arguments: [TestDatabase.sqlite])
    func convertsMeasures(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let recipe = try await app.makeRecipe("Milk", in: home, by: ada, ingredients: ["1 cup milk", "3 eggs"])

            let metric = try await app.api(.GET, "/api/recipes/\(recipe)?measure=metric", as: ada.bearer)

            #expect(displayed(metric) == ["237 ml milk", "3 eggs"])
        }
    }

    @Test("Steps carry the timers their text asks for", arguments: [TestDatabase.sqlite])
    func stepTimers(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let recipe = try await app.makeRecipe("Cake", in: home, by: ada)

            let steps = try await app.api(.GET, "/api/recipes/\(recipe)", as: ada.bearer).json["steps"] as? [[String: Any]]

            let timers = steps?.last?["timers"] as? [[String: Any]]
            #expect(timers?.first?["seconds"] as? Int == 25 * 60)
            #expect(steps?.last?["number"] as? Int == 2)
        }
    }

    @Test("Concurrent raters are all counted and the average is exact", arguments: TestDatabase.all)
    func concurrentRatings(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let admin = try await app.makeUser("Admin")
            let kitchen = try await app.makeHousehold("Kitchen", owner: admin)
            let recipe = try await app.makeRecipe("Bread", in: kitchen, by: admin)
            var raters: [TestUser] = []
            for index in 0..<12 { raters.append(try await app.makeUser("Rater \(index)")) }

            try await withThrowingTaskGroup(of: HTTPStatus.self) { group in
                for (index, rater) in raters.enumerated() {
                    group.addTask {
                        try await app.api(.PUT, "/api/recipes/\(recipe)/rating", json: ["stars": index % 5 + 1], as: rater.bearer).status
                    }
                }
                for try await status in group { #expect(status == .ok) }
            }
            // One rater changes their mind: still one vote each.
            _ = try await app.api(.PUT, "/api/recipes/\(recipe)/rating", json: ["stars": 5], as: raters[0].bearer)

            let rating = try await app.api(.GET, "/api/recipes/\(recipe)", as: raters[0].bearer).json["rating"] as? [String: Any]
            let expected = (Array(1..<12).map { $0 % 5 + 1 }.reduce(0, +) + 5)
            #expect(rating?["count"] as? Int == 12)
            #expect(abs((rating?["average"] as? Double ?? 0) - Double(expected) / 12) < 0.0001)
            #expect(rating?["mine"] as? Int == 5)
        }
    }

    @Test("Favourites are per person and searchable as a scope", arguments: TestDatabase.all)
    func favourites(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let bob = try await app.makeUser("Bob")
            let home = try await app.makeHousehold("Home", owner: ada)
            try await app.addMember(bob, to: home, by: ada)
            let soup = try await app.makeRecipe("Soup", in: home, by: ada)
            _ = try await app.makeRecipe("Salad", in: home, by: ada)

            #expect(try await app.api(.PUT, "/api/recipes/\(soup)/favourite", as: ada.bearer).status == .noContent)
            #expect(try await app.api(.PUT, "/api/recipes/\(soup)/favourite", as: ada.bearer).status == .noContent)

            let adas = try await app.api(.GET, "/api/recipes?scope=favourites", as: ada.bearer)
            let bobs = try await app.api(.GET, "/api/recipes?scope=favourites", as: bob.bearer)
            #expect((adas.json["items"] as? [[String: Any]])?.compactMap { $0["title"] as? String } == ["Soup"])
            #expect(bobs.json["total"] as? Int == 0)
            #expect(try await app.api(.GET, "/api/recipes/\(soup)", as: ada.bearer).json["favourite"] as? Bool == true)
            _ = try await app.api(.DELETE, "/api/recipes/\(soup)/favourite", as: ada.bearer)
            #expect(try await app.api(.GET, "/api/recipes?scope=favourites", as: ada.bearer).json["total"] as? Int == 0)
        }
    }
}
