import Testing

@testable import LarderCore

@Suite("Starter foods")
struct StarterFoodsTests {
    @Test("About 150 everyday foods, each with a unique id and the main nutrients")
    func complete() {
        let foods = StarterFoods.all
        #expect(foods.count >= 150)
        #expect(Set(foods.map(\.sourceID)).count == foods.count)
        for food in foods {
            for nutrient in [Nutrient.energyKcal, .protein, .fat, .carbohydrate] {
                #expect(food.nutrients[nutrient] != nil, "\(food.sourceID) lacks \(nutrient)")
            }
        }
    }

    @Test("Every household measure written is one conversion understands")
    func portionsUnderstood() {
        for food in StarterFoods.all {
            #expect(food.measures.weights.count == food.portions.count, "\(food.sourceID): \(food.portions.map(\.description))")
        }
    }

    @Test("Energy is about what protein, fat and carbohydrate give (4-9-4 kcal/g, fibre 2)")
    func energyAgreesWithMacronutrients() {
        // Alcohol (wine, beer, extracts) and leavening salts give energy the three macronutrients do not account for.
        let exempt = StarterFoods.all.filter {
            $0.name.hasPrefix("Alcoholic") || $0.name.hasPrefix("Vanilla") || $0.name.hasPrefix("Leavening")
        }
        for food in StarterFoods.all where !exempt.contains(food) {
            let n = food.nutrients
            let fiber = n[.fiber] ?? 0
            let fromMacros = 4 * (n[.protein] ?? 0) + 9 * (n[.fat] ?? 0) + 4 * ((n[.carbohydrate] ?? 0) - fiber) + 2 * fiber
            let energy = n[.energyKcal] ?? 0
            guard fromMacros > 40 else { continue }
            // Labels use each food's own factors (lower for fibre-rich foods; organic acids add a little),
            // so they stray from 4-9-4, but a typo would stray much further.
            #expect((0.6...1.3).contains(energy / fromMacros), "\(food.sourceID): \(energy) kcal, macronutrients give \(fromMacros)")
        }
    }

    @Test(
        "Lines in English, Ukrainian and Russian link to starter foods",
        arguments: [
            ("2 cups all-purpose flour", "flour-all-purpose"), ("200 г борошна", "flour-all-purpose"),
            ("3 яйця", "egg-whole"), ("2 ст. л. цукру", "sugar"), ("1 склянка молока", "milk-whole"),
            ("500 g chicken breast", "chicken-breast"), ("1 can black beans", "black-beans-canned"),
        ])
    func linesLink(line: String, id: String) {
        let calculator = NutritionCalculator(foods: StarterFoods.all)
        let result = calculator.line(for: line)
        #expect(result.match?.food.sourceID == id)
        #expect(result.isCounted)
    }
}
