import Foundation
import LarderCore
import Testing

@testable import LarderEvaluation

@Suite("Import scoring")
struct RecipeImportScorerTests {
    @Test func comparesTextAfterCollapsingWhitespace() {
        let judgement = RecipeImportScorer.judge(
            ExtractedRecipe(title: "Broccoli  Soup\n"), against: RecipeImportExpectation(title: " Broccoli Soup"))
        #expect(judgement[.title] == true)
    }

    @Test func forgivesNothingButWhitespace() {
        let judgement = RecipeImportScorer.judge(
            ExtractedRecipe(title: "broccoli soup"), against: RecipeImportExpectation(title: "Broccoli Soup"))
        #expect(judgement[.title] == false)
    }

    @Test func comparesListsElementByElement() {
        let expected = RecipeImportExpectation(ingredients: ["1 egg", "2 cups  flour"])
        #expect(
            RecipeImportScorer.judge(ExtractedRecipe(ingredients: ["1 egg", "2 cups flour"]), against: expected)[
                .ingredients] == true)
        #expect(RecipeImportScorer.judge(ExtractedRecipe(ingredients: ["1 egg"]), against: expected)[.ingredients] == false)
        #expect(
            RecipeImportScorer.judge(ExtractedRecipe(ingredients: ["2 cups flour", "1 egg"]), against: expected)[
                .ingredients] == false)
    }

    @Test func leavesAFieldTheReferenceOmitsUncounted() {
        let judgement = RecipeImportScorer.judge(ExtractedRecipe(yields: "4 servings"), against: RecipeImportExpectation())
        #expect(judgement[.yields] == nil)
        #expect(judgement[.totalTime] == nil)
    }

    @Test func countsAFieldTheExtractorMissedAsAMiss() {
        let judgement = RecipeImportScorer.judge(ExtractedRecipe(), against: RecipeImportExpectation(totalTime: 20))
        #expect(judgement[.totalTime] == false)
    }

    @Test func sumsPagesIntoPerFieldAccuracy() {
        let score = RecipeImportScorer.score([[.title: true, .yields: false], [.title: false], [.title: true]])
        #expect(score.pages == 3)
        #expect(score.counted[.title] == 3 && score.matched[.title] == 2)
        #expect(score.accuracy(.yields) == 0)
        #expect(score.accuracy(.instructions) == 0)
    }

    @Test func readsTheReferenceFormat() throws {
        let json = #"""
            {"title": "Soup", "ingredients": ["1 egg"], "instructions_list": ["Boil."], "yields": "8 servings",
             "total_time": 20, "cook_time": 10, "ratings": 5.0, "nutrients": {"calories": "143 kcal"}}
            """#
        let expected = try RecipeImportExpectation(json: Data(json.utf8))
        #expect(expected.title == "Soup")
        #expect(expected.ingredients == ["1 egg"])
        #expect(expected.instructions == ["Boil."])
        #expect(expected.yields == "8 servings")
        #expect(expected.totalTime == 20 && expected.cookTime == 10 && expected.prepTime == nil)
    }

    @Test func readsAReferenceListGivenAsOneText() throws {
        let expected = try RecipeImportExpectation(json: Data(#"{"ingredients": "1 egg\n2 cups flour"}"#.utf8))
        #expect(expected.ingredients == ["1 egg", "2 cups flour"])
    }

    @Test func splitsPagesTheSameWayEveryTime() {
        let names = (0..<300).map { "site\($0).com__page" }
        let heldOut = names.filter { RecipeImportSplit.heldOut.contains(pageNamed: $0) }
        #expect(heldOut.count > 60 && heldOut.count < 140)
        #expect(heldOut.allSatisfy { !RecipeImportSplit.development.contains(pageNamed: $0) })
    }
}
