import Foundation
import LarderTestSupport
import Testing
import Vapor

@Suite("Recipe to shopping list")
struct ShoppingListAPITests {
    @Test("Lines are scaled to the servings asked for: 8 servings of a 4-serving recipe double 200 g to 400 g", arguments: TestDatabase.all)
    func scaledLines(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let recipe = try await app.makeRecipe("Cake", in: home, by: ada, ingredients: ["200 g flour", "2 large eggs", "salt to taste"])

            let added = try await app.api(
                .POST, "/api/recipes/\(recipe)/shopping-list", json: ["householdId": home, "servings": 8], as: ada.bearer)

            #expect(added.status == .created)
            let items = added.jsonArray
            #expect(items.compactMap { $0["text"] as? String } == ["400 g flour", "4 large eggs", "salt to taste"])
            #expect(items.first?["quantity"] as? Double == 400)
            #expect(items.first?["unit"] as? String == "g")
            #expect(items.first?["name"] as? String == "flour")
            #expect(items.first?["servings"] as? Int == 8)
            #expect(items.first?["recipeId"] as? String == recipe)
            #expect(items.first?["recipeTitle"] as? String == "Cake")
            #expect(items.first?["addedBy"] as? String == "Ada")
        }
    }

    @Test("Without servings the recipe's own amounts go on the list, after what is already there", arguments: TestDatabase.all)
    func unscaledAndAppended(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let cake = try await app.makeRecipe("Cake", in: home, by: ada, ingredients: ["200 g flour"])
            let soup = try await app.makeRecipe("Soup", in: home, by: ada, ingredients: ["1 kg tomatoes", "1 onion"])
            _ = try await app.api(.POST, "/api/recipes/\(cake)/shopping-list", json: ["householdId": home], as: ada.bearer)
            _ = try await app.api(.POST, "/api/recipes/\(soup)/shopping-list", json: ["householdId": home], as: ada.bearer)

            let list = try await app.api(.GET, "/api/households/\(home)/shopping-list", as: ada.bearer)

            #expect(list.status == .ok)
            #expect(list.jsonArray.compactMap { $0["text"] as? String } == ["200 g flour", "1 kg tomatoes", "1 onion"])
            #expect(list.jsonArray.first?["servings"] as? Int == 4)
        }
    }

    @Test("A public recipe of another household may go on one's own list", arguments: TestDatabase.all)
    func publicRecipe(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let admin = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")
            let kitchen = try await app.makeHousehold("Test kitchen", owner: admin)
            let home = try await app.makeHousehold("Home", owner: ada)
            let recipe = try await app.makeRecipe("Public pie", in: kitchen, by: admin, ingredients: ["1 cup sugar"])

            let added = try await app.api(
                .POST, "/api/recipes/\(recipe)/shopping-list", json: ["householdId": home, "servings": 2], as: ada.bearer)

            #expect(added.status == .created)
            #expect(added.jsonArray.first?["text"] as? String == "1/2 cup sugar")
        }
    }

    @Test("Servings out of 1–1000 and a missing household are refused naming the field", arguments: TestDatabase.all)
    func badInput(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let recipe = try await app.makeRecipe("Cake", in: home, by: ada)

            let zero = try await app.api(
                .POST, "/api/recipes/\(recipe)/shopping-list", json: ["householdId": home, "servings": 0], as: ada.bearer)
            let missing = try await app.api(.POST, "/api/recipes/\(recipe)/shopping-list", json: ["servings": 2], as: ada.bearer)
            let badID = try await app.api(.POST, "/api/recipes/\(recipe)/shopping-list", json: ["householdId": "x"], as: ada.bearer)

            #expect(zero.status == .badRequest)
            #expect(zero.errorField == "servings")
            #expect(missing.status == .badRequest)
            #expect(missing.errorField == "householdId")
            #expect(badID.errorField == "householdId")
        }
    }
}
