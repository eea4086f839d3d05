import AsyncHTTPClient
import Foundation
import LarderClient
import LarderTestSupport
import OpenAPIRuntime
import Testing

/// Photo recipes and chefs end to end: a real server on loopback, driven through the generated
/// client, on SQLite and on PostgreSQL.
@Suite("Photo recipes and chefs end to end")
struct PhotoRecipesAndChefsEndToEndTests {
    @Test("A photo recipe is kept with its caption, listed, served and deleted; another household gets 404", arguments: TestDatabase.all)
    func photoRecipeFlow(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let session = ClientSession(baseURL: baseURL)
                _ = try await session.register("Admin", email: "admin@example.com")
                let (_, ada) = try await session.register("Ada", email: "ada@example.com")
                let (_, eve) = try await session.register("Eve", email: "eve@example.com")
                let home = try await ada.createHousehold(body: .json(.init(name: "Home"))).created.body.json.id
                let evesHome = try await eve.createHousehold(body: .json(.init(name: "Eve's"))).created.body.json.id

                let created = try await ada.createPhotoRecipe(
                    path: .init(householdId: home), query: .init(caption: "Gran's honey cake"), body: .jpeg(HTTPBody(TinyImages.jpeg))
                ).created.body.json
                #expect(created.caption == "Gran's honey cake")
                #expect(created.addedBy == "Ada")

                let listed = try await ada.listPhotoRecipes(path: .init(householdId: home)).ok.body.json
                #expect(listed.map(\.id) == [created.id])

                // A photo recipe is the household's own: its photo needs the reader's right.
                var photoRequest = HTTPClientRequest(url: baseURL.absoluteString + created.photoUrl)
                let anonymous = try await HTTPClient.shared.execute(photoRequest, timeout: .seconds(10))
                #expect(anonymous.status.code == 404)
                photoRequest.headers.add(name: "Authorization", value: "Bearer \(try await session.accessToken(email: "ada@example.com"))")
                let served = try await HTTPClient.shared.execute(photoRequest, timeout: .seconds(10))
                #expect(served.status.code == 200)
                #expect(served.headers.first(name: "Content-Type") == "image/jpeg")
                #expect(Array(try await served.body.collect(upTo: 1 << 20).readableBytesView) == TinyImages.jpeg)

                // Another household: not found, whichever way it asks.
                #expect(errorStatus(try await eve.listPhotoRecipes(path: .init(householdId: home)))?.status == 404)
                let intoTheirs = try await eve.createPhotoRecipe(
                    path: .init(householdId: home), query: .init(caption: "Mine"), body: .jpeg(HTTPBody(TinyImages.jpeg)))
                #expect(errorStatus(intoTheirs)?.status == 404)
                let throughOwn = try await eve.deletePhotoRecipe(path: .init(householdId: evesHome, photoRecipeId: created.id))
                #expect(errorStatus(throughOwn)?.status == 404)
                let throughTheirs = try await eve.deletePhotoRecipe(path: .init(householdId: home, photoRecipeId: created.id))
                #expect(errorStatus(throughTheirs)?.status == 404)

                _ = try await ada.deletePhotoRecipe(path: .init(householdId: home, photoRecipeId: created.id)).noContent
                #expect(try await ada.listPhotoRecipes(path: .init(householdId: home)).ok.body.json.isEmpty)
            }
        }
    }

    @Test(
        "An admin creates a chef, credits a public recipe, and the chef's page lists it; others cannot manage chefs",
        arguments: TestDatabase.all)
    func chefFlow(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let session = ClientSession(baseURL: baseURL)
                let (_, admin) = try await session.register("Admin", email: "admin@example.com")
                let (_, ada) = try await session.register("Ada", email: "ada@example.com")
                let home = try await ada.createHousehold(body: .json(.init(name: "Home"))).created.body.json.id
                func recipe(_ title: String) async throws -> String {
                    try await ada.createRecipe(
                        query: .init(householdId: home),
                        body: .json(.init(title: title, ingredients: [.init(text: "500 g beetroot")], steps: ["Simmer."]))
                    ).created.body.json.id
                }
                let borscht = try await recipe("Borscht")
                let secret = try await recipe("Secret soup")

                let chef = try await admin.createChef(
                    body: .json(.init(name: "Olia Hercules", bio: "Cook and writer.", links: ["https://oliahercules.com"]))
                ).created.body.json
                let photographed = try await admin.setChefPhoto(path: .init(chefId: chef.id), body: .png(HTTPBody(TinyImages.png))).ok
                    .body.json
                #expect(photographed.photoUrl?.hasSuffix(".png") == true)

                // Published, then credited.
                _ = try await ada.submitRecipe(path: .init(recipeId: borscht)).ok
                _ = try await admin.approveRecipe(path: .init(recipeId: borscht), body: .json(.init())).ok
                let credited = try await admin.creditChef(path: .init(recipeId: borscht), body: .json(.init(chefId: chef.id))).ok.body.json
                #expect(credited.chef?.name == "Olia Hercules")
                #expect(
                    errorStatus(try await admin.creditChef(path: .init(recipeId: secret), body: .json(.init(chefId: chef.id))))?.status
                        == 404)

                // The chef's page, for anyone.
                let page = try await session.anonymous.getChef(path: .init(chefId: chef.id)).ok.body.json
                #expect(page.chef.name == "Olia Hercules")
                #expect(page.chef.links == ["https://oliahercules.com"])
                #expect(page.recipes.items.map(\.title) == ["Borscht"])
                let html = try await HTTPClient.shared.execute(
                    HTTPClientRequest(url: baseURL.absoluteString + "/chefs/\(chef.id)"), timeout: .seconds(10))
                let body = String(buffer: try await html.body.collect(upTo: 1 << 20))
                #expect(html.status.code == 200)
                #expect(body.contains("Borscht") && !body.contains("Secret soup"))

                // Members manage nothing; guests must sign in.
                #expect(errorStatus(try await ada.createChef(body: .json(.init(name: "Me"))))?.status == 403)
                #expect(errorStatus(try await ada.updateChef(path: .init(chefId: chef.id), body: .json(.init(name: "Me"))))?.status == 403)
                #expect(
                    errorStatus(try await ada.setChefPhoto(path: .init(chefId: chef.id), body: .png(HTTPBody(TinyImages.png))))?.status
                        == 403)
                #expect(errorStatus(try await ada.creditChef(path: .init(recipeId: borscht), body: .json(.init())))?.status == 403)
                #expect(errorStatus(try await ada.deleteChef(path: .init(chefId: chef.id)))?.status == 403)
                #expect(errorStatus(try await session.anonymous.createChef(body: .json(.init(name: "Guest"))))?.status == 401)
                #expect(try await session.anonymous.listChefs().ok.body.json.items.map(\.name) == ["Olia Hercules"])

                // Deleting the chef leaves the recipe public, uncredited.
                _ = try await admin.deleteChef(path: .init(chefId: chef.id)).noContent
                #expect(try await session.anonymous.getRecipe(path: .init(recipeId: borscht)).ok.body.json.chef == nil)
            }
        }
    }
}
