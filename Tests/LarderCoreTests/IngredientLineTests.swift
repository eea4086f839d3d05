import Testing

@testable import LarderCore

/// What a line should read as; nil fields are not checked.
struct ExpectedLine: CustomTestStringConvertible, Sendable {
    var line: String
    var quantity: Quantity?
    var unit: String?
    var name: String
    var size: String? = nil
    var preparation: String? = nil
    var comment: String? = nil
    var purpose: String? = nil

    var testDescription: String { line }
}

/// `whole` and a half.
private func half(_ whole: Int = 0) -> Rational {
    Rational(whole) + Rational(normalising: 1, 2)
}

@Suite("Ingredient lines")
struct IngredientLineTests {
    @Test(
        "the issue's example lines",
        arguments: [
            ExpectedLine(
                line: "1 1/2 cups all-purpose flour, sifted", quantity: .exact(half(1)), unit: "cup",
                name: "all-purpose flour", preparation: "sifted"),
            ExpectedLine(
                line: "2 large eggs, beaten", quantity: .exact(2), name: "eggs", size: "large", preparation: "beaten"),
            ExpectedLine(
                line: "150g/5oz canned chickpeas, drained", quantity: .exact(150), unit: "g",
                name: "canned chickpeas", preparation: "drained"),
            ExpectedLine(line: "1 (14-ounce) can coconut milk", quantity: .exact(1), unit: "can", name: "coconut milk"),
            ExpectedLine(line: "salt and pepper to taste", name: "salt and pepper", comment: "to taste"),
            ExpectedLine(
                line: "3-4 cloves garlic, minced", quantity: .range(3, 4), unit: "clove", name: "garlic",
                preparation: "minced"),
            ExpectedLine(line: "Juice of 1 lemon", quantity: .exact(1), name: "lemon", preparation: "Juice of"),
            ExpectedLine(line: "200 г борошна", quantity: .exact(200), unit: "g", name: "борошна"),
            ExpectedLine(line: "2 ст. л. цукру", quantity: .exact(2), unit: "tbsp", name: "цукру"),
        ])
    func issueExamples(expected: ExpectedLine) {
        check(expected)
    }

    @Test(
        "what recipe sites write",
        arguments: [
            ExpectedLine(line: "½ c (50 grams) sugar", quantity: .exact(half()), unit: "cup", name: "sugar"),
            ExpectedLine(line: "1 cup/240 ml whole milk", quantity: .exact(1), unit: "cup", name: "whole milk"),
            ExpectedLine(line: "2 dozen oysters", quantity: .exact(24), name: "oysters"),
            ExpectedLine(
                line: "1 1 jalapeño pepper, thinly sliced", quantity: .exact(1), name: "jalapeño pepper",
                preparation: "thinly sliced"),
            ExpectedLine(line: "Fresh cilantro, for garnish", name: "Fresh cilantro", purpose: "for garnish"),
            ExpectedLine(
                line: "½ teaspoon kosher salt, or more to taste", quantity: .exact(half()), unit: "tsp",
                name: "kosher salt", comment: "or more to taste"),
            ExpectedLine(
                line: "½ cup freshly grated Parmesan, plus more for serving", quantity: .exact(half()), unit: "cup",
                name: "Parmesan", preparation: "freshly grated", comment: "plus more for serving"),
            ExpectedLine(line: "2 lg eggs", quantity: .exact(2), name: "eggs", size: "lg"),
            ExpectedLine(
                line: "1 small onion, finely chopped", quantity: .exact(1), name: "onion", size: "small",
                preparation: "finely chopped"),
            ExpectedLine(
                line: "3 tablespoons finely chopped green onion", quantity: .exact(3), unit: "tbsp",
                name: "green onion", preparation: "finely chopped"),
            ExpectedLine(
                line: "2 garlic cloves, crushed", quantity: .exact(2), unit: "clove", name: "garlic",
                preparation: "crushed"),
            ExpectedLine(line: "1 sprig of rosemary", quantity: .exact(1), unit: "sprig", name: "rosemary"),
            ExpectedLine(
                line: "2 cups peanut oil, for frying", quantity: .exact(2), unit: "cup", name: "peanut oil",
                purpose: "for frying"),
            ExpectedLine(line: "Vegetable oil for deep frying", name: "Vegetable oil", purpose: "for deep frying"),
            ExpectedLine(
                line: "2 tablespoons plus 2 teaspoons maple syrup", quantity: .exact(2), unit: "tbsp",
                name: "maple syrup"),
            ExpectedLine(line: "1 T sugar", quantity: .exact(1), unit: "tbsp", name: "sugar"),
            ExpectedLine(line: "1 t salt", quantity: .exact(1), unit: "tsp", name: "salt"),
            ExpectedLine(line: "4 or 5 large eggs", quantity: .range(4, 5), name: "eggs", size: "large"),
            ExpectedLine(
                line: "¾ to 1 pound ground beef, pork, or lamb", quantity: .range(Rational(normalising: 3, 4), 1),
                unit: "lb", name: "ground beef pork or lamb"),
            ExpectedLine(line: "1 cup shoyu (soy sauce)", quantity: .exact(1), unit: "cup", name: "shoyu soy sauce"),
            ExpectedLine(
                line: "2 tablespoons chopped fresh basil (optional)", quantity: .exact(2), unit: "tbsp",
                name: "fresh basil", preparation: "chopped", comment: "optional"),
            ExpectedLine(line: "20 fresh Thai basil leaves", quantity: .exact(20), name: "fresh Thai basil leaf"),
            ExpectedLine(line: "Lemon juice, 3 tablespoons", quantity: .exact(3), unit: "tbsp", name: "Lemon juice"),
            ExpectedLine(
                line: "One 28-ounce can diced tomatoes", quantity: .exact(1), unit: "can", name: "diced tomatoes"),
            ExpectedLine(
                line: "About 3 cups cooked rice, for serving", quantity: .exact(3), unit: "cup", name: "rice",
                preparation: "cooked", purpose: "for serving"),
        ])
    func recipeSiteLines(expected: ExpectedLine) {
        check(expected)
    }

