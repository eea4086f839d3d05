import Foundation
import LarderTestSupport
import Testing
import Vapor

@Suite("Recipe collections")
struct CollectionsAPITests {
    @Test("A new collection is the owner's, empty and private, and listed among theirs by name", arguments: TestDatabase.all)
    func createAndList(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")

            let created = try await app.api(
                .POST, "/api/collections", json: ["name": "  Weeknight  dinners ", "description": "Fast"], as: ada.bearer)
            _ = try await app.makeCollection("Baking", by: ada)
            let mine = try await app.api(.GET, "/api/collections", as: ada.bearer)

            #expect(created.status == .created)
            #expect(created["name"] == "Weeknight dinners")
            #expect(created.json["isPublic"] as? Bool == false)
            #expect(created.json["recipeCount"] as? Int == 0)
            #expect(created.json["mine"] as? Bool == true)
            #expect(mine.jsonArray.compactMap { $0["name"] as? String } == ["Baking", "Weeknight dinners"])
        }
    }

    @Test("Names are required and at most 100 characters; descriptions at most 1000", arguments: TestDatabase.all)
    func badNames(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")

            let blank = try await app.api(.POST, "/api/collections", json: ["name": "   "], as: ada.bearer)
            let long = try await app.api(.POST, "/api/collections", json: ["name": String(repeating: "a", count: 101)], as: ada.bearer)
            let wordy = try await app.api(
                .POST, "/api/collections", json: ["name": "Ok", "description": String(repeating: "a", count: 1001)], as: ada.bearer)

            #expect(blank.status == .badRequest)
            #expect(blank.errorField == "name")
            #expect(long.errorField == "name")
            #expect(wordy.errorField == "description")
        }
    }

    @Test("Renaming and describing change only what is sent; an empty description clears it", arguments: TestDatabase.all)
    func rename(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let collection = try await app.makeCollection("Soups", by: ada)
            _ = try await app.api(.PATCH, "/api/collections/\(collection)", json: ["description": "Warm"], as: ada.bearer)

            let renamed = try await app.api(.PATCH, "/api/collections/\(collection)", json: ["name": "Winter soups"], as: ada.bearer)
            let cleared = try await app.api(.PATCH, "/api/collections/\(collection)", json: ["description": ""], as: ada.bearer)

            #expect(renamed.status == .ok)
            #expect(renamed["name"] == "Winter soups")
            #expect(renamed["description"] == "Warm")
            #expect(cleared["description"] == nil)
        }
    }

    @Test("Recipes are kept in the order they were added, and adding one twice keeps one", arguments: TestDatabase.all)
    func addKeepsOrder(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let collection = try await app.makeCollection("Favourites", by: ada)
            let soup = try await app.makeRecipe("Soup", in: home, by: ada)
            let cake = try await app.makeRecipe("Cake", in: home, by: ada)
            let bread = try await app.makeRecipe("Bread", in: home, by: ada)

            for recipe in [soup, cake, bread, soup] { try await app.collect(recipe, into: collection, by: ada) }

            #expect(try await app.collectionTitles(collection, as: ada) == ["Soup", "Cake", "Bread"])
            let summary = try await app.api(.GET, "/api/collections", as: ada.bearer).jsonArray.first
            #expect(summary?["recipeCount"] as? Int == 3)
        }
    }

    @Test("Reordering puts the named recipes first and keeps the rest in their order", arguments: TestDatabase.all)
    func reorder(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let collection = try await app.makeCollection("Menu", by: ada)
            var ids: [String: String] = [:]
            for title in ["A", "B", "C", "D"] {
                ids[title] = try await app.makeRecipe(title, in: home, by: ada)
                try await app.collect(ids[title]!, into: collection, by: ada)
            }

            let reordered = try await app.api(
                .PUT, "/api/collections/\(collection)/order", json: ["recipeIds": [ids["D"]!, ids["B"]!]], as: ada.bearer)

            #expect(reordered.status == .ok)
            #expect(try await app.collectionTitles(collection, as: ada) == ["D", "B", "A", "C"])
        }
    }

    @Test("Reordering refuses repeated ids and recipes not in the collection, naming recipeIds", arguments: TestDatabase.all)
    func badReorder(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let collection = try await app.makeCollection("Menu", by: ada)
            let inside = try await app.makeRecipe("Inside", in: home, by: ada)
            let outside = try await app.makeRecipe("Outside", in: home, by: ada)
            try await app.collect(inside, into: collection, by: ada)

            let repeated = try await app.api(
                .PUT, "/api/collections/\(collection)/order", json: ["recipeIds": [inside, inside]], as: ada.bearer)
            let stranger = try await app.api(.PUT, "/api/collections/\(collection)/order", json: ["recipeIds": [outside]], as: ada.bearer)
            let notAnID = try await app.api(.PUT, "/api/collections/\(collection)/order", json: ["recipeIds": ["nope"]], as: ada.bearer)

            #expect(repeated.status == .badRequest)
            #expect(repeated.errorField == "recipeIds")
            #expect(stranger.status == .badRequest)
            #expect(stranger.errorField == "recipeIds")
            #expect(notAnID.status == .badRequest)
            #expect(notAnID.errorField == "recipeIds")
        }
    }

    @Test("Removing takes a recipe out, and removing it again is harmless", arguments: TestDatabase.all)
    func remove(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let collection = try await app.makeCollection("Menu", by: ada)
            let soup = try await app.makeRecipe("Soup", in: home, by: ada)
            let cake = try await app.makeRecipe("Cake", in: home, by: ada)
            try await app.collect(soup, into: collection, by: ada)
            try await app.collect(cake, into: collection, by: ada)

            let removed = try await app.api(.DELETE, "/api/collections/\(collection)/recipes/\(soup)", as: ada.bearer)
            let again = try await app.api(.DELETE, "/api/collections/\(collection)/recipes/\(soup)", as: ada.bearer)

            #expect(removed.status == .noContent)
            #expect(again.status == .noContent)
            #expect(try await app.collectionTitles(collection, as: ada) == ["Cake"])
        }
    }

    @Test("Deleting a collection leaves its recipes alone", arguments: TestDatabase.all)
    func deleteCollection(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let collection = try await app.makeCollection("Menu", by: ada)
            let soup = try await app.makeRecipe("Soup", in: home, by: ada)
            try await app.collect(soup, into: collection, by: ada)

            let deleted = try await app.api(.DELETE, "/api/collections/\(collection)", as: ada.bearer)

            #expect(deleted.status == .noContent)
            #expect(try await app.api(.GET, "/api/collections/\(collection)", as: ada.bearer).status == .notFound)
            #expect(try await app.api(.GET, "/api/recipes/\(soup)", as: ada.bearer).status == .ok)
        }
    }

    @Test("Only recipes the owner may read can be added; another household's is not found", arguments: TestDatabase.all)
    func addOnlyReadable(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let eve = try await app.makeUser("Eve")
            let evesHome = try await app.makeHousehold("Eve's", owner: eve)
            let secret = try await app.makeRecipe("Secret stew", in: evesHome, by: eve)
            let collection = try await app.makeCollection("Menu", by: ada)

            let added = try await app.api(.POST, "/api/collections/\(collection)/recipes", json: ["recipeId": secret], as: ada.bearer)

            #expect(added.status == .notFound)
            #expect(added.errorField == "recipeId")
        }
    }

    @Test("A recipe its owner can no longer read is hidden from the collection, not an error", arguments: TestDatabase.all)
    func unreadableRecipesAreHidden(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let admin = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")
            let bob = try await app.makeUser("Bob")
            let adasHome = try await app.makeHousehold("Ada's", owner: ada)
            let bobsHome = try await app.makeHousehold("Bob's", owner: bob)
            let mine = try await app.makeRecipe("Mine", in: adasHome, by: ada)
            let bobs = try await app.makeRecipe("Bob's pie", in: bobsHome, by: bob)
            try await app.publish(bobs, by: bob, admin: admin)
            let collection = try await app.makeCollection("Menu", by: ada)
            try await app.collect(mine, into: collection, by: ada)
            try await app.collect(bobs, into: collection, by: ada)

            // Bob takes his pie private again.
            _ = try await app.api(.POST, "/api/recipes/\(bobs)/withdraw", as: bob.bearer)

            #expect(try await app.collectionTitles(collection, as: ada) == ["Mine"])
            let summary = try await app.api(.GET, "/api/collections", as: ada.bearer).jsonArray.first
            #expect(summary?["recipeCount"] as? Int == 1)
        }
    }

    @Test("A collection's recipes come a page at a time, in order", arguments: TestDatabase.all)
    func paging(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let collection = try await app.makeCollection("Menu", by: ada)
            for title in ["A", "B", "C", "D", "E"] {
                try await app.collect(try await app.makeRecipe(title, in: home, by: ada), into: collection, by: ada)
            }

            let second = try await app.api(.GET, "/api/collections/\(collection)?page=2&per=2", as: ada.bearer)

            let recipes = second.json["recipes"] as? [String: Any]
            #expect((recipes?["items"] as? [[String: Any]])?.compactMap { $0["title"] as? String } == ["C", "D"])
            #expect(recipes?["total"] as? Int == 5)
            #expect(recipes?["page"] as? Int == 2)
            #expect(try await app.api(.GET, "/api/collections/\(collection)?per=0", as: ada.bearer).errorField == "per")
        }
    }
}
