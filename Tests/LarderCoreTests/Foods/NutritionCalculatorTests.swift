import Testing

@testable import LarderCore

@Suite("Recipe nutrition")
struct NutritionCalculatorTests {
    let calculator = NutritionCalculator(foods: FoodFixtures.foods)

    @Test("Each line's grams come from the food's household weights, and the total sums the lines")
    func sumsLines() throws {
        let nutrition = calculator.nutrition(of: ["2 cups all-purpose flour", "1 cup sugar", "2 large eggs"])

        #expect(nutrition.lines.map(\.grams) == [250, 200, 100])
        let energy = try #require(nutrition.total[.energyKcal])
        #expect(abs(energy - (2.5 * 364 + 2 * 387 + 1 * 143)) < 0.001)
        #expect(nutrition.gaps.isEmpty)
    }

    @Test("Per serving divides the total by the servings")
    func perServing() throws {
        let nutrition = calculator.nutrition(of: ["1 cup milk"], servings: 4)

        let energy = try #require(nutrition.perServing?[.energyKcal])
        #expect(abs(energy - 244 * 0.61 / 4) < 0.001)
    }

    @Test("Lines that cannot be counted stay in the result with the reason")
    func coverage() {
        let nutrition = calculator.nutrition(of: [
            "For the dough:", "salt to taste", "2 cups dragon fruit", "1 cup chicken breast", "1 tbsp unsalted butter",
        ])

        #expect(nutrition.lines.count == 5)
        #expect(nutrition.lines.map(\.gap?.code) == ["heading", "no_amount", "no_food", "not_convertible", nil])
        #expect(nutrition.gaps.count == 4)
        #expect(nutrition.lines[3].match?.food.sourceID == "breast")
        #expect(nutrition.total[.energyKcal] == 14.2 * 7.17)
    }

    @Test("A weight written in the line wins over counting pieces")
    func writtenWeight() {
        let line = calculator.line(for: "2 chicken breasts (about 1 pound)")

        #expect(line.grams.map { abs($0 - 453.59237) < 0.001 } == true)
    }

    @Test("A can of beans is the canned food, not dry beans")
    func cannedBeans() {
        #expect(calculator.line(for: "1 (15-ounce) can black beans, drained").match?.food.sourceID == "beans-canned")
        #expect(calculator.line(for: "2 cups black beans").match?.food.sourceID == "beans-canned")
        #expect(calculator.line(for: "1 cup dried black beans").match?.food.sourceID == "beans-raw")
    }

    @Test("Oil for deep-frying counts only what the food absorbs, and says so")
    func fryingOil() {
        let line = calculator.line(for: "4 cups canola oil, for deep-frying")

        #expect(line.grams == 4 * 218 * NutritionCalculator.absorbedFryingShare)
        #expect(line.note?.contains("frying") == true)
    }

    @Test("A range counts its low end, as recipe sites do")
    func ranges() {
        #expect(calculator.line(for: "2-3 cloves garlic").grams == 6)
    }

    @Test("Nutrients a counted food did not measure are reported as incomplete")
    func incompleteNutrients() {
        let nutrition = calculator.nutrition(of: ["1 cup sugar"])

        #expect(nutrition.incompleteNutrients.contains(.sodium))
        #expect(!nutrition.incompleteNutrients.contains(.energyKcal))
    }
}

@Suite("Servings from a recipe's yield")
struct ServingsTests {
    @Test(
        "Counts of servings and of single items",
        arguments: [
            ("8 servings", 8.0), ("Makes 12", 12), ("4-6 servings", 4), ("12 cookies", 12), ("2 dozen", 24),
            ("Serves 4", 4),
        ])
    func counts(yields: String, servings: Double) {
        #expect(Servings.estimate(yields: yields) == servings)
    }

    @Test("A volume yield is divided by the serving size")
    func volume() {
        #expect(Servings.estimate(yields: "4 cups", servingSize: "1/4 cup") == 16)
    }

    @Test("A whole loaf or cake is cut in slices: by the slice's weight, or the usual number")
    func wholes() {
        #expect(Servings.estimate(yields: "1 cake", servingSize: "1 slice (150g)", recipeGrams: 1800) == 12)
        #expect(Servings.estimate(yields: "2 loaves") == 20)
        #expect(Servings.estimate(yields: "10 cakes") == 10)
    }

    @Test("A yield without a number gives no servings")
    func none() {
        #expect(Servings.estimate(yields: "a big pot") == nil)
    }
}

@Suite("Recipe nutrition of lines in other languages and of pieces weighed each")
struct NutritionCalculatorLanguagesTests {
    let calculator = NutritionCalculator(foods: FoodFixtures.foods)

    @Test("A line in another language is weighed like its English: 2 EL Butter, 200 g de farine")
    func foreignLinesAreWeighed() {
        #expect(calculator.line(for: "1 EL Butter").grams == 14.2)
        #expect(calculator.line(for: "200 g de farine").match?.food.sourceID == "flour-ap")
        #expect(calculator.line(for: "2 œufs").match?.food.sourceID == "egg")
    }

    @Test("A count unit written into the name counts the line: 2 Knoblauchzehen are two cloves")
    func countUnitInTheName() {
        let line = calculator.line(for: "2 Knoblauchzehen, gepresst")

        #expect(line.match?.food.sourceID == "garlic")
        #expect(line.grams == 6)
    }

    @Test("A weight written for each piece is multiplied by the count: (6 ounces each), (à 140 g)")
    func weightForEachPiece() {
        let each = calculator.line(for: "2 chicken breasts (6 ounces each)")
        let german = calculator.line(for: "4 Hähnchenbrustfilets (à ca. 140 g)")

        #expect(each.grams.map { abs($0 - 2 * 170.09713875) < 0.001 } == true)
        #expect(german.grams.map { abs($0 - 560) < 0.001 } == true)
    }
}
