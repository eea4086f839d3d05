import Testing

@testable import LarderEvaluation

@Suite("Reading nutrition as recipe sites declare it")
struct NutrientTextTests {
    @Test(arguments: [
        ("143 kcal", 143.0), ("542kcal", 542), ("296.27", 296.27), ("1,234 calories", 1234), ("12,5 g", 12.5), ("4 1/2", 4.5),
        ("5g protein", 5), ("2g fat (0 saturated fat)", 2), ("½ g", 0.5), ("3 ½ g", 3.5),
    ])
    func amountsAreReadHoweverWritten(text: String, value: Double) {
        #expect(NutrientText.amount(text) == value)
    }

    @Test func kilojoulesAndMilligramsAreConverted() {
        #expect(abs(NutrientText.kilocalories("836.8 kJ")! - 200) < 1e-9)
        #expect(NutrientText.kilocalories("200 kcal (837 kJ)") == 200)
        #expect(NutrientText.grams("500 mg") == 0.5)
        #expect(NutrientText.grams("no data") == nil)
    }
}
