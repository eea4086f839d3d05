import LarderCore
import Testing

@testable import LarderEvaluation

@Suite("The pairing evaluation's protocol")
struct PairingEvaluationTests {
    /// Recipes built so that every test recipe has three ingredients the training set knows.
    static let network: FlavorNetwork = {
        let names = ["a", "b", "c", "d", "e", "f"]
        let ingredients = names.enumerated().map { FlavorIngredient(id: $0, name: $1, category: "x", compoundIDs: [$0, $0 + 1]) }
        let recipes = (0..<100).map { n in
            FlavorRecipe(cuisine: "Here", ingredients: [names[n % 6], names[(n + 1) % 6], names[(n + 2) % 6]])
        }
        return FlavorNetwork(ingredients: ingredients, compounds: [], recipes: recipes, regionOfCuisine: [:])
    }()

    @Test func eightyPercentTrainAndEveryKnownTestRecipeIsAQuery() {
        // MUT
        let report = PairingEvaluation.run(Self.network, seed: 7)

        // validate
        #expect(report.trainRecipes == 80)
        #expect(report.heldOutRecipes == 20)
        #expect(report.testRecipes == 20)
        for score in [report.larder, report.popularity, report.compounds, report.cosine] { #expect(score.queries == 20) }
    }

    @Test func theSameSeedGivesTheSameFigures() {
        let first = PairingEvaluation.run(Self.network, seed: 3)
        let second = PairingEvaluation.run(Self.network, seed: 3)

        #expect(first.larder == second.larder)
        #expect(first.cosine == second.cosine)
    }

    @Test func aScorerThatKnowsTheRecipesFindsTheHiddenIngredient() {
        // Every recipe is three neighbours on a ring: the other two name the third.
        let report = PairingEvaluation.run(Self.network, seed: 1)

        #expect(report.cosine.hit1 > 0.4)
        #expect(report.larder.hit10 == 1)
        #expect(report.larder.mrr > 0.6)
    }

    @Test func unseenPairsComeOnlyFromTestRecipes() throws {
        let train = [FlavorRecipe(cuisine: "", ingredients: ["a", "b"]), FlavorRecipe(cuisine: "", ingredients: ["c", "d"])]
        let counts = TrainingCounts(network: Self.network, recipes: train)
        let test = [FlavorRecipe(cuisine: "", ingredients: ["a", "b", "c", "z"]), FlavorRecipe(cuisine: "", ingredients: ["c", "a"])]

        let pairs = PairingEvaluation.unseenPairs(test, counts: counts).map { [counts.names[$0.0], counts.names[$0.1]].sorted() }

        #expect(Set(pairs) == [["a", "c"], ["b", "c"]])
        #expect(pairs.count == 2)
    }
}
