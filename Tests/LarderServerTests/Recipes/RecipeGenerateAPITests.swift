import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

/// AI generation against a chat-completions provider of the test's own on loopback.
@Suite("Recipe generation")
struct RecipeGenerateAPITests {
    /// Runs `body` with Larder configured to use `stub` as its AI provider.
    private func withProvider(
        _ stub: ChatCompletionsStub, database: TestDatabase = .sqlite, timeout: TimeInterval = 30,
        _ body: @escaping (Application) async throws -> Void
    ) async throws {
        try await withLoopbackServer(stub.routes) { provider in
            try await withApp(
                database,
                configure: {
                    $0.ai = .init(baseURL: "\(provider)/v1/", model: "test-model", apiKey: "sk-test")
                    $0.aiTimeout = timeout
                }
            ) { app in
                try await body(app)
            }
        }
    }

    private func recipeCount(_ app: Application, _ user: TestUser) async throws -> Int? {
        try await app.api(.GET, "/api/recipes?scope=mine", as: user.bearer).json["total"] as? Int
    }

    @Test("A generated recipe is saved private in the household and marked AI-generated", arguments: TestDatabase.all)
    func savesTheRecipe(database: TestDatabase) async throws {
        let stub = ChatCompletionsStub(.answer(ChatCompletionsStub.recipeJSON()))
        try await withProvider(stub, database: database) { app in
            _ = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)

            let generated = try await app.api(
                .POST, "/api/recipes/generate",
                json: [
                    "prompt": "a quick curry", "ingredients": ["chickpeas", "coconut milk"], "dietFlags": ["vegan"], "householdId": home,
                ],
                as: ada.bearer)

            #expect(generated.status == .created, "\(generated.body)")
            #expect(generated["title"] == "Chickpea Curry")
            #expect(generated.json["aiGenerated"] as? Bool == true)
            #expect(generated["status"] == "private")
            #expect(generated["householdId"] == home)
            #expect((generated.json["ingredients"] as? [[String: Any]])?.count == 4)
            #expect(generated.json["categories"] as? [String] == ["main-course"])
            #expect(Set(generated.json["dietFlags"] as? [String] ?? []) == ["vegan", "vegetarian", "gluten-free"])
            #expect(generated.json["totalMinutes"] as? Int == 30)
            #expect(try await recipeCount(app, ada) == 1)
        }
    }

    @Test("The provider is asked for one JSON recipe, with the model, the key and the person's request")
    func sendsAChatCompletionRequest() async throws {
        let stub = ChatCompletionsStub(.answer(ChatCompletionsStub.recipeJSON()))
        try await withProvider(stub) { app in
            let ada = try await app.makeUser("Ada")
            _ = try await app.makeHousehold("Home", owner: ada)

            _ = try await app.api(
                .POST, "/api/recipes/generate", json: ["prompt": "a quick curry", "ingredients": ["chickpeas"], "dietFlags": ["vegan"]],
                as: ada.bearer)

            let request = try #require(stub.requests.first)
            #expect(stub.requests.count == 1)
            #expect(request.json["model"] as? String == "test-model")
            #expect(request.headers.first(name: .authorization) == "Bearer sk-test")
            #expect((request.json["response_format"] as? [String: Any])?["type"] as? String == "json_object")
            #expect(request.messages.map { $0["role"] as? String } == ["system", "user"])
            let system = request.messages.first?["content"] as? String ?? ""
            #expect(system.contains("exactly one JSON object") && system.contains("Main Course") && system.contains("gluten-free"))
            let user = request.messages.last?["content"] as? String ?? ""
            #expect(user.contains("a quick curry") && user.contains("chickpeas") && user.contains("vegan"))
        }
    }

    @Test("A category outside the list becomes Main Course, and a fenced answer is read")
    func unknownCategoryIsMainCourse() async throws {
        let stub = ChatCompletionsStub(.answer("```json\n" + ChatCompletionsStub.recipeJSON(["category": "Curry Night"]) + "\n```"))
        try await withProvider(stub) { app in
            let ada = try await app.makeUser("Ada")
            _ = try await app.makeHousehold("Home", owner: ada)

            let generated = try await app.api(.POST, "/api/recipes/generate", json: ["prompt": "curry"], as: ada.bearer)

            #expect(generated.status == .created, "\(generated.body)")
            #expect(generated.json["categories"] as? [String] == ["main-course"])
        }
    }

    @Test("An answer that is not JSON is a 502 and nothing is saved")
    func invalidJSON() async throws {
        let stub = ChatCompletionsStub(.answer("Sorry, I can only help with cooking questions."))
        try await withProvider(stub) { app in
            let ada = try await app.makeUser("Ada")
            _ = try await app.makeHousehold("Home", owner: ada)

            let failed = try await app.api(.POST, "/api/recipes/generate", json: ["prompt": "curry"], as: ada.bearer)

            #expect(failed.status == .badGateway)
            #expect(failed.errorMessage?.contains("not a usable recipe") == true)
            #expect(try await recipeCount(app, ada) == 0)
        }
    }

    @Test("An answer missing its steps is a 502 and nothing is saved")
    func missingFields() async throws {
        let stub = ChatCompletionsStub(.answer(ChatCompletionsStub.recipeJSON(["steps": NSNull()])))
        try await withProvider(stub) { app in
            let ada = try await app.makeUser("Ada")
            _ = try await app.makeHousehold("Home", owner: ada)

            let failed = try await app.api(.POST, "/api/recipes/generate", json: ["prompt": "curry"], as: ada.bearer)

            #expect(failed.status == .badGateway)
            #expect(failed.errorMessage?.contains("steps") == true)
            #expect(try await recipeCount(app, ada) == 0)
        }
    }

    @Test("A recipe of fewer than three ingredients is refused and nothing is saved")
    func tooFewIngredients() async throws {
        let stub = ChatCompletionsStub(.answer(ChatCompletionsStub.recipeJSON(["ingredients": ["1 slice bread", "1 tbsp butter"]])))
        try await withProvider(stub) { app in
            let ada = try await app.makeUser("Ada")
            _ = try await app.makeHousehold("Home", owner: ada)

            let failed = try await app.api(.POST, "/api/recipes/generate", json: ["prompt": "toast"], as: ada.bearer)

            #expect(failed.status == .badGateway)
            #expect(failed.errorMessage?.contains("at least 3") == true)
            #expect(try await recipeCount(app, ada) == 0)
        }
    }

    @Test("A provider error is a 502 naming the provider's status, and nothing is saved")
    func providerError() async throws {
        let stub = ChatCompletionsStub(.status(.internalServerError))
        try await withProvider(stub) { app in
            let ada = try await app.makeUser("Ada")
            _ = try await app.makeHousehold("Home", owner: ada)

            let failed = try await app.api(.POST, "/api/recipes/generate", json: ["prompt": "curry"], as: ada.bearer)

            #expect(failed.status == .badGateway)
            #expect(failed.errorCode == "bad_gateway")
            #expect(failed.errorMessage?.contains("500") == true)
            #expect(try await recipeCount(app, ada) == 0)
        }
    }

    @Test("A provider slower than LARDER_AI_TIMEOUT is a 504 and nothing is saved")
    func timeout() async throws {
        let stub = ChatCompletionsStub(.slow(seconds: 60, answer: ChatCompletionsStub.recipeJSON()))
        try await withProvider(stub, timeout: 1) { app in
            let ada = try await app.makeUser("Ada")
            _ = try await app.makeHousehold("Home", owner: ada)

            let failed = try await app.api(.POST, "/api/recipes/generate", json: ["prompt": "curry"], as: ada.bearer)

            // A 504 means the timeout ended the wait: the stub would have answered with a recipe.
            #expect(failed.status == .gatewayTimeout)
            #expect(try await recipeCount(app, ada) == 0)
        }
    }

    @Test("A provider nobody answers at is a 502")
    func unreachableProvider() async throws {
        let address = try closedLoopbackAddress()
        try await withApp(.sqlite, configure: { $0.ai = .init(baseURL: address, model: "test-model") }) { app in
            let ada = try await app.makeUser("Ada")
            _ = try await app.makeHousehold("Home", owner: ada)

            let failed = try await app.api(.POST, "/api/recipes/generate", json: ["prompt": "curry"], as: ada.bearer)

            #expect(failed.status == .badGateway)
            #expect(failed.errorMessage?.contains("Could not reach the AI provider") == true)
        }
    }

    @Test("Without a configured provider the answer is 503, saying which variables to set")
    func unconfigured() async throws {
        try await withApp(.sqlite) { app in
            let ada = try await app.makeUser("Ada")
            _ = try await app.makeHousehold("Home", owner: ada)

            let failed = try await app.api(.POST, "/api/recipes/generate", json: ["prompt": "curry"], as: ada.bearer)

            #expect(failed.status == .serviceUnavailable)
            #expect(failed.errorCode == "unavailable")
            #expect(failed.errorMessage?.contains("LARDER_AI_BASE_URL") == true)
            #expect(failed.errorMessage?.contains("LARDER_AI_MODEL") == true)
            #expect(try await recipeCount(app, ada) == 0)
        }
    }

    @Test("An administrator's generated recipe stays private too")
    func adminRecipesStayPrivate() async throws {
        let stub = ChatCompletionsStub(.answer(ChatCompletionsStub.recipeJSON()))
        try await withProvider(stub) { app in
            let admin = try await app.makeUser("Admin")
            _ = try await app.makeHousehold("Home", owner: admin)

            let generated = try await app.api(.POST, "/api/recipes/generate", json: ["prompt": "curry"], as: admin.bearer)

            #expect(generated.status == .created)
            #expect(generated["status"] == "private")
        }
    }

    @Test("Asking for nothing is refused, naming prompt, before the provider is called")
    func needsAPromptOrIngredients() async throws {
        let stub = ChatCompletionsStub(.answer(ChatCompletionsStub.recipeJSON()))
        try await withProvider(stub) { app in
            let ada = try await app.makeUser("Ada")
            _ = try await app.makeHousehold("Home", owner: ada)

            let refused = try await app.api(
                .POST, "/api/recipes/generate", json: ["prompt": "  ", "ingredients": [String]()], as: ada.bearer)

            #expect(refused.status == .badRequest)
            #expect(refused.errorField == "prompt")
            #expect(stub.requests.isEmpty)
        }
    }

    @Test("Another household's id is not found, and the provider is not called")
    func strangersHousehold() async throws {
        let stub = ChatCompletionsStub(.answer(ChatCompletionsStub.recipeJSON()))
        try await withProvider(stub) { app in
            let ada = try await app.makeUser("Ada")
            let bob = try await app.makeUser("Bob")
            _ = try await app.makeHousehold("Home", owner: ada)
            let elsewhere = try await app.makeHousehold("Elsewhere", owner: bob)

            let refused = try await app.api(
                .POST, "/api/recipes/generate", json: ["prompt": "curry", "householdId": elsewhere], as: ada.bearer)

            #expect(refused.status == .notFound)
            #expect(refused.errorField == "householdId")
            #expect(stub.requests.isEmpty)
        }
    }

    @Test("Guests must sign in to generate")
    func needsSignIn() async throws {
        try await withApp(.sqlite) { app in
            let refused = try await app.api(.POST, "/api/recipes/generate", json: ["prompt": "curry"])

            #expect(refused.status == .unauthorized)
        }
    }
}
