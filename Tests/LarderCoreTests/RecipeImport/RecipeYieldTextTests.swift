import Testing

@testable import LarderCore

@Suite("Yields")
struct RecipeYieldTextTests {
    @Test(arguments: [
        ("8", "8 servings"), ("1", "1 serving"), ("Serves 4", "4 servings"), ("4 personnes", "4 servings"),
        ("4 Portionen", "4 servings"), ("serves four", "4 servings"),
    ])
    func readsServings(text: String, yields: String) {
        #expect(RecipeYieldText.yields(in: text) == yields)
    }

    @Test(arguments: [
        ("Makes 24 cookies", "24 cookies"), ("2 loaves", "2 loaves"), ("1 loaf", "1 loaf"), ("about 2 dozen", "2 dozen"),
        ("Makes 4 Cups", "4 cups"), ("8 Slices", "8 slices"),
    ])
    func namesCountableThings(text: String, yields: String) {
        #expect(RecipeYieldText.yields(in: text) == yields)
    }

    @Test func countsAHyphenRangeAsItsUpperEnd() {
        #expect(RecipeYieldText.yields(in: "Serves 4-6") == "6 servings")
        #expect(RecipeYieldText.yields(in: "Serves 2 to 4") == "4 servings")
    }

    @Test func countsMakesWithoutAKnownThingAsItems() {
        #expect(RecipeYieldText.yields(in: "Makes 12") == "12 items")
    }

    @Test func prefersTheListEntryNamingAThing() {
        let value = LinkedDataValue.array([.string("8"), .string("8 slices")])
        #expect(RecipeYieldText.yields(in: value) == "8 slices")
    }

    @Test func takesTheFirstEntryWhenNoneNamesAThing() {
        let value = LinkedDataValue.array([.number("4"), .string("4-6 servings")])
        #expect(RecipeYieldText.yields(in: value) == "4 servings")
    }

    @Test func readsANumberAndAQuantitativeValue() {
        #expect(RecipeYieldText.yields(in: LinkedDataValue.number("6")) == "6 servings")
        let quantity = LinkedDataObject([("@type", .string("QuantitativeValue")), ("value", .number("6"))])
        #expect(RecipeYieldText.yields(in: LinkedDataValue.object(quantity)) == "6 servings")
    }

    @Test func keepsTextWithoutACountAsDeclared() {
        #expect(RecipeYieldText.yields(in: "  a  big   pot ") == "a big pot")
    }
}
