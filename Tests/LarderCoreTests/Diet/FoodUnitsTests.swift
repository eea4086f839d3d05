import Testing

@testable import LarderCore

@Suite("Diary amounts in food units")
struct FoodUnitsTests {
    static func starter(_ slug: String) -> Food {
        StarterFoods.all.first { $0.sourceID == slug }!
    }

    let milk = starter("milk-whole")
    let egg = starter("egg-whole")

    @Test("1 cup of milk is the cup the food table weighs: 244 g, 148.8 kcal")
    func cupOfMilk() throws {
        let grams = try milk.diaryUnits.grams(1, "cup").get()

        #expect(grams == 244)
        #expect(abs(try #require(milk.nutrients(inGrams: grams)[.energyKcal]) - 148.84) < 1e-9)
    }

    @Test("2 large eggs are two of the large egg's 50 g")
    func largeEggs() throws {
        #expect(try egg.diaryUnits.grams(2, "large").get() == 100)
        #expect(try egg.diaryUnits.grams(2, "lg").get() == 100)
        #expect(egg.nutrients(inGrams: 100)[.energyKcal] == 143)
    }

    @Test("100 g is 100 g of any food, and other weights convert exactly")
    func grams() throws {
        #expect(try egg.diaryUnits.grams(100, "g").get() == 100)
        #expect(try milk.diaryUnits.grams(100, "grams").get() == 100)
        #expect(try milk.diaryUnits.grams(0.5, "kg").get() == 500)
        #expect(abs(try milk.diaryUnits.grams(1, "oz").get() - 28.349523125) < 1e-9)
    }

    @Test("Volumes convert through the food's volume weight: a millilitre of milk weighs 244 / 236.6 g")
    func volumes() throws {
        let millilitre = try milk.diaryUnits.grams(250, "ml").get()

        #expect(abs(millilitre - 250 * 244 / 236.5882365) < 1e-6)
        #expect(try milk.diaryUnits.grams(2, "tablespoons").get() == 2 * 15.3)
    }

    @Test("The unit picker offers only what converts for the food")
    func choices() {
        let eggKeys = egg.diaryUnits.choices.map(\.key)
        let milkKeys = milk.diaryUnits.choices.map(\.key)

        #expect(eggKeys.starts(with: ["g", "kg", "oz", "lb"]))
        #expect(eggKeys.contains("large") && eggKeys.contains("medium") && eggKeys.contains("piece"))
        #expect(milkKeys.contains("cup") && milkKeys.contains("ml"))
        #expect(!milkKeys.contains("large") && !milkKeys.contains("piece"))
        #expect(egg.diaryUnits.preferred?.key == "large")
        #expect(milk.diaryUnits.preferred == nil)
    }

    @Test("A unit that cannot be weighed for the food is refused, naming it")
    func notConvertible() {
        let butterless = Food(source: .household, sourceID: "x", name: "Protein bar", nutrients: NutrientValues([.energyKcal: 400]))

        #expect(butterless.diaryUnits.grams(1, "cup") == .failure(.unitNotConvertible("cup")))
        #expect(milk.diaryUnits.grams(1, "large") == .failure(.unitNotConvertible("large")))
        #expect(milk.diaryUnits.grams(1, "furlong") == .failure(.unitNotConvertible("furlong")))
    }

    @Test("Amounts must be positive and finite", arguments: [0, -1, .infinity, .nan, 1e9])
    func badAmounts(amount: Double) {
        let result = egg.diaryUnits.grams(amount, "g")

        #expect(result == .failure(amount > 1000 && amount.isFinite ? .amountTooLarge : .amountNotPositive))
    }

    @Test("A food given per serving is weighed by its serving")
    func serving() throws {
        let bar = Food(
            source: .household, sourceID: "bar", name: "Granola bar", nutrients: NutrientValues([.energyKcal: 450]),
            portions: [FoodPortion(amount: 1, description: "serving", grams: 40)])

        #expect(try bar.diaryUnits.grams(2, "serving").get() == 80)
        #expect(bar.diaryUnits.choices.map(\.key).last == "serving")
    }

    @Test("The cart steps by 10 g or ml and by one of anything counted")
    func steps() {
        let units = egg.diaryUnits

        #expect(units.choice(for: "g")?.step == 10)
        #expect(units.choice(for: "large")?.step == 1)
        #expect(units.choice(for: "kg")?.step == 0.1)
    }
}
