import Testing

@testable import LarderCore

@Suite("Text cleaning and step splitting")
struct RecipeTextTests {
    @Test func cleanDecodesStripsTagsAndCollapsesSpace() {
        #expect(RecipeText.clean("  <b>Fish</b>&nbsp;&amp;\n\tchips\u{200B} ") == "Fish & chips")
    }

    @Test func cleanDecodesTwiceEscapedReferences() {
        #expect(RecipeText.clean("lim&amp;atilde;o") == "limão")
    }

    @Test func cleanKeepsALoneLessThanSign() {
        #expect(RecipeText.clean("cook < 5 min") == "cook < 5 min")
    }

    @Test func linesSplitAtBreaksAndBlockTagsDroppingPunctuationOnlyLines() {
        #expect(RecipeText.lines("<p>One</p>\n, <p>Two</p><br>Three") == ["One", "Two", "Three"])
    }

    @Test func repairsUTF8ReadAsLatin1() {
        #expect(RecipeText.repairingMojibake("1Â½ cups crÃ¨me") == "1½ cups crème")
        #expect(RecipeText.repairingMojibake("Ã  la carte") == "Ã  la carte")
    }

    @Test func splitsAtInlineStepNumbers() {
        #expect(
            RecipeStepSplitter.steps(in: "1.Preheat the oven. 2.Mix well.3. Bake.") == [
                "1.Preheat the oven.", "2.Mix well.", "3. Bake.",
            ])
    }

    @Test func splitsParagraphsGluedWithoutASpace() {
        #expect(
            RecipeStepSplitter.steps(in: "Rest for 2 hours.When ready, bake.") == [
                "Rest for 2 hours.", "When ready, bake.",
            ])
    }

    @Test func leavesOrdinaryTextWhole() {
        #expect(
            RecipeStepSplitter.steps(in: "Heat to 180 C. Add 2 eggs. Use the U.S.A. flag.") == [
                "Heat to 180 C. Add 2 eggs. Use the U.S.A. flag."
            ])
    }

    @Test func dropsStepNumbersOnlyWhenEveryStepHasItsOwn() {
        #expect(
            RecipeStepSplitter.withoutStepNumbers(["1. Heat.", "2) Add.", "Step 3 | Serve."]) == [
                "Heat.", "Add.", "Serve.",
            ])
        #expect(RecipeStepSplitter.withoutStepNumbers(["1. Heat.", "Add."]) == ["1. Heat.", "Add."])
        #expect(
            RecipeStepSplitter.withoutStepNumbers(["1 Em uma panela.", "2 Junte."]) == [
                "1 Em uma panela.", "2 Junte.",
            ])
    }
}
