import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

@Suite("Recipe pages: collections")
struct RecipeCollectionPagesTests {
    @Test("From a recipe's page into a new collection and an existing one, then reordered and trimmed", arguments: TestDatabase.all)
    func collectReorderRemove(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let borscht = try await app.makeRecipe("Borscht", in: kitchen.home, by: kitchen.ada)
            let pampushky = try await app.makeRecipe("Pampushky", in: kitchen.home, by: kitchen.ada)
            let varenyky = try await app.makeRecipe("Varenyky", in: kitchen.home, by: kitchen.ada)
            let browser = try await WebBrowser.signedIn(app, as: kitchen.ada)

            let detail = try await browser.get("/recipes/\(borscht)")
            let intoNew = try await browser.post("/recipes/\(borscht)/collect", ["name": "Sunday lunch"])
            let afterNew = try await browser.follow(intoNew)
            let collection = try await app.api(.GET, "/api/collections", as: kitchen.ada.bearer).jsonArray.first?["id"] as? String ?? ""
            try await browser.get("/recipes/\(pampushky)")
            _ = try await browser.post("/recipes/\(pampushky)/collect", ["collectionId": collection])
            _ = try await browser.post("/recipes/\(varenyky)/collect", ["collectionId": collection, "name": ""])
            let page = try await browser.get("/collections/\(collection)")
            let moved = try await browser.post(
                "/collections/\(collection)/recipes/\(varenyky)/move", ["direction": "up", "next": "/collections/\(collection)"])
            _ = try await browser.post("/collections/\(collection)/recipes/\(borscht)/move", ["direction": "down"])
            let order = try await app.collectionTitles(collection, as: kitchen.ada)
            let removed = try await browser.post("/collections/\(collection)/recipes/\(pampushky)/remove", [:])
            let afterRemoval = try await browser.follow(removed)

            #expect(detail.html.contains(#"action="/recipes/\#(borscht)/collect""#))
            #expect(intoNew.location == "/recipes/\(borscht)#collect")
            #expect(afterNew.html.contains("Added to “Sunday lunch”."))
            #expect(afterNew.html.contains(#"<option value="\#(collection)">Sunday lunch</option>"#), "now offered on the page")
            #expect(page.html.contains("/collections/\(collection)/recipes/\(varenyky)/move"))
            #expect(moved.location == "/collections/\(collection)")
            #expect(order == ["Varenyky", "Borscht", "Pampushky"])
            #expect(afterRemoval.html.contains("Removed from the collection."))
            #expect(try await app.collectionTitles(collection, as: kitchen.ada) == ["Varenyky", "Borscht"])
        }
    }

    @Test("A recipe's page offers the reader's own collections, by name, and no one else's", arguments: TestDatabase.all)
    func pageOffersOwnCollectionsByName(database: TestDatabase) async throws {
        try await withApp(database) { app in
            // setup
            let kitchen = try await app.makeKitchen()
            let borscht = try await app.makeRecipe("Borscht", in: kitchen.home, by: kitchen.ada)
            let soups = try await app.makeCollection("soups", by: kitchen.ada)
            let cakes = try await app.makeCollection("Cakes", by: kitchen.ada)
            _ = try await app.makeCollection("Admin's picks", by: kitchen.admin, isPublic: true)
            let browser = try await WebBrowser.signedIn(app, as: kitchen.ada)

            // MUT
            let page = try await browser.get("/recipes/\(borscht)")

            // validate
            let offered = page.html.components(separatedBy: "<option value=\"").dropFirst().compactMap { $0.split(separator: "\"").first }
            #expect(offered.filter { [soups, cakes].contains(String($0)) } == [Substring(cakes), Substring(soups)])
            #expect(!page.html.contains("Admin&#39;s picks") && !page.html.contains("Admin's picks"))
        }
    }

    @Test("Collections are made, renamed and deleted on the Collections tab of My recipes", arguments: [TestDatabase.sqlite])
    func makeRenameDelete(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let browser = try await WebBrowser.signedIn(app, as: kitchen.ada)
            let tab = try await browser.get("/recipes/mine/collections")

            let blank = try await browser.post("/collections", ["name": " "])
            let created = try await browser.post("/collections", ["name": "Soups", "description": "Warm ones."])
            let id = created.location?.split(separator: "/").last.map(String.init) ?? ""
            try await browser.get("/collections/\(id)")
            _ = try await browser.post("/collections/\(id)/edit", ["name": "Winter soups", "description": ""])
            let renamed = try await browser.get("/recipes/mine/collections")
            let confirm = try await browser.get("/collections/\(id)/delete")
            let deleted = try await browser.post("/collections/\(id)/delete")

            #expect(tab.html.contains(#"aria-current="page">Collections</a>"#))
            #expect(blank.status == .badRequest)
            #expect(blank.html.contains("“Name” is required."))
            #expect(created.status == .seeOther)
            #expect(renamed.html.contains("Winter soups"))
            #expect(confirm.html.contains("Delete the collection “Winter soups”?"))
            #expect(deleted.location == "/recipes/mine/collections")
            #expect(try await app.api(.GET, "/api/collections", as: kitchen.ada.bearer).jsonArray.isEmpty)
        }
    }

    @Test("An admin curates a public collection; people bookmark it and find it in My recipes; guests open it", arguments: TestDatabase.all)
    func curateAndBookmark(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let bob = try await app.makeUser("Bob")
            let kyivCake = try await app.makeRecipe("Kyiv cake", in: kitchen.home, by: kitchen.ada)
            try await app.publish(kyivCake, by: kitchen.ada, admin: kitchen.admin)
            let admin = try await WebBrowser.signedIn(app, as: kitchen.admin)
            let adminPage = try await admin.get("/admin/collections")

            let created = try await admin.post("/collections", ["name": "Editors' picks", "isPublic": "on", "next": "/admin/collections"])
            let id = created.location?.split(separator: "/").last.map(String.init) ?? ""
            let search = try await admin.get("/collections/\(id)?q=kyiv")
            _ = try await admin.post("/collections/\(id)/recipes", ["recipeId": kyivCake, "next": "/collections/\(id)?q=kyiv"])
            let listed = try await admin.get("/admin/collections")
            let bobsBrowser = try await WebBrowser.signedIn(app, as: bob)
            let publicList = try await bobsBrowser.get("/collections")
            let bookmarked = try await bobsBrowser.post("/collections/\(id)/bookmark", ["bookmarked": "true", "next": "/collections"])
            let tab = try await bobsBrowser.get("/recipes/mine/collections")
            let guestView = try await WebBrowser(app).get("/collections/\(id)")
            _ = try await bobsBrowser.post("/collections/\(id)/bookmark", ["bookmarked": "false"])
            let afterUnbookmark = try await bobsBrowser.get("/recipes/mine/collections")

            #expect(adminPage.html.contains("New public collection"))
            #expect(adminPage.html.contains(#"href="/admin/collections""#), "the admin tabs lead here")
            #expect(created.status == .seeOther)
            #expect(search.html.contains(#"name="recipeId" value="\#(kyivCake)""#))
            #expect(listed.html.contains("Editors&#39; picks") || listed.html.contains("Editors' picks"))
            #expect(publicList.html.contains("/collections/\(id)/bookmark"))
            #expect(bookmarked.location == "/collections")
            #expect(tab.html.contains("Bookmarked collections"))
            #expect(tab.html.contains(#"href="/collections/\#(id)""#))
            #expect(guestView.status == .ok)
            #expect(guestView.html.contains("Kyiv cake"))
            #expect(guestView.html.contains("Sign in to bookmark"))
            #expect(!afterUnbookmark.html.contains(#"href="/collections/\#(id)""#))
        }
    }

    @Test("Only admins make a collection public", arguments: [TestDatabase.sqlite])
    func onlyAdminsPublish(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let browser = try await WebBrowser.signedIn(app, as: kitchen.ada)
            try await browser.get("/recipes/mine/collections")

            let page = try await browser.post("/collections", ["name": "Mine for all", "isPublic": "on"])
            let adminsPage = try await browser.get("/admin/collections")

            #expect(page.status == .forbidden)
            #expect(adminsPage.status == .forbidden)
            #expect(try await app.api(.GET, "/api/collections/public").json["total"] as? Int == 0)
        }
    }

    @Test("Someone else's private collection is not found, to read or to change", arguments: TestDatabase.all)
    func foreignCollectionNotFound(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let eve = try await app.makeUser("Eve")
            let recipe = try await app.makeRecipe("Borscht", in: kitchen.home, by: kitchen.ada)
            let collection = try await app.makeCollection("Secret", by: kitchen.ada)
            try await app.collect(recipe, into: collection, by: kitchen.ada)
            let evesHome = try await app.makeHousehold("Eve's", owner: eve)
            let evesRecipe = try await app.makeRecipe("Soup", in: evesHome, by: eve)
            let browser = try await WebBrowser.signedIn(app, as: eve)
            try await browser.get("/recipes/mine/collections")

            #expect(try await browser.get("/collections/\(collection)").status == .notFound)
            #expect(try await browser.get("/collections/\(collection)/delete").status == .notFound)
            #expect(try await browser.post("/collections/\(collection)/edit", ["name": "Mine"]).status == .notFound)
            #expect(try await browser.post("/collections/\(collection)/delete").status == .notFound)
            #expect(try await browser.post("/collections/\(collection)/recipes", ["recipeId": evesRecipe]).status == .notFound)
            #expect(try await browser.post("/collections/\(collection)/recipes/\(recipe)/remove").status == .notFound)
            #expect(try await browser.post("/collections/\(collection)/recipes/\(recipe)/move", ["direction": "up"]).status == .notFound)
            #expect(try await browser.post("/collections/\(collection)/bookmark", ["bookmarked": "true"]).status == .notFound)
            #expect(try await browser.post("/recipes/\(evesRecipe)/collect", ["collectionId": collection]).status == .notFound)
            #expect(
                try await browser.post("/recipes/\(recipe)/collect", ["name": "Stolen"]).status == .notFound, "nor Ada's private recipe")
            #expect(try await WebBrowser(app).get("/collections/\(collection)").status == .notFound)
            #expect(try await app.collectionTitles(collection, as: kitchen.ada) == ["Borscht"])
        }
    }

    @Test("The new pages speak Ukrainian and Russian", arguments: [("uk", "Публічні добірки", "Кухарі"), ("ru", "Публичные подборки", "Повара")])
    func localized(language: String, collections: String, chefs: String) async throws {
        try await withApp(.sqlite) { app in
            let browser = WebBrowser(app)
            browser.acceptLanguage = language

            let collectionsPage = try await browser.get("/collections")
            let chefsPage = try await browser.get("/chefs")

            #expect(collectionsPage.html.contains("<h1>\(collections)</h1>"))
            #expect(chefsPage.html.contains("<h1>\(chefs)</h1>"))
        }
    }

    @Test("Guests pressing a collection's buttons sign in and come back to it", arguments: [TestDatabase.sqlite])
    func guestsSignIn(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let picks = try await app.makeCollection("Picks", by: kitchen.admin, isPublic: true)
            let guest = WebBrowser(app)
            try await guest.get("/collections/\(picks)")

            let bookmark = try await guest.post("/collections/\(picks)/bookmark", ["bookmarked": "true"])
            let tab = try await guest.get("/recipes/mine/collections")

            #expect(bookmark.location?.hasPrefix("/login?next=%2Fcollections%2F") == true)
            #expect(bookmark.location?.contains("bookmark") == false, "back to the collection, not to the form's address")
            #expect(tab.location == "/login?next=%2Frecipes%2Fmine%2Fcollections")
        }
    }
}
