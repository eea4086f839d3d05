import ArgumentParser
import Foundation
import LarderCore
import LarderEvaluation
import LarderServer
import Vapor

/// `larder eval recipe-pages DIR`: computed calories per serving against what recipe sites declare.
struct EvalRecipePagesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recipe-pages",
        abstract: "Measure nutrition accuracy on recipe pages that declare calories per serving.",
        discussion: """
            Reads every *.json page in DIR (ingredients, yields, nutrients.calories), works out \
            kilocalories per serving from the ingredient lines and the yield with the database's foods \
            (import the USDA table first), and prints the median absolute percentage error and the \
            share of pages within 25 % — over the pages worked out (a yield read and a line counted), \
            and over every page with declared calories counting the rest as 100 % errors — then the \
            same as JSON on the last line. The scoring rules are documented on RecipeCalorieScorer.
            """)

    @ArgumentParser.Argument(help: "The folder of recipe pages (*.json).")
    var directory: String

    @ArgumentParser.Option(help: "Also print the lines of the pages furthest off, up to this many pages.")
    var worst = 0

    @ArgumentParser.OptionGroup var storage: StorageOptions

    func run() async throws {
        let pages = try RecipePageFiles.read(directory)
        let (score, usdaFoods) = try await storage.withApplication { app in
            try await StarterContent.seedIfNeeded(app)
            let calculator = try await app.foods.nutritionCalculator()
            return (RecipeCalorieScorer.score(pages, using: calculator), try await app.foods.count(from: .usda))
        }
        if usdaFoods == 0 {
            FileHandle.standardError.write(Data("Note: no USDA table is imported; the starter foods are used.\n".utf8))
        }
        for page in score.pages.sorted(by: { $0.error > $1.error }).prefix(worst) {
            print(Self.describe(page))
            for line in page.nutrition?.lines ?? [] {
                let food = line.match?.food.name ?? "-"
                let grams = line.grams.map { String(format: "%.0f g", $0) } ?? line.gap.map { "\($0)" } ?? ""
                print("    \(line.text) → \(food) · \(grams)")
            }
        }
        let worked = score.workedOut
        let all = score.allPages
        print(
            "\(worked.pages) of \(all.pages) pages with declared calories worked out: "
                + String(format: "median error %.1f %%, %.1f %% within 25 %%", worked.medianError * 100, worked.withinQuarter * 100))
        print(
            "Over all \(all.pages), counting the \(score.uncomputed) not worked out as 100 % errors: "
                + String(format: "median error %.1f %%, %.1f %% within 25 %%", all.medianError * 100, all.withinQuarter * 100))
        let json: [String: Any] = [
            "pages": all.pages,
            "workedOut": worked.pages,
            "medianError": worked.medianError,
            "withinQuarter": worked.withinQuarter,
            "allPages": ["medianError": all.medianError, "withinQuarter": all.withinQuarter],
            "foods": usdaFoods > 0 ? "usda" : "starter",
        ]
        let data = try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])
        print(String(decoding: data, as: UTF8.self))
    }

    static func describe(_ page: RecipeCalorieScorer.PageResult) -> String {
        let computed = page.computed.map { String(format: "%.0f", $0) } ?? "—"
        return String(format: "%5.0f %%  ", page.error * 100)
            + "declared \(Int(page.declared)) kcal, computed \(computed) kcal, \(page.servings.map { String(format: "%g", $0) } ?? "?") servings: \(page.title)"
    }
}
