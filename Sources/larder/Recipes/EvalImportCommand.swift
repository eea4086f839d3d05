import ArgumentParser
import Foundation
import LarderCore
import LarderEvaluation

/// `larder eval import DIR`: the recipe extractor's accuracy on saved pages
/// with reference extractions (the format of ../shared/data/recipe-pages).
struct EvalImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Measure recipe extraction accuracy on saved pages with reference JSON.",
        discussion: """
            Runs the extractor over every PAGE.html.gz (or PAGE.html) in DIR that has a PAGE.json beside it, \
            and prints per-field accuracy, then as JSON on the last line the share of pages with an exactly \
            matching title, ingredients, instructions, yields and total time. Fields the reference omits \
            are not counted; the rules are documented on RecipeImportScorer in LarderCore.
            """)

    @Argument(help: "A folder of PAGE.html.gz + PAGE.json pairs.")
    var directory: String

    @Option(help: "Also print up to this many mismatched pages per headline field.")
    var mismatches = 0

    @Option(help: "Which pages: all, development (about 2/3) or held-out (the fixed other 1/3).")
    var split: String = RecipeImportSplit.all.rawValue

    func validate() throws {
        guard RecipeImportSplit(rawValue: split) != nil else {
            let choices = RecipeImportSplit.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError("--split must be one of: \(choices).")
        }
    }

    func run() throws {
        let split = RecipeImportSplit(rawValue: split) ?? .all
        let pages = try RecipeImportReference.all(in: directory).filter { split.contains(pageNamed: $0.name) }
        guard !pages.isEmpty else { throw ValidationError("No PAGE.html.gz with a PAGE.json in \(directory).") }

        let started = Date()
        let (score, misses) = try RecipeImportEvaluation.run(pages, html: SavedPageFile.text(at:))
        let seconds = Date().timeIntervalSince(started)

        print("\(pages.count) pages (\(split.rawValue)) in \(String(format: "%.2f", seconds)) s")
        for field in RecipeImportField.allCases { print(Self.describe(field, in: score)) }
        if mismatches > 0 {
            for field in RecipeImportField.headline {
                for miss in (misses[field] ?? []).prefix(mismatches) { print(miss.describe(field)) }
            }
        }
        print(try summaryJSON(score))
    }

    /// "* title          97.98 %  (291/297)": a star marks the headline fields.
    private static func describe(_ field: RecipeImportField, in score: RecipeImportScore) -> String {
        let marker = RecipeImportField.headline.contains(field) ? "*" : " "
        let name = field.rawValue.padding(toLength: 13, withPad: " ", startingAt: 0)
        let percent = String(format: "%6.2f %%", score.accuracy(field) * 100)
        return "\(marker) \(name) \(percent)  (\(score.matched[field] ?? 0)/\(score.counted[field] ?? 0))"
    }

    /// The last line: headline accuracies (0–1, four decimals), pages scored and pages counted per field.
    private func summaryJSON(_ score: RecipeImportScore) throws -> String {
        func share(_ field: RecipeImportField) -> Double { (score.accuracy(field) * 10_000).rounded() / 10_000 }
        let summary = Summary(
            pages: score.pages, title: share(.title), ingredients: share(.ingredients),
            instructions: share(.instructions), yields: share(.yields), totalTime: share(.totalTime),
            counted: Dictionary(uniqueKeysWithValues: RecipeImportField.headline.map { ($0.rawValue, score.counted[$0] ?? 0) }))
        return try RecipeJSONOutput.string(summary)
    }

    private struct Summary: Encodable {
        var pages: Int
        var title, ingredients, instructions, yields, totalTime: Double
        var counted: [String: Int]
    }
}
