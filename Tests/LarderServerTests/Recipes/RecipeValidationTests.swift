import Foundation
import LarderTestSupport
import Testing
import Vapor

@Suite("Recipe validation")
struct RecipeValidationTests {
    static let cases: [(field: String, body: [String: any Sendable])] = [
        ("title", recipeBody("   ")),
        ("title", recipeBody(String(repeating: "a", count: 201))),
        ("ingredients", recipeBody("Soup", ingredients: [" ", ""])),
        ("steps", recipeBody("Soup", steps: [])),
        ("servings", recipeBody("Soup", servings: 0)),
        ("prepMinutes", recipeBody("Soup", extra: ["prepMinutes": -5])),
        ("sourceUrl", recipeBody("Soup", extra: ["sourceUrl": "javascript:alert(1)"])),
        ("tags", recipeBody("Soup", extra: ["tags": [String(repeating: "t", count: 41)]])),
    ]

    @Test("Bad recipes get a 400 naming the field and nothing is stored", arguments: cases.indices)
    func badInputNamesTheField(index: Int) async throws {
        let (field, body) = Self.cases[index]
        try await withApp(.sqlite) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)

            let response = try await app.api(.POST, "/api/recipes?householdId=\(home)", json: body, as: ada.bearer)

            #expect(response.status == .badRequest, "\(response.body)")
            #expect(response.errorField == field, "\(response.body)")
            #expect(try await app.api(.GET, "/api/recipes?scope=mine", as: ada.bearer).json["total"] as? Int == 0)
        }
    }

    @Test("Unknown categories are refused by name", arguments: [TestDatabase.sqlite])
    func unknownCategory(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)

            let response = try await app.api(
                .POST, "/api/recipes?householdId=\(home)", json: recipeBody("Soup", extra: ["categories": ["brunchy"]]), as: ada.bearer)

            #expect(response.status == .badRequest)
            #expect(response.errorMessage?.contains("categories") == true)
        }
    }

    @Test("Someone in one household need not name it; someone in none is told to create one", arguments: [TestDatabase.sqlite])
    func householdDefaults(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let homeless = try await app.api(.POST, "/api/recipes", json: recipeBody("Soup"), as: ada.bearer)
            #expect(homeless.status == .badRequest)
            #expect(homeless.errorField == "householdId")

            let home = try await app.makeHousehold("Home", owner: ada)
            let created = try await app.api(.POST, "/api/recipes", json: recipeBody("Soup"), as: ada.bearer)
            #expect(created["householdId"] == home)
        }
    }
}
