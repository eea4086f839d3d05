import Foundation
import Testing

@testable import LarderCore

@Suite("What can I cook: ranking recipes by stock")
struct CookableIndexTests {
    let home = UUID()
    let elsewhere = UUID()
    let flour = UUID()
    let egg = UUID()
    let milk = UUID()
    let measures: [UUID: FoodMeasures]

    init() {
        measures = [
            flour: FoodMeasures(weights: [.init(1, .cup, grams: 125)]),
            egg: FoodMeasures(weights: [.init(1, nil, size: "large", grams: 50)]),
            milk: FoodMeasures(weights: [.init(1, .cup, grams: 244)]),
        ]
    }

    func recipe(_ title: String, _ lines: [(String, UUID?)], household: UUID? = nil, isPublic: Bool = false) -> RecipeNeeds {
        RecipeNeeds(
            id: UUID(), householdID: household ?? home, isPublic: isPublic, title: title,
            lines: lines.map { text, food in
                RecipeNeeds.Line(
                    CookLine(text: text, isOptional: false, foodID: food, factor: 1, staples: []), measures: food.flatMap { measures[$0] })
            })
    }

    func stock(flourGrams: Double = 0, eggs: Double = 0, expiringEggs: Bool = false) -> StockLevels {
        var available: [StockKey: [StockScale: Double]] = [:]
        if flourGrams > 0 { available[.food(flour)] = [.grams: flourGrams] }
        if eggs > 0 { available[.food(egg)] = [.count(""): eggs] }
        return StockLevels(available: available, expiring: expiringEggs && eggs > 0 ? [.food(egg): [.count(""): eggs]] : [:])
    }

    @Test("recipes rank by how much of them is in stock, amounts counted through units")
    func rankByShare() {
        let pancakes = recipe("Pancakes", [("2 cups flour", flour), ("2 eggs", egg), ("1 cup milk", milk)])
        let bread = recipe("Bread", [("4 cups flour", flour), ("1 tsp salt", nil)])
        let omelette = recipe("Omelette", [("3 eggs", egg)])
        let index = CookableIndex([pancakes, bread, omelette])

        let ranked = index.rank(stock(flourGrams: 250, eggs: 6), householdID: home, staples: ["salt"], limit: 10)

        #expect(ranked.map(\.title) == ["Omelette", "Pancakes", "Bread"])
        #expect(ranked[0].share == 1)
        #expect(ranked[1].missing.map(\.name) == ["milk"])
        #expect(ranked[2].share == 0.5)
        #expect(ranked[2].missing.first?.needed == 4)
        #expect(ranked[2].missing.first?.available == 2)
        #expect(ranked[2].missing.first?.shortfall == 2)
    }

    @Test("between equally stocked recipes, the one using soon-expiring stock comes first")
    func expiringFirst() {
        let cake = recipe("Cake", [("1 cup flour", flour)])
        let eggs = recipe("Boiled eggs", [("2 eggs", egg)])
        let index = CookableIndex([cake, eggs])
        let ranked = index.rank(stock(flourGrams: 500, eggs: 2, expiringEggs: true), householdID: home, staples: [], limit: 10)
        #expect(ranked.map(\.title) == ["Boiled eggs", "Cake"])
    }

    @Test("another household's private recipes are never ranked; public ones are")
    func visibility() {
        let theirs = recipe("Their omelette", [("2 eggs", egg)], household: elsewhere)
        let shared = recipe("Public omelette", [("2 eggs", egg)], household: elsewhere, isPublic: true)
        let index = CookableIndex([theirs, shared])
        #expect(index.rank(stock(eggs: 6), householdID: home, staples: [], limit: 10).map(\.title) == ["Public omelette"])
    }

    @Test("maxMissing leaves out recipes missing more; staples never count as missing")
    func maxMissingAndStaples() {
        let salty = recipe("Salted flour", [("1 cup flour", flour), ("1 tsp salt", nil), ("2 tbsp olive oil", nil)])
        let milky = recipe("Milky flour", [("1 cup flour", flour), ("1 cup milk", milk)])
        let index = CookableIndex([salty, milky])
        let ranked = index.rank(stock(flourGrams: 500), householdID: home, staples: ["salt", "oil"], limit: 10, maxMissing: 0)
        #expect(ranked.map(\.title) == ["Salted flour"])
        #expect(ranked[0].required == 1)
    }

    @Test("a replaced recipe is ranked as it is now, a removed one not at all")
    func updates() {
        var index = CookableIndex()
        var cake = recipe("Cake", [("1 cup milk", milk)])
        index.upsert(cake)
        cake.lines = [
            RecipeNeeds.Line(
                CookLine(text: "1 cup flour", isOptional: false, foodID: flour, factor: 1, staples: []), measures: measures[flour])
        ]
        index.upsert(cake)
        #expect(index.rank(stock(flourGrams: 500), householdID: home, staples: [], limit: 5).first?.share == 1)
        index.remove(cake.id)
        #expect(index.rank(stock(flourGrams: 500), householdID: home, staples: [], limit: 5).isEmpty)
        #expect(index.count == 0)
    }
}
