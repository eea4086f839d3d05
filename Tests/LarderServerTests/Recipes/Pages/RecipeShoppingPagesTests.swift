import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

@Suite("Recipe pages: shopping list")
struct RecipeShoppingPagesTests {
    @Test("“Add ingredients to shopping list” adds every line at the servings shown and says where they are", arguments: TestDatabase.all)
    func addScaled(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let id = try await app.makeRecipe(
                "Pancakes", in: kitchen.home, by: kitchen.ada, ingredients: ["200 g flour", "1 cup milk", "2 large eggs"])
            let browser = try await WebBrowser.signedIn(app, as: kitchen.ada)

            let scaled = try await browser.get("/recipes/\(id)?servings=8")
            let added = try await browser.post("/recipes/\(id)/shopping-list", ["servings": "8", "householdId": kitchen.home])
            let list = try await browser.follow(added)
            let items = try await app.api(.GET, "/api/households/\(kitchen.home)/shopping-list", as: kitchen.ada.bearer).jsonArray

            #expect(scaled.html.contains(#"name="servings" value="8""#) || scaled.html.contains(#"value="8" name="servings""#))
            #expect(scaled.html.contains("Add ingredients to shopping list (8 servings)"))
            #expect(added.location?.hasPrefix("/shopping/lists/") == true)
            #expect(list.html.contains("Added 3 ingredients of “Pancakes” (8 servings) to the shopping list of Home."))
            #expect(list.html.contains("flour"))
            #expect(items.compactMap { $0["text"] as? String } == ["400 g flour", "473 ml milk", "4 eggs"])
            #expect(items.first?["servings"] as? Int == 8)
        }
    }

    @Test("Another household's list is not found, to add to or to read; guests sign in", arguments: TestDatabase.all)
    func foreignHouseholdNotFound(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let eve = try await app.makeUser("Eve")
            _ = try await app.makeHousehold("Eve's", owner: eve)
            let id = try await app.makeRecipe("Pancakes", in: kitchen.home, by: kitchen.ada)
            try await app.publish(id, by: kitchen.ada, admin: kitchen.admin)
            let browser = try await WebBrowser.signedIn(app, as: eve)
            try await browser.get("/recipes/\(id)")

            let added = try await browser.post("/recipes/\(id)/shopping-list", ["servings": "4", "householdId": kitchen.home])
            let read = try await browser.get("/recipes/shopping-list?household=\(kitchen.home)")
            let guestBrowser = WebBrowser(app)
            let guestView = try await guestBrowser.get("/recipes/\(id)")
            let guest = try await guestBrowser.post("/recipes/\(id)/shopping-list", ["householdId": kitchen.home])

            #expect(added.status == .notFound)
            #expect(read.status == .notFound)
            #expect(guestView.html.contains("Sign in to add it to your shopping list"))
            #expect(guest.location?.hasPrefix("/login?next=%2Frecipes%2F") == true)
            #expect(try await app.api(.GET, "/api/households/\(kitchen.home)/shopping-list", as: kitchen.ada.bearer).jsonArray.isEmpty)
        }
    }

    @Test("A private recipe of another household cannot be put on one's own list", arguments: [TestDatabase.sqlite])
    func foreignRecipeNotFound(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let eve = try await app.makeUser("Eve")
            let evesHome = try await app.makeHousehold("Eve's", owner: eve)
            let id = try await app.makeRecipe("Secret pancakes", in: kitchen.home, by: kitchen.ada)
            let browser = try await WebBrowser.signedIn(app, as: eve)
            try await browser.get("/recipes")

            let added = try await browser.post("/recipes/\(id)/shopping-list", ["servings": "4", "householdId": evesHome])

            #expect(added.status == .notFound)
            #expect(try await app.api(.GET, "/api/households/\(evesHome)/shopping-list", as: eve.bearer).jsonArray.isEmpty)
        }
    }
}
