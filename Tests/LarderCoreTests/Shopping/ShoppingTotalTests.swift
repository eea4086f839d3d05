import Testing

@testable import LarderCore

@Suite("Shopping amounts")
struct ShoppingTotalTests {
    static let milk = FoodMeasures(weights: [.init(1, .cup, grams: 244)])
    static let tomatoes = FoodMeasures(weights: [.init(1, nil, size: "medium", grams: 123)])

    func amount(_ line: String) -> ShoppingAmount {
        let parsed = IngredientLine.parse(line)
        return ShoppingAmount(parsed.measure, size: parsed.size)
    }

    @Test("1 cup of milk and 200 ml of milk are one amount in the list's units")
    func volumesMerge() {
        let total = ShoppingTotal([amount("1 cup milk"), amount("200 ml milk")], food: Self.milk)
        #expect(total.parts.count == 1)
        #expect(total.formatted(in: .metric) == "437 ml")
        #expect(total.formatted(in: .us) == "1 7/8 cups")
    }

    @Test("Amounts add across mass and volume through the food's weights")
    func massAndVolume() {
        let total = ShoppingTotal([amount("1 cup milk"), amount("244 g milk")], food: Self.milk)
        #expect(total.parts.count == 1)
        #expect(total.formatted(in: .us) == "2 cups")
    }

    @Test("Amounts that cannot convert stay side by side, none dropped")
    func sideBySide() {
        let total = ShoppingTotal([amount("2 cans tomatoes"), amount("400 g tomatoes"), amount("1 can tomatoes")], food: nil)
        #expect(total.formatted(in: .metric) == "3 cans + 400 g")
    }

    @Test("Without a food, only amounts of one kind add: 1 lb and 200 g")
    func sameDimensionWithoutFood() {
        let total = ShoppingTotal([amount("1 lb beef"), amount("200 g beef")], food: nil)
        #expect(total.parts.count == 1)
        #expect(total.formatted(in: .metric) == "654 g")
    }

    @Test("Amounts in the list's units keep their unit, tidied")
    func ownUnits() {
        #expect(ShoppingTotal([amount("1 kg tomatoes")], food: nil).formatted(in: .metric) == "1 kg")
        #expect(ShoppingTotal([amount("600 g flour"), amount("400 g flour")], food: nil).formatted(in: .metric) == "1 kg")
        #expect(ShoppingTotal([amount("2 tbsp sugar")], food: nil).formatted(in: .metric) == "2 tbsp")
    }

    @Test("Counts add, and ranges add end to end")
    func countsAndRanges() {
        #expect(ShoppingTotal([amount("2 eggs"), amount("1 egg")], food: nil).formatted(in: .metric) == "3")
        #expect(ShoppingTotal([amount("2-3 onions"), amount("1 onion")], food: nil).formatted(in: .metric) == "3-4")
    }

    @Test("Taking one addition away leaves exactly the others")
    func removal() {
        let all = [amount("1 cup milk"), amount("200 ml milk")]
        let without = ShoppingTotal(Array(all.dropFirst()), food: Self.milk)
        #expect(without.formatted(in: .metric) == "200 ml")
    }

    @Test("An addition without an amount is remembered, not counted")
    func unmeasured() {
        let total = ShoppingTotal([amount("salt to taste"), amount("1 tsp salt")], food: nil)
        #expect(total.hasUnmeasured)
        #expect(total.formatted(in: .metric) == "1 tsp")
        #expect(ShoppingTotal([amount("salt to taste")], food: nil).formatted(in: .metric) == "")
    }

    @Test("Stock on hand is taken off what is needed, never below zero")
    func subtractingStock() {
        let need = ShoppingTotal([amount("500 g flour")], food: nil)
        #expect(need.subtracting([amount("200 g flour")], food: nil).formatted(in: .metric) == "300 g")
        #expect(need.subtracting([amount("1 kg flour")], food: nil).parts.isEmpty)
        #expect(need.subtracting([amount("2 cans flour")], food: nil).formatted(in: .metric) == "500 g")
    }
}

@Suite("Shopping amounts by weight")
struct ShoppingWeighingTests {
    static let flour = FoodMeasures(weights: [.init(1, .cup, grams: 125)])

    func amount(_ line: String) -> ShoppingAmount {
        let parsed = IngredientLine.parse(line)
        return ShoppingAmount(parsed.measure, size: parsed.size)
    }

    @Test("On a metric list a volume of a food bought by weight is shown in grams")
    func volumeOfWeighedFoodInGrams() {
        let total = ShoppingTotal([amount("3 cups flour")], food: Self.flour)
        #expect(total.formatted(in: .metric, weighing: Self.flour) == "375 g")
        #expect(total.formatted(in: .metric) == "710 ml", "without weighing the volume stays a volume")
    }

    @Test("A US list keeps cups of flour, and spoons stay spoons on any list")
    func usListsAndSpoonsKeepTheirUnits() {
        #expect(ShoppingTotal([amount("3 cups flour")], food: Self.flour).formatted(in: .us, weighing: Self.flour) == "3 cups")
        #expect(ShoppingTotal([amount("2 tbsp flour")], food: Self.flour).formatted(in: .metric, weighing: Self.flour) == "2 tbsp")
    }

    @Test("Milk, oil, juice and drinks are poured; flour, sugar, butter and dry milk are weighed")
    func pouredOrWeighed() {
        #expect(ShoppingWeighing.isPoured(name: "Milk, reduced fat, fluid, 2% milkfat", group: "Dairy and Egg Products"))
        #expect(ShoppingWeighing.isPoured(name: "Oil, olive, salad or cooking", group: "Fats and Oils"))
        #expect(ShoppingWeighing.isPoured(name: "Orange juice, raw", group: "Fruits and Fruit Juices"))
        #expect(ShoppingWeighing.isPoured(name: "Cola", group: "Beverages"))
        #expect(!ShoppingWeighing.isPoured(name: "Wheat flour, white, all-purpose, enriched, bleached", group: "Cereal Grains and Pasta"))
        #expect(!ShoppingWeighing.isPoured(name: "Sugars, granulated", group: "Sweets"))
        #expect(!ShoppingWeighing.isPoured(name: "Butter, salted", group: "Dairy and Egg Products"))
        #expect(!ShoppingWeighing.isPoured(name: "Milk, dry, nonfat, regular, without added vitamin A and vitamin D", group: "Dairy and Egg Products"))
    }
}
