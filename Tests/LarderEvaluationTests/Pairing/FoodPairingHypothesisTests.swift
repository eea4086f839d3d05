import LarderCore
import Testing

@testable import LarderEvaluation

@Suite("The food-pairing hypothesis's maths")
struct FoodPairingHypothesisTests {
    static func ingredient(_ id: Int, _ name: String, _ compounds: [Int]) -> FlavorIngredient {
        FlavorIngredient(id: id, name: name, category: "x", compoundIDs: compounds)
    }

    static func network(_ recipes: [FlavorRecipe], ingredients: [FlavorIngredient]) -> FlavorNetwork {
        FlavorNetwork(ingredients: ingredients, compounds: [], recipes: recipes, regionOfCuisine: ["Here": "Region", "There": "Elsewhere"])
    }

    @Test func nsIsTheMeanOfSharedCompoundsOverIngredientPairs() {
        // setup: a–b share 2, a–c 1, b–c 1 → 2/(3·2) · 4.
        let network = Self.network(
            [FlavorRecipe(cuisine: "Here", ingredients: ["a", "b", "c"])],
            ingredients: [Self.ingredient(0, "a", [1, 2, 3]), Self.ingredient(1, "b", [2, 3]), Self.ingredient(2, "c", [3, 4])])

        // MUT
        let table = CompoundTable(network)

        // validate
        let recipe = ["a", "b", "c"].map { table.index[$0]! }
        #expect(abs(table.ns(recipe) - 4.0 / 3.0) < 1e-12)
    }

    @Test func ingredientsWithoutCompoundsAndRecipesWithFewerThanTwoLeft() {
        let network = Self.network(
            [
                FlavorRecipe(cuisine: "Here", ingredients: ["a", "b", "salt"]),
                FlavorRecipe(cuisine: "Here", ingredients: ["a", "salt"]),
                FlavorRecipe(cuisine: "Nowhere", ingredients: ["a", "b"]),
            ],
            ingredients: [Self.ingredient(0, "a", [1, 2]), Self.ingredient(1, "b", [1, 2]), Self.ingredient(2, "salt", [])])

        let figures = FoodPairingHypothesis.run(network)

        // Only the first recipe counts, as a–b (2 shared); the map gives "Nowhere" no region.
        #expect(figures.map(\.region) == ["Region"])
        #expect(figures[0].recipes == 1)
        #expect(figures[0].ns == 2)
    }

    @Test func randomRecipesThatCannotDifferGiveNoDelta() {
        let network = Self.network(
            Array(repeating: FlavorRecipe(cuisine: "Here", ingredients: ["a", "b"]), count: 5),
            ingredients: [Self.ingredient(0, "a", [1, 2, 3]), Self.ingredient(1, "b", [2, 3])])

        let figure = FoodPairingHypothesis.run(network)[0]

        #expect(figure.ns == 2)
        #expect(figure.deltaNs == 0)
    }

    @Test func recipesPairingSharingIngredientsBeatTheirRandomisedSelves() {
        // a–b and c–d share 5 compounds, across pairs none; random pairs of the four share 5 a third of the time.
        let recipes =
            Array(repeating: FlavorRecipe(cuisine: "Here", ingredients: ["a", "b"]), count: 200)
            + Array(repeating: FlavorRecipe(cuisine: "Here", ingredients: ["c", "d"]), count: 200)
        let network = Self.network(
            recipes,
            ingredients: [
                Self.ingredient(0, "a", [1, 2, 3, 4, 5]), Self.ingredient(1, "b", [1, 2, 3, 4, 5]),
                Self.ingredient(2, "c", [6, 7, 8, 9, 10]), Self.ingredient(3, "d", [6, 7, 8, 9, 10]),
            ])

        let figure = FoodPairingHypothesis.run(network, seed: 1, randomisations: 20)[0]

        #expect(figure.ns == 5)
        #expect(abs(figure.randomNs - 5.0 / 3.0) < 0.1)
        #expect(abs(figure.deltaNs - 10.0 / 3.0) < 0.1)
    }

    @Test func theSamplerDrawsDistinctIngredientsByFrequency() {
        let sampler = FrequencySampler([[0, 1], [0, 2], [0, 1], [0, 3]])
        var random = SeededRandom(seed: 5)
        var firsts: [Int: Int] = [:]

        for _ in 0..<4000 {
            let drawn = sampler.draw(3, using: &random)
            #expect(Set(drawn).count == 3)
            firsts[drawn[0], default: 0] += 1
        }

        // 0 is half of all uses, so it comes first about half the time.
        #expect(abs(Double(firsts[0]!) / 4000 - 0.5) < 0.05)
    }
}
