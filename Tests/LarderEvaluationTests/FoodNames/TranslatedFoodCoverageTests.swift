import Foundation
import LarderCore
import Testing

@testable import LarderEvaluation

/// The shared data beside the checkout (../shared/data), found from this file's path.
private let sharedData = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Tests/LarderEvaluationTests/FoodNames
    .deletingLastPathComponent()  // Tests/LarderEvaluationTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // the repository root
    .deletingLastPathComponent()  // the folder holding the checkout and shared/
    .appendingPathComponent("shared/data")

@Suite(
    "Food names a Ukrainian or Russian reader meets",
    .enabled(
        if: FileManager.default.fileExists(atPath: sharedData.appendingPathComponent("usda-sr").path),
        "../shared/data is absent (a fresh clone without the shared data)")
)
struct TranslatedFoodCoverageTests {
    @Test("Most ingredient lines of real recipes link to a USDA food with a Ukrainian and a Russian name")
    func linkedLinesMostlyTranslated() throws {
        func read(_ path: String) throws -> String {
            let data = try #require(FileManager.default.contents(atPath: sharedData.appendingPathComponent(path).path))
            return path.hasPrefix("usda-sr") ? USDAText.decode(Array(data)) : String(decoding: data, as: UTF8.self)
        }
        let foods = try USDARelease.foods(
            from: USDAReleaseFiles(
                foodDescriptions: read("usda-sr/" + USDAFile.foodDescriptions), foodGroups: read("usda-sr/" + USDAFile.foodGroups),
                abbreviated: read("usda-sr/" + USDAFile.abbreviated), weights: read("usda-sr/" + USDAFile.weights)))
        let matcher = FoodMatcher(foods: foods)
        let lines = try ["cookstr-ingredients-snapshot-2017.csv", "tastecooking-ingredients-snapshot-2024.csv"].flatMap {
            try LabelledIngredientLine.rows(fromCSV: read("ingredient-lines/" + $0))
        }

        let linked = lines.compactMap { $0.name.isEmpty ? nil : matcher.match($0.name)?.food.name }
        let translated = linked.filter { name in ["uk", "ru"].allSatisfy { FoodNameTranslations.name(of: name, in: $0) != nil } }

        #expect(linked.count > 15_000)
        let share = Double(translated.count) / Double(linked.count)
        #expect(share >= 0.80, "\(translated.count) of \(linked.count) linked lines: \(share)")
    }
}
