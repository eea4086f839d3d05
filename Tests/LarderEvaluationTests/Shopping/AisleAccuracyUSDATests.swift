import Foundation
import LarderCore
import Testing

@testable import LarderEvaluation

@Suite(
    "Aisle classifier on USDA names",
    .enabled(
        if: SharedData.hasUSDA, "../shared/data/usda-sr is absent (a fresh clone without the shared data)")
)
struct AisleAccuracyUSDATests {
    @Test("At least 85 % of held-out USDA names land in their food group's aisle")
    func heldOutAccuracy() throws {
        let foods = try SharedData.usdaFoods()

        let score = AisleEvaluation.run(foods)

        #expect(score.tested > 1000)
        #expect(score.accuracy >= 0.85, "accuracy \(score.accuracy)")
    }
}
