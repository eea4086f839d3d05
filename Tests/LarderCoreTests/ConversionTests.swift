import Testing

@testable import LarderCore

@Suite("Conversion within a dimension and through a food's measures")
struct ConversionTests {
    let flour = FoodMeasures(weights: [.init(1, .cup, grams: 125)])
    let egg = FoodMeasures(weights: [
        .init(1, nil, size: "large", grams: 50), .init(1, nil, size: "medium", grams: 44),
    ])
    let garlic = FoodMeasures(weights: [.init(1, .clove, grams: 3)])
    let milk = FoodMeasures(gramsPerMilliliter: Rational(approximating: 1.03))

    func convert(_ measure: Measure, to unit: Unit?, using food: FoodMeasures? = nil, size: String? = nil) throws
        -> Quantity
    {
        try measure.converted(to: unit, using: food, size: size).get().quantity
    }

    @Test("one cup is exactly sixteen tablespoons")
    func cupToTablespoons() throws {
        #expect(try convert(Measure(1, .cup), to: .tablespoon) == .exact(16))
    }

    @Test("three teaspoons are exactly one tablespoon")
    func teaspoonsToTablespoon() throws {
        #expect(try convert(Measure(3, .teaspoon), to: .tablespoon) == .exact(1))
    }

    @Test("one pound is sixteen ounces and 453.59237 grams")
    func poundToOuncesAndGrams() throws {
        #expect(try convert(Measure(1, .pound), to: .ounce) == .exact(16))
        #expect(try convert(Measure(1, .pound), to: .gram).low.doubleValue == 453.59237)
    }

    @Test("one cup is 236.5882365 ml; a metric cup is 250 ml")
    func cupsToMilliliters() throws {
        #expect(try convert(Measure(1, .cup), to: .milliliter).low.doubleValue == 236.5882365)
        #expect(try convert(Measure(1, .metricCup), to: .milliliter) == .exact(250))
    }

    @Test("a range converts at both ends")
    func rangesConvertBothEnds() throws {
        #expect(try convert(Measure(.range(1, 2), .kilogram), to: .gram) == .range(1000, 2000))
    }

    @Test("a cup of flour weighs what its household weight says: 2 cups = 250 g")
    func volumeToGramsThroughHouseholdWeight() throws {
        #expect(try convert(Measure(2, .cup), to: .gram, using: flour) == .exact(250))
    }

    @Test("other volumes of flour go through the same weight: 8 tbsp = 62.5 g")
    func otherVolumesUseTheVolumeWeight() throws {
        #expect(try convert(Measure(8, .tablespoon), to: .gram, using: flour) == .exact(Rational(approximating: 62.5)))
    }

    @Test("grams of flour back to cups: 250 g = 2 cups")
    func gramsToCups() throws {
        #expect(try convert(Measure(250, .gram), to: .cup, using: flour) == .exact(2))
    }

    @Test("a density stands in when no volume weight is known")
    func densityStandsIn() throws {
        let grams = try convert(Measure(100, .milliliter), to: .gram, using: milk)
        #expect(abs(grams.low.doubleValue - 103) < 1e-9)
    }

    @Test("two large eggs weigh 100 g by the weight for a large egg")
    func sizedCountWeight() throws {
        #expect(try convert(Measure(2, nil), to: .gram, using: egg, size: "large") == .exact(100))
    }

    @Test("an egg of no stated size is weighed as a medium one")
    func unsizedCountUsesMedium() throws {
        #expect(try convert(Measure(1, nil), to: .gram, using: egg) == .exact(44))
    }

    @Test("size abbreviations match the food's sizes: lg is large")
    func sizeAbbreviations() throws {
        #expect(try convert(Measure(1, nil), to: .gram, using: egg, size: "lg") == .exact(50))
    }

    @Test("three cloves of garlic weigh 9 g")
    func countUnitWeight() throws {
        #expect(try convert(Measure(3, .clove), to: .gram, using: garlic) == .exact(9))
    }

    @Test("grams to a count: 6 g of garlic is 2 cloves")
    func gramsToCount() throws {
        #expect(try convert(Measure(6, .gram), to: .clove, using: garlic) == .exact(2))
    }

    @Test("crossing mass and volume without a food fails, saying so")
    func crossingWithoutFoodFails() {
        let result = Measure(1, .cup).converted(to: .gram)
        #expect(result == .failure(.needsFoodMeasures(from: .cup, to: .gram)))
    }

    @Test("a volume for a food with only count weights fails: no volume weight")
    func missingVolumeWeightFails() {
        let result = Measure(1, .cup).converted(to: .gram, using: garlic)
        #expect(result == .failure(.noVolumeWeight(.cup)))
    }

    @Test("a count unit the food has no weight for fails: no count weight")
    func missingCountWeightFails() {
        let result = Measure(1, .head).converted(to: .gram, using: garlic)
        #expect(result == .failure(.noCountWeight(.head, size: nil)))
    }

    @Test("a size the food has no weight for fails rather than guessing")
    func missingSizeFails() {
        let result = Measure(1, nil).converted(to: .gram, using: egg, size: "jumbo")
        #expect(result == .failure(.noCountWeight(nil, size: "jumbo")))
    }

    @Test("a length has no weight unless the food gives one")
    func lengthFails() {
        let ginger = FoodMeasures(weights: [.init(1, .piece, grams: 10)])
        #expect(Measure(2, .inch).converted(to: .gram, using: ginger) == .failure(.noLengthWeight(.inch)))
    }

    @Test("failures explain themselves")
    func failuresDescribeTheReason() {
        #expect(ConversionFailure.noVolumeWeight(.cup).description.contains("no weight"))
    }
}
