import Testing

@testable import LarderCore

@Suite("Linking ingredient names to foods")
struct FoodMatcherTests {
    let matcher = FoodMatcher(foods: FoodFixtures.foods)

    @Test(
        "Recipe names find the plain food the table writes its own way",
        arguments: [
            ("all-purpose flour", "flour-ap"),
            ("boneless skinless chicken breasts", "breast"),
            ("large eggs", "egg"),
            ("eggs", "egg"),
            ("unsalted butter", "butter-unsalted"),
            ("granulated sugar", "sugar"),
            ("kosher salt", "salt"),
            ("garlic powder", "garlic-powder"),
            ("fresh garlic", "garlic"),
        ])
    func findsThePlainFood(name: String, id: String) {
        #expect(matcher.match(name)?.food.sourceID == id)
    }

    @Test("A food whose kind only shares a word is not the food: butter is not peanut butter")
    func kindMustMatch() {
        #expect(matcher.match("butter")?.food.sourceID.hasPrefix("butter") == true)
        #expect(matcher.match("peanut butter")?.food.sourceID == "peanut-butter")
    }

    @Test("Raw is preferred unless the name asks for a cooked form")
    func prefersRaw() {
        #expect(matcher.match("chicken breast")?.food.sourceID == "breast")
        #expect(matcher.match("cooked chicken breast")?.food.sourceID == "breast-roasted")
        #expect(matcher.match("chicken breast", context: "cooked, shredded")?.food.sourceID == "breast-roasted")
    }

    @Test("A name that says no food it knows, or only describes, links to nothing")
    func noMatchWhenUnsure() {
        #expect(matcher.match("dragon fruit") == nil)
        #expect(matcher.match("to serve") == nil)
        #expect(matcher.match("fresh") == nil)
    }

    @Test("Confidence is higher for a closer match")
    func confidence() throws {
        let close = try #require(matcher.match("all-purpose flour"))
        let loose = try #require(matcher.match("flour"))
        #expect(close.confidence >= loose.confidence)
        #expect(close.confidence <= 1)
    }

    @Test("A choice links to the first food named")
    func firstChoice() {
        #expect(matcher.match("butter or margarine")?.food.sourceID.hasPrefix("butter") == true)
    }
}
