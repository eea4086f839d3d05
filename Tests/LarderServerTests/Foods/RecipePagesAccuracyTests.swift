import Foundation
import LarderCore
import LarderEvaluation
import LarderTestSupport
import Testing

@testable import LarderServer

/// The nutrition accuracy target of `larder eval recipe-pages`, on the shared recipe pages with
/// the USDA table imported into a fresh SQLite database: the same code path as the command.
@Suite(
    "Nutrition accuracy on recipe pages",
    // CI always has ../shared/data; a fresh clone elsewhere does not, and this test says so.
    .enabled(
        if: SharedData.hasUSDA && SharedData.hasRecipePages,
        "../shared/data/usda-sr or recipe-pages is absent (a fresh clone without the shared data)")
)
struct RecipePagesAccuracyTests {
    @Test(
        "Median error ≤ 20 % and at least 60 % of pages within 25 % of the declared calories, over the pages worked out and over all pages; nearly all pages worked out"
    )
    func meetsTheTargets() async throws {
        try await withApp(.sqlite) { app in
            _ = try await USDAImport.run(directory: SharedData.usda, app: app)
            let pages = try Self.pages()

            let score = RecipeCalorieScorer.score(pages, using: try await app.foods.nutritionCalculator())

            #expect(score.allPages.pages > 150)
            #expect(score.workedOut.medianError <= 0.20, "median error \(score.workedOut.medianError)")
            #expect(score.workedOut.withinQuarter >= 0.60, "within 25 %: \(score.workedOut.withinQuarter)")
            // Over every page that declares calories, a page not worked out counting as a 100 % error.
            #expect(score.allPages.medianError <= 0.20, "median error over all pages \(score.allPages.medianError)")
            #expect(score.allPages.withinQuarter >= 0.60, "within 25 % over all pages: \(score.allPages.withinQuarter)")
            // The pages not worked out are few: pages without a yield or without a line the table knows.
            #expect(Double(score.workedOut.pages) >= 0.95 * Double(score.allPages.pages))
        }
    }

    static func pages() throws -> [(name: String, page: LabelledRecipePage)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: SharedData.recipePages).filter { $0.hasSuffix(".json") }
        return try names.sorted().map { name in
            let data = try Data(contentsOf: URL(fileURLWithPath: SharedData.recipePages).appendingPathComponent(name))
            return (name, try JSONDecoder().decode(LabelledRecipePage.self, from: data))
        }
    }
}
