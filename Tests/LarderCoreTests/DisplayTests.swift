import Testing

@testable import LarderCore

@Suite("Display as cooks write it")
struct DisplayTests {
    @Test("0.5 cup reads 1/2 cup")
    func halfCup() {
        #expect(Measure(Rational(approximating: 0.5), .cup).formatted() == "1/2 cup")
    }

    @Test("1.333 tbsp reads 1 1/3 tbsp")
    func oneAndAThirdTablespoons() {
        #expect(Measure(Rational(approximating: 1.333), .tablespoon).formatted() == "1 1/3 tbsp")
    }

    @Test("2.5 cup reads 2 1/2 cups")
    func twoAndAHalfCups() {
        #expect(Measure(Rational(approximating: 2.5), .cup).formatted() == "2 1/2 cups")
    }

    @Test("a plain count reads as a number")
    func plainCount() {
        #expect(Measure(3, nil).formatted() == "3")
    }

    @Test(
        "count units take their plural above one",
        arguments: [
            (1, "clove", "1 clove"), (2, "clove", "2 cloves"), (3, "bunch", "3 bunches"), (2, "leaf", "2 leaves"),
        ] as [(Int, String, String)])
    func countPlurals(amount: Int, unit: String, expected: String) {
        #expect(Measure(Rational(amount), Unit.named(unit)).formatted() == expected)
    }

    @Test(
        "metric amounts are decimals without trailing zeros",
        arguments: [
            (2.5, "g", "2.5 g"), (250, "g", "250 g"), (1.25, "l", "1.25 l"), (12.5, "ml", "12.5 ml"),
            (333.3, "g", "333 g"),
        ] as [(Double, String, String)])
    func metricDecimals(amount: Double, unit: String, expected: String) {
        #expect(Measure(Rational(approximating: amount), Unit.named(unit)).formatted() == expected)
    }

    @Test("an amount no kitchen fraction fits is a short decimal, never 2.5000")
    func oddAmountsAreShortDecimals() {
        #expect(AmountFormatter.string(Rational(approximating: 0.43)) == "0.43")
    }

    @Test("ranges read 2-3 cups, or 1 1/2 to 2 cups with fractions")
    func ranges() throws {
        #expect(Measure(.range(2, 3), .cup).formatted() == "2-3 cups")
        #expect(Measure(.range(try #require(Rational(3, 2)), 2), .cup).formatted() == "1 1/2 to 2 cups")
    }

    @Test("normalising: 1000 g reads 1 kg")
    func normalisesGrams() {
        #expect(Measure(1000, .gram).formatted(MeasureDisplay(normalizesUnit: true)) == "1 kg")
    }

    @Test(
        "normalising moves to the unit cooks use",
        arguments: [
            (3, "tsp", "1 tbsp"), (16, "tbsp", "1 cup"), (12, "tbsp", "3/4 cup"), (1500, "ml", "1.5 l"),
            (24, "oz", "1 1/2 lb"), (5, "tbsp", "5 tbsp"), (1234, "g", "1234 g"),
        ] as [(Int, String, String)])
    func normalises(amount: Int, unit: String, expected: String) {
        #expect(Measure(Rational(amount), Unit.named(unit)).formatted(MeasureDisplay(normalizesUnit: true)) == expected)
    }

    @Test("without asking, units are kept: 1000 g reads 1000 g")
    func keepsUnitsUnlessAsked() {
        #expect(Measure(1000, .gram).formatted() == "1000 g")
    }

    @Test(
        "US amounts shown in metric",
        arguments: [
            (1, "cup", "237 ml"), (1, "tsp", "5 ml"), (1, "lb", "454 g"), (2, "quart", "1.89 l"),
        ] as [(Int, String, String)])
    func usToMetric(amount: Int, unit: String, expected: String) {
        #expect(Measure(Rational(amount), Unit.named(unit)).formatted(MeasureDisplay(system: .metric)) == expected)
    }

    @Test(
        "metric amounts shown in US units",
        arguments: [
            (250, "ml", "1 cup"), (100, "g", "3 1/2 oz"), (1000, "g", "2 1/4 lb"), (15, "ml", "1 tbsp"),
            (5, "ml", "1 tsp"),
        ] as [(Int, String, String)])
    func metricToUS(amount: Int, unit: String, expected: String) {
        #expect(Measure(Rational(amount), Unit.named(unit)).formatted(MeasureDisplay(system: .us)) == expected)
    }

    @Test("half a teaspoon in metric is 2.5 ml")
    func halfTeaspoonInMetric() throws {
        #expect(Measure(try #require(Rational(1, 2)), .teaspoon).formatted(MeasureDisplay(system: .metric)) == "2.5 ml")
    }

    @Test("count units are not converted between systems")
    func countsStayInAnySystem() {
        #expect(Measure(2, .clove).formatted(MeasureDisplay(system: .metric)) == "2 cloves")
    }
}
