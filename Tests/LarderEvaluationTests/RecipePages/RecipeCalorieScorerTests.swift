import Foundation
import LarderCore
import Testing

@testable import LarderEvaluation

@Suite("Scoring nutrition against declared calories")
struct RecipeCalorieScorerTests {
    /// Sugar alone, in round figures: a cup of it is 774 kcal.
    let calculator: NutritionCalculator = {
        var nutrients = NutrientValues()
        nutrients[.energyKcal] = 387
        nutrients[.carbohydrate] = 100
        let sugar = Food(
            source: .usda, sourceID: "sugar", name: "Sugars, granulated", synonyms: [], group: nil, nutrients: nutrients,
            portions: [FoodPortion(amount: 1, description: "cup", grams: 200)], commonness: 0.9)
        return NutritionCalculator(foods: [sugar])
    }()

    private func page(_ calories: String?, yields: String?, _ lines: [String]) -> (name: String, page: LabelledRecipePage) {
        ("page", LabelledRecipePage(title: "A recipe", ingredients: lines, yields: yields, declaredCalories: calories))
    }

    @Test(
        "Declared calories are read as sites write them",
        arguments: [("143 kcal", 143.0), ("300 cal", 300), ("1,234 calories", 1234), ("296.27", 296.27), ("542kcal", 542)])
    func declaredCalories(text: String, value: Double) {
        #expect(LabelledRecipePage(ingredients: [], yields: nil, declaredCalories: text).declaredKilocalories == value)
    }

    @Test("Each page's error is against its declared calories per serving; pages without them are left out")
    func errors() throws {
        let score = RecipeCalorieScorer.score(
            [
                page("387 kcal", yields: "2 servings", ["1 cup sugar"]),  // exactly right
                page("200 kcal", yields: "2 servings", ["1 cup sugar"]),  // 387 computed: 93.5 % off
                page(nil, yields: "2 servings", ["1 cup sugar"]),
            ], using: calculator)

        #expect(score.pages.count == 2)
        #expect(abs(score.pages[0].error) < 1e-9)
        #expect(abs(score.pages[1].error - 0.935) < 1e-9)
        #expect(score.workedOut.withinQuarter == 0.5)
    }

    @Test("A page without a yield, or with nothing counted, is not worked out, and counts as a 100 % error over all pages")
    func notWorkedOut() {
        let score = RecipeCalorieScorer.score(
            [
                page("387 kcal", yields: "2 servings", ["1 cup sugar"]),
                page("300 kcal", yields: nil, ["2 cups sugar"]),
                page("300 kcal", yields: "4 servings", ["200 g zorblax"]),
            ], using: calculator)

        #expect(score.workedOut.pages == 1)
        #expect(score.allPages.pages == 3)
        #expect(score.uncomputed == 2)
        #expect(score.workedOut.medianError < 1e-9)
        #expect(score.allPages.medianError == 1)
        #expect(abs(score.allPages.withinQuarter - 1.0 / 3) < 1e-9)
    }

    @Test("Pages decode from the reference format, ingredients as a list or as one text")
    func decoding() throws {
        let json =
            #"{"title": "Soup", "ingredients": "1 cup water\n2 tsp salt", "yields": "4 servings", "nutrients": {"calories": "10 kcal", "servingSize": "1 cup"}}"#
        let page = try JSONDecoder().decode(LabelledRecipePage.self, from: Data(json.utf8))

        #expect(page.ingredients == ["1 cup water", "2 tsp salt"])
        #expect(page.declaredKilocalories == 10)
        #expect(page.servingSize == "1 cup")
    }
}
