import Foundation
import LarderCore
import Testing

@testable import LarderEvaluation

/// The shared recipe pages sit beside the checkout: ../shared/data from the
/// repository root, found here from this file's own path.
private let recipePagesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Tests/LarderEvaluationTests/RecipeImport
    .deletingLastPathComponent()  // Tests/LarderEvaluationTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // the repository root
    .deletingLastPathComponent()  // the folder holding the checkout and shared/
    .appendingPathComponent("shared/data/recipe-pages")

/// Runs on every machine with ../shared/data (CI always has it). A fresh
/// clone elsewhere has no such folder; the trait then skips these tests and
/// says why, rather than failing or quietly passing.
@Suite(
    "Extraction accuracy on the shared recipe pages",
    .enabled(
        if: FileManager.default.fileExists(atPath: recipePagesDirectory.path),
        "../shared/data/recipe-pages is absent (a fresh clone without the shared data)")
)
struct RecipeImportAccuracyTests {
    @Test("title ≥ 95 %, ingredients ≥ 90 %, instructions ≥ 85 %, yields ≥ 90 %, total time ≥ 90 %")
    func meetsTheTargets() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: recipePagesDirectory.path)
        var score = RecipeImportScore()
        for file in files.sorted() where file.hasSuffix(".html.gz") {
            let name = String(file.dropLast(".html.gz".count))
            let page = recipePagesDirectory.appendingPathComponent(file)
            let reference = recipePagesDirectory.appendingPathComponent(name + ".json")
            guard FileManager.default.fileExists(atPath: reference.path) else { continue }
            let html = try SavedWebPage.text(of: Data(contentsOf: page))
            let expected = try RecipeImportExpectation(json: Data(contentsOf: reference))
            score.add(RecipeImportScorer.judge(RecipeExtractor.extract(fromHTML: html), against: expected))
        }
        #expect(score.pages >= 290)
        #expect(score.accuracy(.title) >= 0.95)
        #expect(score.accuracy(.ingredients) >= 0.90)
        #expect(score.accuracy(.instructions) >= 0.85)
        #expect(score.accuracy(.yields) >= 0.90)
        #expect(score.accuracy(.totalTime) >= 0.90)
    }
}
