import Foundation
import Testing

@testable import LarderCore

@Suite("Cooking a recipe from stock")
struct CookPlanTests {
    let flourID = UUID()
    let eggID = UUID()
    let milkID = UUID()
    let flour = FoodMeasures(weights: [.init(1, .cup, grams: 125)])
    let egg = FoodMeasures(weights: [.init(1, nil, size: "large", grams: 50)])

    func line(_ text: String, food: UUID?, factor: Double = 1, optional: Bool = false, staples: [String] = Staples.defaults) -> CookLine {
        CookLine(text: text, isOptional: optional, foodID: food, factor: factor, staples: staples)
    }

    func pools(flourGrams: Double, eggs: Double) -> [StockKey: StockPool] {
        [
            .food(flourID): StockPool([StockBatch(id: UUID(), amount: flourGrams, unit: StockUnit(.gram))], measures: flour),
            .food(eggID): StockPool([StockBatch(id: UUID(), amount: eggs, unit: .each)], measures: egg),
        ]
    }

    @Test("a recipe in cups is taken from stock in grams")
    func cupsFromGrams() {
        let plan = CookPlan.make(
            lines: [line("2 cups flour", food: flourID), line("2 eggs", food: eggID)], pools: pools(flourGrams: 500, eggs: 6))
        #expect(plan.isReady)
        #expect(plan.deductions.map(\.take.amount) == [250, 2])
    }

    @Test("what is short is told in the recipe's unit: needed, available, shortfall")
    func shortfallInRecipeUnits() throws {
        let plan = CookPlan.make(
            lines: [line("2 cups flour", food: flourID), line("2 eggs", food: eggID)], pools: pools(flourGrams: 125, eggs: 6))
        #expect(!plan.isReady)
        let short = try #require(plan.shortages.first)
        #expect(plan.shortages.count == 1)
        #expect(short.unit == StockUnit(.cup))
        #expect(short.needed == 2)
        #expect(short.available == 1)
        #expect(short.shortfall == 1)
    }

    @Test("servings scale what is needed")
    func scaled() {
        let plan = CookPlan.make(lines: [line("1 cup flour", food: flourID, factor: 3)], pools: pools(flourGrams: 300, eggs: 0))
        #expect(plan.shortages.first?.needed == 3)
        #expect(plan.shortages.first?.available == 2.4)
    }

    @Test("two lines of one food draw on the same stock")
    func sameFoodTwice() {
        let plan = CookPlan.make(
            lines: [line("1 cup flour", food: flourID), line("1 cup flour, for dusting", food: flourID)],
            pools: pools(flourGrams: 200, eggs: 0))
        #expect(plan.shortages.count == 1)
        #expect(plan.shortages.first?.line == 1)
        #expect(plan.shortages.first?.available == 0.6)
    }

    @Test("optional lines, lines to taste, headings and staples never block and take nothing")
    func skippedLines() {
        let plan = CookPlan.make(
            lines: [
                line("For the batter:", food: nil), line("1 cup flour", food: flourID, optional: true), line("salt to taste", food: nil),
                line("1 tsp sea salt", food: nil), line("2 tbsp olive oil", food: nil), line("1 tsp pepper, or to taste", food: nil),
            ],
            pools: pools(flourGrams: 0, eggs: 0))
        #expect(plan.isReady)
        #expect(plan.deductions.isEmpty)
        #expect(plan.skipped.map(\.reason) == [.heading, .optional, .toTaste, .staple, .staple, .toTaste])
    }

    @Test("a line no food is linked to is matched to a free-named item by name")
    func freeNamed() {
        let jam = StockPool([StockBatch(id: UUID(), amount: 2, unit: StockUnit(.jar))], measures: nil)
        let plan = CookPlan.make(lines: [line("1 jar Grandma's jam", food: nil)], pools: [StockKey.named("grandma's  jam"): jam])
        #expect(plan.isReady)
    }

    @Test("staples match on the whole word: olive oil is oil, salted butter is not salt")
    func stapleWords() {
        #expect(Staples.matches("oil", name: "extra virgin olive oil"))
        #expect(Staples.matches("salt", name: "sea salt"))
        #expect(!Staples.matches("salt", name: "salted butter"))
        #expect(!Staples.matches("oil", name: "oil-packed tuna"))
    }
}
