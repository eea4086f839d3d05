import AsyncHTTPClient
import Foundation
import LarderClient
import LarderTestSupport
import OpenAPIRuntime
import Testing
import Vapor

/// Recipes that come from elsewhere, through the generated client against a real server on
/// loopback: a web page on a site of the test's own, photos, a household's archive, and an AI
/// provider of the test's own.
@Suite("Recipes from elsewhere end to end")
struct RecipesFromElsewhereEndToEndTests {
    static let page = """
        <html><head><title>Weeknight Dal</title><script type="application/ld+json">
        {"@context": "https://schema.org", "@type": "Recipe", "name": "Weeknight Dal", "image": "/dal.jpg",
         "recipeYield": "6 servings", "recipeCategory": "Main Dish",
         "recipeIngredient": ["1 cup red lentils", "3 cups water", "1 tsp ground turmeric"],
         "recipeInstructions": ["Rinse the lentils.", "Simmer 25 minutes."]}
        </script></head><body></body></html>
        """

    @Test("Import a page, save the draft with a photo, and carry the household's recipes to another", arguments: TestDatabase.all)
    func importPhotoAndExchange(database: TestDatabase) async throws {
        try await withLoopbackServer({ site in
            site.get("dal") { _ in Response(status: .ok, headers: ["Content-Type": "text/html"], body: .init(string: Self.page)) }
        }) { site in
            try await withApp(database) { app in
                try await withRunningServer(app) { baseURL in
                    let session = ClientSession(baseURL: baseURL)
                    let (_, ada) = try await session.register("Ada", email: "ada@example.com")
                    let (_, bob) = try await session.register("Bob", email: "bob@example.com")
                    let adas = try await ada.createHousehold(body: .json(.init(name: "Ada's"))).created.body.json.id
                    let bobs = try await bob.createHousehold(body: .json(.init(name: "Bob's"))).created.body.json.id

                    // The page becomes a draft; the draft is saved as it is.
                    let imported = try await ada.importRecipe(body: .json(.init(url: "\(site)/dal"))).ok.body.json
                    #expect(imported.draft.title == "Weeknight Dal")
                    #expect(imported.imageUrl == "\(site)/dal.jpg")
                    let saved = try await ada.createRecipe(query: .init(householdId: adas), body: .json(imported.draft)).created.body.json
                    #expect(saved.baseServings == 6)
                    #expect(saved.categories == [.main_hyphen_course])

                    // A photo, served from its own address.
                    let withPhoto = try await ada.setRecipePhoto(path: .init(recipeId: saved.id), body: .png(HTTPBody(TinyImages.png))).ok
                        .body.json
                    let photoURL = try #require(withPhoto.photoUrl)
                    let served = try await HTTPClient.shared.execute(
                        HTTPClientRequest(url: baseURL.absoluteString + photoURL), timeout: .seconds(10))
                    #expect(served.status.code == 200)
                    #expect(served.headers.first(name: "Cache-Control") == "public, max-age=31536000, immutable")
                    #expect(Array(try await served.body.collect(upTo: 1 << 20).readableBytesView) == TinyImages.png)

                    // The household's recipes travel to Bob's, photo and all.
                    let zip = try await ada.exportHouseholdRecipes(path: .init(householdId: adas)).ok.body.application_zip
                    let archive = try await [UInt8](collecting: zip, upTo: 10 << 20)
                    let result = try await bob.importHouseholdRecipes(
                        path: .init(householdId: bobs), body: .application_zip(HTTPBody(archive))
                    )
                    .created.body.json
                    #expect(result.imported == 1)
                    let copy = try await bob.getRecipe(path: .init(recipeId: result.items[0].id)).ok.body.json
                    #expect(copy.title == "Weeknight Dal")
                    #expect(copy.ingredients.map(\.text) == saved.ingredients.map(\.text))
                    #expect(copy.photoUrl == photoURL)
                    #expect(copy.householdId == bobs)
                }
            }
        }
    }

    enum Generation: String, CaseIterable {
        case success, invalidJSON, timeout, unconfigured
    }

    @Test("AI generation: a saved recipe, or a clear failure with nothing saved", arguments: Generation.allCases)
    func generation(_ outcome: Generation) async throws {
        let behaviour: ChatCompletionsStub.Behaviour =
            switch outcome {
            case .success, .unconfigured: .answer(ChatCompletionsStub.recipeJSON())
            case .invalidJSON: .answer("Here is a lovely curry! Enjoy.")
            case .timeout: .slow(seconds: 60, answer: ChatCompletionsStub.recipeJSON())
            }
        let stub = ChatCompletionsStub(behaviour)
        try await withLoopbackServer(stub.routes) { provider in
            try await withApp(
                .sqlite,
                configure: {
                    if outcome != .unconfigured { $0.ai = .init(baseURL: "\(provider)/v1", model: "test-model") }
                    $0.aiTimeout = outcome == .timeout ? 1 : 30
                }
            ) { app in
                try await withRunningServer(app) { baseURL in
                    let session = ClientSession(baseURL: baseURL)
                    let (_, ada) = try await session.register("Ada", email: "ada@example.com")
                    _ = try await ada.createHousehold(body: .json(.init(name: "Ada's")))

                    let output = try await ada.generateRecipe(body: .json(.init(prompt: "a chickpea curry", dietFlags: [.vegan])))

                    switch outcome {
                    case .success:
                        let recipe = try output.created.body.json
                        #expect(recipe.aiGenerated)
                        #expect(recipe.status == ._private)
                    case .invalidJSON:
                        #expect(try output.badGateway.body.json.error.message.contains("not a usable recipe"))
                    case .timeout:
                        #expect(try output.gatewayTimeout.body.json.error.code == "gateway_timeout")
                    case .unconfigured:
                        #expect(try output.serviceUnavailable.body.json.error.message.contains("LARDER_AI_BASE_URL"))
                    }
                    let mine = try await ada.searchRecipes(query: .init(scope: .mine)).ok.body.json
                    #expect(mine.total == (outcome == .success ? 1 : 0))
                }
            }
        }
    }
}
