import Testing

@testable import LarderCore

@Suite("Learning from a household's recipes")
struct PairingModelHouseholdTests {
    @Test func aHouseholdsRecipesAddTheirOwnIngredients() throws {
        // setup
        let household = [FlavorRecipe(cuisine: "", ingredients: ["Salmon", "Buckwheat groats", "fresh dill"])]

        // MUT
        let model = PairingFixtures.model.adding(household, weight: 10)

        // validate
        #expect(model.recipeCount == PairingFixtures.model.recipeCount + 1)
        let result = model.suggest(PairingQuery(["salmon"], limit: 3))
        let groats = try #require(result.suggestions.first { $0.ingredient == "buckwheat_groats" })
        #expect(groats.recipesTogether == 1)
        #expect(groats.category == nil)
    }

    @Test func weightingAHouseholdsRecipesRaisesTheirPartners() throws {
        let household = [FlavorRecipe(cuisine: "", ingredients: ["salmon", "chocolate"])]

        func rank(_ model: PairingModel) throws -> Int {
            try #require(PairingFixtures.names(model.suggest(PairingQuery(["salmon"], limit: nil))).firstIndex(of: "chocolate"))
        }

        let light = try rank(PairingFixtures.model.adding(household, weight: 1))
        let heavy = try rank(PairingFixtures.model.adding(household, weight: 20))
        #expect(heavy < light)
        #expect(heavy == 0)
    }

    @Test func aHouseholdCuisineCountsForItsRegion() {
        let household = [FlavorRecipe(cuisine: "Japan", ingredients: ["salmon", "potato"])]

        let model = PairingFixtures.model.adding(household, regionOfCuisine: ["Japan": "EastAsian"])

        let result = model.suggest(PairingQuery(["salmon"], region: "EastAsian", limit: nil))
        #expect(PairingFixtures.names(result).contains("potato"))
    }

    @Test(
        "Names as people write them resolve to the network's",
        arguments: [
            ("Olive Oil", "olive_oil"), ("fresh dill", "dill"), ("lemons", "lemon"),
            ("boneless skinless chicken breasts", "chicken"), ("soy-sauce", "soy_sauce"),
        ])
    func resolves(text: String, name: String) {
        #expect(PairingFixtures.model.resolve(text) == name)
    }

    @Test func aNameWithNoKnownWordDoesNotResolve() {
        #expect(PairingFixtures.model.resolve("unobtainium") == nil)
    }
}
