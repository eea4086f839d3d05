import Foundation
import LarderCore
import Testing

@testable import LarderEvaluation

@Suite(
    "Food names a Ukrainian or Russian reader meets",
    .enabled(if: SharedData.hasUSDA, "../shared/data is absent (a fresh clone without the shared data)"))
struct TranslatedFoodCoverageTests {
    @Test("Most ingredient lines of real recipes link to a USDA food with a Ukrainian and a Russian name")
    func linkedLinesMostlyTranslated() throws {
        let matcher = FoodMatcher(foods: try SharedData.usdaFoods())
        let lines = try ["cookstr-ingredients-snapshot-2017.csv", "tastecooking-ingredients-snapshot-2024.csv"].flatMap {
            try LabelledIngredientLine.rows(fromCSV: SharedData.text("ingredient-lines/" + $0))
        }

        let linked = lines.compactMap { $0.name.isEmpty ? nil : matcher.match($0.name)?.food.name }
        let translated = linked.filter { name in ["uk", "ru"].allSatisfy { FoodNameTranslations.name(of: name, in: $0) != nil } }

        #expect(linked.count > 15_000)
        let share = Double(translated.count) / Double(linked.count)
        #expect(share >= 0.80, "\(translated.count) of \(linked.count) linked lines: \(share)")
    }
}
