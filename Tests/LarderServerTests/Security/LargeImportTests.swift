import Foundation
import LarderCore
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

/// A large recipe archive does not stall everyone else: it is capped, and written in short
/// transactions that let other households' writes through (on SQLite there is one write lock).
@Suite("Large recipe imports")
struct LargeImportTests {
    private static func archive(recipes count: Int) throws -> [UInt8] {
        let recipes = (1...count).map { number in
            RecipeExchangeFile.Recipe(
                RecipeDraft(
                    title: "Soup \(number)", ingredients: [.init(text: "1 l water"), .init(text: "2 carrots")],
                    steps: ["Boil.", "Eat."]))
        }
        return try RecipeArchive.zipOf(["recipes.json": try RecipeExchangeFile(recipes: recipes).encoded()])
    }

    @Test("Another household's write finishes while a large import is still being written", arguments: TestDatabase.all)
    func otherHouseholdsWriteDuringImport(database: TestDatabase) async throws {
        try await withApp(database) { app in
            // setup
            let ada = try await app.makeUser("Ada")
            let bob = try await app.makeUser("Bob")
            let adas = try await app.makeHousehold("Ada's", owner: ada)
            let bobs = try await app.makeHousehold("Bob's", owner: bob)
            let archive = try Self.archive(recipes: 600)

            // MUT: Ada's import runs; once its first recipes are in, Bob adds to his pantry.
            let importTask = Task {
                let answer = try await app.upload(
                    .POST, "/api/households/\(adas)/recipes/import", bytes: archive, contentType: "application/zip", as: ada.bearer)
                return (answer.status, Date())
            }
            while try await app.api(.GET, "/api/recipes?scope=household&per=1", as: ada.bearer).json["total"] as? Int ?? 0 == 0 {
                try await Task.sleep(for: .milliseconds(20))
            }
            let bobsWrite = try await app.api(
                .POST, "/api/households/\(bobs)/pantry/items", json: ["name": "rice", "amount": 500, "unit": "g"], as: bob.bearer)
            let bobsWriteDone = Date()
            let (importStatus, importDone) = try await importTask.value

            // validate
            #expect(bobsWrite.status == .created)
            #expect(importStatus == .created)
            #expect(bobsWriteDone < importDone)
        }
    }

    @Test("An archive with more recipes than the cap is refused before anything is written")
    func tooManyRecipesAreRefused() async throws {
        try await withApp(.sqlite) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)

            let refused = try await app.upload(
                .POST, "/api/households/\(home)/recipes/import", bytes: try Self.archive(recipes: RecipeArchive.maxRecipes + 1),
                contentType: "application/zip", as: ada.bearer)

            #expect(refused.status == .badRequest)
            #expect(refused.errorMessage?.contains(String(RecipeArchive.maxRecipes)) == true)
            let listed = try await app.api(.GET, "/api/recipes?scope=household", as: ada.bearer)
            #expect(listed.json["total"] as? Int == 0)
        }
    }
}
