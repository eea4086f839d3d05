import Foundation
import LarderClient
import LarderTestSupport
import Testing

/// Keeping recipes, end to end: favourites, collections (own and public, bookmarked) and ratings,
/// through the generated client against a real server, on SQLite and on PostgreSQL.
@Suite("Collecting end to end")
struct CollectingEndToEndTests {
    @Test("Favourites, an ordered collection, a curated public one bookmarked, and ratings", arguments: TestDatabase.all)
    func favouritesCollectionsAndRatings(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let session = ClientSession(baseURL: baseURL)
                let (_, admin) = try await session.register("Admin", email: "admin@example.com")
                let (_, ada) = try await session.register("Ada", email: "ada@example.com")
                let (_, bob) = try await session.register("Bob", email: "bob@example.com")

                // Ada's household cookbook, and a public recipe from the admin's test kitchen.
                let home = try await ada.createHousehold(body: .json(.init(name: "Home"))).created.body.json
                let kitchen = try await admin.createHousehold(body: .json(.init(name: "Test kitchen"))).created.body.json
                func recipe(_ client: Client, _ title: String, in household: String) async throws -> String {
                    try await client.createRecipe(
                        query: .init(householdId: household),
                        body: .json(.init(title: title, ingredients: [.init(text: "200 g flour")], steps: ["Mix and bake."]))
                    ).created.body.json.id
                }
                let borscht = try await recipe(ada, "Borscht", in: home.id)
                let pampushky = try await recipe(ada, "Pampushky", in: home.id)
                let kyivCake = try await recipe(admin, "Kyiv cake", in: kitchen.id)

                // Favourites.
                _ = try await ada.favouriteRecipe(path: .init(recipeId: borscht)).noContent
                _ = try await ada.favouriteRecipe(path: .init(recipeId: kyivCake)).noContent
                let favourites = try await ada.searchRecipes(query: .init(scope: .favourites, sort: .title_hyphen_asc)).ok.body.json
                #expect(favourites.items.map(\.title) == ["Borscht", "Kyiv cake"])

                // An ordered collection of Ada's.
                let sunday = try await ada.createCollection(body: .json(.init(name: "Sunday lunch"))).created.body.json
                for id in [pampushky, borscht, kyivCake] {
                    _ = try await ada.addRecipeToCollection(path: .init(collectionId: sunday.id), body: .json(.init(recipeId: id))).ok
                }
                let reordered = try await ada.reorderCollection(
                    path: .init(collectionId: sunday.id), body: .json(.init(recipeIds: [kyivCake]))
                ).ok.body.json
                let opened = try await ada.getCollection(path: .init(collectionId: sunday.id)).ok.body.json
                #expect(reordered.recipeCount == 3)
                #expect(opened.recipes.items.map(\.title) == ["Kyiv cake", "Pampushky", "Borscht"])
                #expect(errorStatus(try await bob.getCollection(path: .init(collectionId: sunday.id)))?.status == 404)

                // A public collection curated by the admin, which Bob bookmarks and a guest opens.
                let picks = try await admin.createCollection(body: .json(.init(name: "Editors' picks", isPublic: true))).created.body.json
                _ = try await admin.addRecipeToCollection(path: .init(collectionId: picks.id), body: .json(.init(recipeId: kyivCake))).ok
                _ = try await bob.bookmarkCollection(path: .init(collectionId: picks.id)).noContent
                let bookmarks = try await bob.listBookmarkedCollections().ok.body.json
                let asGuest = try await session.anonymous.getCollection(path: .init(collectionId: picks.id)).ok.body.json
                #expect(bookmarks.map(\.name) == ["Editors' picks"])
                #expect(asGuest.recipes.items.map(\.title) == ["Kyiv cake"])
                #expect(try await session.anonymous.listPublicCollections().ok.body.json.total == 1)

                // Ratings from two people at once average out.
                async let fromAda = ada.rateRecipe(path: .init(recipeId: kyivCake), body: .json(.init(stars: 5)))
                async let fromBob = bob.rateRecipe(path: .init(recipeId: kyivCake), body: .json(.init(stars: 3)))
                _ = try await (fromAda.ok, fromBob.ok)
                let rated = try await ada.getRecipe(path: .init(recipeId: kyivCake)).ok.body.json
                #expect(rated.rating.count == 2)
                #expect(rated.rating.average == 4)
                #expect(rated.rating.mine == 5)
                #expect(rated.favourite)

                // Unfavouriting leaves one favourite.
                _ = try await ada.unfavouriteRecipe(path: .init(recipeId: borscht)).noContent
                let left = try await ada.searchRecipes(query: .init(scope: .favourites)).ok.body.json
                #expect(left.items.map(\.title) == ["Kyiv cake"])
            }
        }
    }
}
