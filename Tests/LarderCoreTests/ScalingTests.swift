import Testing

@testable import LarderCore

@Suite("Scaling recipes between servings")
struct ScalingTests {
    /// The source system's table, verbatim.
    @Test(
        "the source system's scaling table holds",
        arguments: [
            ("200 g", 1, 2, "400 g"),
            ("400 g", 2, 1, "200 g"),
            ("2.5 tbsp", 1, 2, "5 tbsp"),
            ("1/2 cup", 1, 2, "1 cup"),
            ("1 1/2 cups", 1, 2, "3 cups"),
            ("3", 1, 2, "6"),
            ("1 cup", 2, 5, "2 1/2 cups"),  // × 2.5
        ] as [(String, Int, Int, String)])
    func sourceTable(line: String, from: Int, to: Int, expected: String) {
        #expect(scale([line], from: Rational(from), to: Rational(to)) == [expected])
    }

    @Test("the rest of the line is kept as written")
    func keepsTheRestOfTheLine() {
        #expect(scale(["1 1/2 cups all-purpose flour, sifted"], from: 2, to: 4) == ["3 cups all-purpose flour, sifted"])
    }

    @Test("a range scales at both ends")
    func rangesScaleBothEnds() {
        #expect(scale(["2-3 cloves garlic"], from: 1, to: 2) == ["4-6 cloves garlic"])
    }

    @Test(
        "lines without an amount are unchanged",
        arguments: ["salt and pepper to taste", "pinch of salt", "fresh parsley, for garnish"])
    func amountlessLinesUnchanged(line: String) {
        #expect(scale([line], from: 1, to: 3) == [line])
    }

    @Test("from equal to to returns the input")
    func sameServingsReturnsInput() {
        #expect(scale(["2.50 cups milk"], from: 4, to: 4) == ["2.50 cups milk"])
    }

    @Test("from zero or below returns the input", arguments: [0, -2])
    func nonPositiveFromReturnsInput(from: Int) {
        #expect(scale(["200 g sugar"], from: Rational(from), to: 4) == ["200 g sugar"])
    }

    @Test("the writer's unit word takes its plural: 1 tablespoon → 2 tablespoons")
    func keepsTheWritersUnitWord() {
        #expect(scale(["1 tablespoon butter"], from: 1, to: 2) == ["2 tablespoons butter"])
    }

    @Test("the same amount in other units scales too: 150g/5oz → 300g/10oz")
    func dualUnitsScale() {
        #expect(scale(["150g/5oz canned chickpeas"], from: 1, to: 2) == ["300g/10oz canned chickpeas"])
    }

    @Test("package sizes stay: 1 (14-ounce) can → 2 (14-ounce) cans")
    func packageSizesStay() {
        #expect(scale(["1 (14-ounce) can coconut milk"], from: 1, to: 2) == ["2 (14-ounce) cans coconut milk"])
    }

    @Test("re-uniting on request: 3 tsp → 1 tbsp")
    func reunitsTeaspoons() {
        #expect(scale(["1 tsp salt"], from: 1, to: 3, reunit: true) == ["1 tbsp salt"])
    }

    @Test("re-uniting on request: 16 tbsp → 1 cup")
    func reunitsTablespoons() {
        #expect(scale(["8 tbsp butter"], from: 1, to: 2, reunit: true) == ["1 cup butter"])
    }

    @Test("without re-uniting the unit stays: 3 tsp")
    func keepsUnitsByDefault() {
        #expect(scale(["1 tsp salt"], from: 1, to: 3) == ["3 tsp salt"])
    }

    @Test("parsed lines scale to the parse of the scaled text")
    func parsedLinesScale() {
        let scaled = scale([IngredientLine.parse("2 large eggs")], from: 2, to: 3)
        #expect(scaled.first?.quantity == .exact(3))
        #expect(scaled.first?.text == "3 large eggs")
    }
}

@Suite("Counted nouns agree with their scaled number")
struct CountNounScalingTests {
    @Test("Halving \"2 eggs\" gives \"1 egg\"; doubling \"1 onion\" gives \"2 onions\"", arguments: [
        ("2 eggs", 1, 2, "1 egg"),
        ("2 large eggs, beaten", 1, 2, "1 large egg, beaten"),
        ("1 onion, chopped", 2, 1, "2 onions, chopped"),
        ("1 potato", 3, 1, "3 potatoes"),
        ("4 cherries", 1, 4, "1 cherry"),
        ("1 peach", 2, 1, "2 peaches"),
        ("2 cloves garlic", 1, 2, "1 clove garlic"),
    ])
    func agreement(line: String, to: Int, from: Int, expected: String) {
        #expect(scale([line], from: Rational(from), to: Rational(to)) == [expected])
    }

    @Test("Nouns that are not counted plurals stay as written")
    func leavesOthers() {
        #expect(scale(["2 cups flour"], from: 2, to: 1) == ["1 cup flour"])
        #expect(scale(["2 asparagus"], from: 2, to: 1) == ["1 asparagus"])
    }
}
