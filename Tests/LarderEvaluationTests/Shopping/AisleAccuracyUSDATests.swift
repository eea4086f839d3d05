import Foundation
import LarderCore
import Testing

@testable import LarderEvaluation

/// The USDA release beside the checkout (../shared/data/usda-sr), found from this file's path.
private let usdaDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Tests/LarderEvaluationTests/Shopping
    .deletingLastPathComponent()  // Tests/LarderEvaluationTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // the repository root
    .deletingLastPathComponent()  // the folder holding the checkout and shared/
    .appendingPathComponent("shared/data/usda-sr")

@Suite(
    "Aisle classifier on USDA names",
    .enabled(
        if: FileManager.default.fileExists(atPath: usdaDirectory.path),
        "../shared/data/usda-sr is absent (a fresh clone without the shared data)")
)
struct AisleAccuracyUSDATests {
    @Test("At least 85 % of held-out USDA names land in their food group's aisle")
    func heldOutAccuracy() throws {
        func read(_ name: String) throws -> String {
            let data = try #require(FileManager.default.contents(atPath: usdaDirectory.appendingPathComponent(name).path))
            return USDAText.decode(Array(data))
        }
        let foods = try USDARelease.foods(
            from: USDAReleaseFiles(
                foodDescriptions: read(USDAFile.foodDescriptions), foodGroups: read(USDAFile.foodGroups),
                abbreviated: read(USDAFile.abbreviated), weights: read(USDAFile.weights)))

        let score = AisleEvaluation.run(foods)

        #expect(score.tested > 1000)
        #expect(score.accuracy >= 0.85, "accuracy \(score.accuracy)")
    }
}
