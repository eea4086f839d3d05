import Foundation
import LarderCore
import LarderEvaluation
import LarderTestSupport
import Testing
import Vapor

/// Importing real recipe pages from ../shared/data/recipe-pages, both posted as HTML and fetched
/// by the server from a recipe site of the test's own on loopback.
@Suite(
    "Recipe import of shared pages",
    .enabled(if: SharedData.hasRecipePages, "../shared/data/recipe-pages is absent (a fresh clone without the shared data)")
)
struct RecipeImportPagesTests {
    /// Pages of different sites and languages.
    static let pages = [
        "101cookbooks.com__onehundredonecookbooks_1",
        "40aprons.com__fortyaprons_2",
        "bbc.com__bbcfood_2",
        "750g.com__g750g",
    ]

    @Test("A posted page becomes a draft with the page's title and ingredient lines", arguments: pages)
    func postedPage(name: String) async throws {
        let page = try SharedRecipePage(name)
        try await withApp(.sqlite) { app in
            let ada = try await app.makeUser("Ada")

            let imported = try await app.api(
                .POST, "/api/recipes/import", json: ["html": page.html, "url": "https://recipes.example/\(name)"], as: ada.bearer)

            #expect(imported.status == .ok, "\(imported.body.prefix(300))")
            page.expectMatches(imported)
            #expect((imported.json["draft"] as? [String: Any])?["sourceUrl"] as? String == "https://recipes.example/\(name)")
        }
    }

    @Test("A page fetched by its address becomes the same draft", arguments: pages)
    func fetchedPage(name: String) async throws {
        let page = try SharedRecipePage(name)
        try await withLoopbackServer({ site in
            site.get("recipes", ":name") { _ in
                Response(status: .ok, headers: ["Content-Type": "text/html; charset=utf-8"], body: .init(string: page.html))
            }
        }) { site in
            try await withApp(.sqlite) { app in
                let ada = try await app.makeUser("Ada")

                let imported = try await app.api(.POST, "/api/recipes/import", json: ["url": "\(site)/recipes/\(name)"], as: ada.bearer)

                #expect(imported.status == .ok, "\(imported.body.prefix(300))")
                page.expectMatches(imported)
                #expect((imported.json["draft"] as? [String: Any])?["sourceUrl"] as? String == "\(site)/recipes/\(name)")
            }
        }
    }
}

/// One shared page: its HTML and what the reference says it holds.
struct SharedRecipePage {
    let name: String
    let html: String
    let expected: RecipeImportExpectation

    init(_ name: String) throws {
        self.name = name
        let folder = URL(fileURLWithPath: SharedData.recipePages)
        html = try SavedWebPage.text(of: Data(contentsOf: folder.appendingPathComponent("\(name).html.gz")))
        expected = try RecipeImportExpectation(json: Data(contentsOf: folder.appendingPathComponent("\(name).json")))
    }

    /// The answer's draft has the reference title and ingredient lines (whitespace aside).
    func expectMatches(_ response: APIResponse, sourceLocation: SourceLocation = #_sourceLocation) {
        let draft = response.json["draft"] as? [String: Any] ?? [:]
        let title = draft["title"] as? String ?? ""
        let lines = (draft["ingredients"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
        #expect(
            RecipeImportScorer.normalised(title) == RecipeImportScorer.normalised(expected.title ?? ""),
            "\(name): title", sourceLocation: sourceLocation)
        #expect(
            lines.map(RecipeImportScorer.normalised) == (expected.ingredients ?? []).map(RecipeImportScorer.normalised),
            "\(name): ingredients", sourceLocation: sourceLocation)
        #expect(!((draft["steps"] as? [String]) ?? []).isEmpty, "\(name): steps", sourceLocation: sourceLocation)
    }
}
