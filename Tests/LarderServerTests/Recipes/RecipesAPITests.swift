import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

@Suite("Recipes API")
struct RecipesAPITests {
    @Test("A new recipe keeps each line as typed and as parsed, linked to a food", arguments: TestDatabase.all)
    func createParsesAndLinks(database: TestDatabase) async throws {
        try await withApp(database) { app in
            _ = try await StarterContent.seedIfNeeded(app)
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)

            let created = try await app.api(
                .POST, "/api/recipes?householdId=\(home)",
                json: recipeBody("Pancakes", ingredients: ["1 1/2 cups all-purpose flour, sifted", "2 large eggs"]), as: ada.bearer)

            #expect(created.status == .created)
            let lines = created.json["ingredients"] as? [[String: Any]] ?? []
            #expect(lines.first?["text"] as? String == "1 1/2 cups all-purpose flour, sifted")
            #expect(lines.first?["quantity"] as? Double == 1.5)
            #expect(lines.first?["unit"] as? String == "cup")
            #expect(lines.first?["name"] as? String == "all-purpose flour")
            #expect(lines.first?["note"] as? String == "sifted")
            #expect(lines.first?["foodId"] as? String != nil)
            #expect((created.json["nutrition"] as? [String: Any])?["countedLines"] as? Int == 2)
        }
    }

    @Test("A recipe names who wrote it, read by its author and by another member alike", arguments: TestDatabase.all)
    func ownerNameForEveryReader(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let ben = try await app.makeUser("Ben")
            let home = try await app.makeHousehold("Home", owner: ada)
            try await app.addMember(ben, to: home, by: ada)
            let created = try await app.api(.POST, "/api/recipes?householdId=\(home)", json: recipeBody("Soup"), as: ada.bearer)
            let id = try #require(created["id"])

            let byAuthor = try await app.api(.GET, "/api/recipes/\(id)", as: ada.bearer)
            let byMember = try await app.api(.GET, "/api/recipes/\(id)", as: ben.bearer)

            #expect(byAuthor["ownerName"] == "Ada")
            #expect(byMember["ownerName"] == "Ada")
        }
    }
}
