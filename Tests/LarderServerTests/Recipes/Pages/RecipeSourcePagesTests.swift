import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

@Suite("Recipe pages: import and generate")
struct RecipeSourcePagesTests {
    @Test("Pasted HTML opens as a filled-in recipe form; saving it creates the recipe", arguments: TestDatabase.all)
    func importPastedHTML(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let browser = try await WebBrowser.signedIn(app, as: kitchen.ada)
            try await browser.get("/recipes/import")

            let draft = try await browser.post(
                "/recipes/import", ["html": RecipeImportAPITests.dalPage, "url": "https://food.example/recipes/dal"])
            let saved = try await browser.post(
                "/recipes",
                pairs: [
                    ("title", "Weeknight Dal"), ("ingredients", "1 cup red lentils\n3 cups water\n1 tsp ground turmeric"),
                    ("steps", "Rinse the lentils.\n\nSimmer 25 minutes."), ("servings", "6"), ("categories[]", "soup"),
                    ("sourceUrl", "https://food.example/recipes/dal"),
                ])
            let page = try await browser.follow(saved)

            #expect(draft.status == .ok)
            #expect(draft.html.contains(#"<form action="/recipes" method="post""#))
            #expect(draft.html.contains(#"value="Weeknight Dal""#))
            #expect(draft.html.contains("1 cup red lentils\n3 cups water\n1 tsp ground turmeric</textarea>"), "the lines stay editable")
            #expect(draft.html.contains(#"name="servings" value="6""#) || draft.html.contains(#"value="6" name="servings""#))
            #expect(draft.html.contains(#"value="soup" checked="checked""#))
            #expect(draft.html.contains("https://food.example/images/dal.jpg"), "the page's photo is pointed out")
            #expect(saved.status == .seeOther)
            #expect(page.html.contains("<h1>Weeknight Dal</h1>"))
            let mine = try await app.api(.GET, "/api/recipes?scope=mine", as: kitchen.ada.bearer)
            #expect(mine.json["total"] as? Int == 1, "reading the page saved nothing; the form did")
        }
    }

    @Test("A page without a recipe is said at the HTML field and nothing opens", arguments: [TestDatabase.sqlite])
    func importFindsNoRecipe(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let browser = try await WebBrowser.signedIn(app, as: kitchen.ada)
            try await browser.get("/recipes/import")

            let page = try await browser.post("/recipes/import", ["html": RecipeImportAPITests.notARecipe])

            #expect(page.status == .unprocessableEntity)
            #expect(page.html.contains(#"id="html-error""#))
            #expect(page.html.contains("No recipe was found on this page"))
            #expect(page.html.contains("We like food.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</textarea>"), "what was pasted stays")
        }
    }

    @Test("An address nobody answers at is said at the address field", arguments: [TestDatabase.sqlite])
    func importUnreachableAddress(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let browser = try await WebBrowser.signedIn(app, as: kitchen.ada)
            try await browser.get("/recipes/import")
            let address = try closedLoopbackAddress() + "/dal"

            let page = try await browser.post("/recipes/import", ["url": address])
            let neither = try await browser.post("/recipes/import", ["url": " ", "html": ""])

            #expect(page.status == .unprocessableEntity)
            #expect(page.html.contains(#"id="url-error""#))
            #expect(page.html.contains("Could not fetch \(address)"))
            #expect(neither.status == .badRequest)
            #expect(neither.html.contains(#"id="url-error""#))
        }
    }

    @Test("Without an AI provider the generate page explains how to configure one, with 503", arguments: [TestDatabase.sqlite])
    func generateUnconfigured(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let browser = try await WebBrowser.signedIn(app, as: kitchen.ada)

            let page = try await browser.get("/recipes/generate")
            let posted = try await browser.post("/recipes/generate", ["prompt": "a curry"])

            #expect(page.status == .serviceUnavailable)
            #expect(page.html.contains("LARDER_AI_BASE_URL"))
            #expect(page.html.contains("Recipe generation is not set up"))
            #expect(!page.html.contains(#"name="prompt""#), "no form that cannot work")
            #expect(posted.status == .serviceUnavailable)
        }
    }

    @Test("Generating with a provider saves a private AI recipe and shows it", arguments: TestDatabase.all)
    func generateSaves(database: TestDatabase) async throws {
        let stub = ChatCompletionsStub(.answer(ChatCompletionsStub.recipeJSON()))
        try await withProvider(stub, database: database) { app in
            let kitchen = try await app.makeKitchen()
            let browser = try await WebBrowser.signedIn(app, as: kitchen.ada)
            let form = try await browser.get("/recipes/generate")

            let generated = try await browser.post(
                "/recipes/generate",
                pairs: [("prompt", "a quick curry"), ("ingredients", "chickpeas\ncoconut milk"), ("dietFlags[]", "vegan")])
            let page = try await browser.follow(generated)

            #expect(form.html.contains(#"name="prompt""#))
            #expect(generated.status == .seeOther)
            #expect(page.html.contains("<h1>Chickpea Curry</h1>"))
            #expect(page.html.contains("AI-generated"))
            #expect(page.html.contains("It stays private in your household"))
            let user = stub.requests.first?.messages.last?["content"] as? String ?? ""
            #expect(user.contains("chickpeas") && user.contains("coconut milk") && user.contains("vegan"))
            let mine = try await app.api(.GET, "/api/recipes?scope=mine", as: kitchen.ada.bearer)
            #expect(mine.json["total"] as? Int == 1)
        }
    }

    @Test("A provider error is said on the form, which keeps what was typed; nothing is saved", arguments: [TestDatabase.sqlite])
    func generateProviderError(database: TestDatabase) async throws {
        let stub = ChatCompletionsStub(.status(.internalServerError))
        try await withProvider(stub, database: .sqlite) { app in
            let kitchen = try await app.makeKitchen()
            let browser = try await WebBrowser.signedIn(app, as: kitchen.ada)
            try await browser.get("/recipes/generate")

            let page = try await browser.post("/recipes/generate", ["prompt": "a quick curry"])
            let empty = try await browser.post("/recipes/generate", ["prompt": " "])

            #expect(page.status == .badGateway)
            #expect(page.html.contains("The AI provider answered with HTTP status 500"))
            #expect(page.html.contains("a quick curry</textarea>"))
            #expect(empty.status == .badRequest)
            #expect(empty.html.contains(#"id="prompt-error""#))
            let mine = try await app.api(.GET, "/api/recipes?scope=mine", as: kitchen.ada.bearer)
            #expect(mine.json["total"] as? Int == 0)
        }
    }

    @Test("Generating into another household's cookbook is refused as not found", arguments: [TestDatabase.sqlite])
    func generateIntoForeignHousehold(database: TestDatabase) async throws {
        let stub = ChatCompletionsStub(.answer(ChatCompletionsStub.recipeJSON()))
        try await withProvider(stub, database: .sqlite) { app in
            let kitchen = try await app.makeKitchen()
            _ = try await app.makeHousehold("Cabin", owner: kitchen.ada)
            let eve = try await app.makeUser("Eve")
            let evesHome = try await app.makeHousehold("Eve's", owner: eve)
            let browser = try await WebBrowser.signedIn(app, as: kitchen.ada)
            try await browser.get("/recipes/generate")

            let page = try await browser.post("/recipes/generate", ["prompt": "a curry", "householdId": evesHome])

            #expect(page.status == .notFound)
            #expect(stub.requests.isEmpty, "the provider is not asked to write for a household that is not theirs")
            let theirs = try await app.api(.GET, "/api/recipes?scope=mine", as: eve.bearer)
            #expect(theirs.json["total"] as? Int == 0)
        }
    }

    @Test("Guests are asked to sign in to import or generate", arguments: [TestDatabase.sqlite])
    func guestsSignIn(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let guest = WebBrowser(app)
            let importing = try await guest.get("/recipes/import")
            let generating = try await guest.get("/recipes/generate")
            #expect(importing.location == "/login?next=%2Frecipes%2Fimport")
            #expect(generating.location == "/login?next=%2Frecipes%2Fgenerate")
        }
    }

    /// Runs `body` with Larder configured to use `stub` as its AI provider.
    private func withProvider(
        _ stub: ChatCompletionsStub, database: TestDatabase, _ body: @escaping (Application) async throws -> Void
    ) async throws {
        try await withLoopbackServer(stub.routes) { provider in
            try await withApp(database, configure: { $0.ai = .init(baseURL: "\(provider)/v1", model: "test-model", apiKey: nil) }) { app in
                try await body(app)
            }
        }
    }
}