    @Test(
        "Ukrainian and Russian lines",
        arguments: [
            ExpectedLine(line: "3 ч.л. солі", quantity: .exact(3), unit: "tsp", name: "солі"),
            ExpectedLine(line: "1 склянка молока", quantity: .exact(1), unit: "glass", name: "молока"),
            ExpectedLine(line: "2 зубчики часнику", quantity: .exact(2), unit: "clove", name: "часнику"),
            ExpectedLine(line: "щіпка солі", unit: "pinch", name: "солі"),
            ExpectedLine(line: "1,5 кг картоплі", quantity: .exact(half(1)), unit: "kg", name: "картоплі"),
            ExpectedLine(line: "2 шт. яйця", quantity: .exact(2), unit: "piece", name: "яйця"),
            ExpectedLine(line: "2 столові ложки олії", quantity: .exact(2), unit: "tbsp", name: "олії"),
            ExpectedLine(line: "1 стакан сахара", quantity: .exact(1), unit: "glass", name: "сахара"),
            ExpectedLine(line: "2 ст.л. сметаны", quantity: .exact(2), unit: "tbsp", name: "сметаны"),
        ])
    func slavicLines(expected: ExpectedLine) {
        check(expected)
    }

    @Test("a package size is kept apart from the count")
    func packageSize() {
        let parsed = IngredientLine.parse("2 15-ounce cans chickpeas, drained and rinsed")
        #expect(parsed.quantity == .exact(2))
        #expect(parsed.unit == .can)
        #expect(parsed.packageSize == Measure(15, .ounce))
        #expect(parsed.unitsAsWritten == [.ounce, .can])
    }

    @Test("dual units are alternatives of the main amount")
    func dualUnitsAreAlternatives() {
        let parsed = IngredientLine.parse("1 cup (240 ml) milk")
        #expect(parsed.alternatives == [Measure(240, .milliliter)])
        #expect(parsed.quantitiesAsWritten == [.exact(1), .exact(240)])
    }

    @Test("an amount added with plus is an addition")
    func plusIsAnAddition() {
        let parsed = IngredientLine.parse("2 tablespoons plus 2 teaspoons maple syrup")
        #expect(parsed.additions == [Measure(2, .teaspoon)])
    }

    @Test("the article in 'a pinch' means one, but is not a written quantity")
    func articleMeansOne() {
        let parsed = IngredientLine.parse("a pinch of salt")
        #expect(parsed.quantity == .exact(1))
        #expect(parsed.unit == .pinch)
        #expect(parsed.name == "salt")
        #expect(parsed.quantitiesAsWritten.isEmpty)
    }

    @Test("an empty line parses to an empty name")
    func emptyLine() {
        let parsed = IngredientLine.parse("")
        #expect(parsed.quantity == nil)
        #expect(parsed.name.isEmpty)
    }

    @Test("an aside offering another ingredient is a substitute")
    func substitutes() {
        let parsed = IngredientLine.parse("2 tablespoons butter, softened, or olive oil")
        #expect(parsed.name == "butter")
        #expect(parsed.substitutes == ["olive oil"])
    }

    private func check(_ expected: ExpectedLine, sourceLocation: SourceLocation = #_sourceLocation) {
        let parsed = IngredientLine.parse(expected.line)
        #expect(parsed.quantity == expected.quantity, sourceLocation: sourceLocation)
        #expect(parsed.unit?.name == expected.unit, sourceLocation: sourceLocation)
        #expect(parsed.name == expected.name, sourceLocation: sourceLocation)
        if let size = expected.size { #expect(parsed.size == size, sourceLocation: sourceLocation) }
        if let preparation = expected.preparation {
            #expect(parsed.preparation == preparation, sourceLocation: sourceLocation)
        }
        if let comment = expected.comment { #expect(parsed.comment == comment, sourceLocation: sourceLocation) }
        if let purpose = expected.purpose { #expect(parsed.purpose == purpose, sourceLocation: sourceLocation) }
    }
}
