import Testing

@testable import LarderCore

@Suite("Scoring partners from recipes")
struct PairingModelTests {
    let model = PairingFixtures.model

    @Test func partnersThatShareRecipesWithTheQueryRankFirst() {
        // MUT
        let result = model.suggest(PairingQuery(["salmon"], limit: 4))

        // validate
        #expect(Set(PairingFixtures.names(result)).isSubset(of: ["dill", "lemon", "soy_sauce", "ginger", "potato", "butter"]))
        #expect(PairingFixtures.names(result).first == "dill")
    }

    @Test func aSeveralIngredientQueryPrefersPartnersOfAllOfThem() throws {
        let result = model.suggest(PairingQuery(["salmon", "dill"], limit: nil))
        let names = PairingFixtures.names(result)

        // ginger goes with salmon as often as lemon does, but never with dill.
        let lemon = try #require(names.firstIndex(of: "lemon"))
        let ginger = try #require(names.firstIndex(of: "ginger"))
        #expect(lemon < ginger)
        #expect(!names.contains("salmon") && !names.contains("dill"))
    }

    @Test func eachSuggestionCountsItsRecipesAndSharedCompounds() throws {
        let result = model.suggest(PairingQuery(["salmon", "dill"], limit: nil))

        let lemon = try #require(result.suggestions.first { $0.ingredient == "lemon" })
        #expect(lemon.recipesTogether == 3)
        #expect(
            lemon.withEach == [
                PairingEvidence(ingredient: "salmon", recipesTogether: 3, sharedCompounds: 1),
                PairingEvidence(ingredient: "dill", recipesTogether: 3, sharedCompounds: 1),
            ])
        #expect(lemon.sharedCompoundCount == 1)
        #expect(lemon.sharedCompounds == ["acetaldehyde"])
        #expect(lemon.category == "fruit")
    }

    @Test func theRarestSharedCompoundsAreNamedFirst() throws {
        let result = model.suggest(PairingQuery(["salmon"], limit: nil))

        // zingerone is held by two ingredients, acetaldehyde by three.
        let dill = try #require(result.suggestions.first { $0.ingredient == "dill" })
        #expect(dill.sharedCompounds == ["zingerone", "acetaldehyde"])
    }

    @Test func theSummaryGivesRecipesAndCompoundsInEnglish() {
        let suggestion = PairingSuggestion(
            ingredient: "dill", category: "herb", score: 1, recipesTogether: 1204, sharedCompoundCount: 23,
            sharedCompounds: ["carvone", "limonene"], withEach: [])

        #expect(suggestion.summary == "in 1,204 recipes together; shares 23 aroma compounds: carvone, limonene")
    }

    @Test func anIngredientInNoRecipeIsPairedByItsCompounds() {
        let result = model.suggest(PairingQuery(["magnolia"], limit: 2))

        // lemon shares citral with magnolia (cosine 1/2), dill anethole (1/√6).
        #expect(PairingFixtures.names(result) == ["lemon", "dill"])
        #expect(result.suggestions[0].summary == "in no recipe together yet; shares 1 aroma compound: citral")
    }

    @Test func aRegionKeepsItsIngredientsAndCountsItsRecipes() {
        let result = model.suggest(PairingQuery(["salmon"], region: "EastAsian", limit: nil))

        #expect(Set(PairingFixtures.names(result)) == ["soy_sauce", "ginger"])
        #expect(result.suggestions.allSatisfy { $0.recipesTogether == 3 })
    }

    @Test func aCategoryFilterKeepsOnlyThatCategory() {
        let result = model.suggest(PairingQuery(["salmon"], categories: ["herb"], limit: nil))

        #expect(PairingFixtures.names(result) == ["dill"])
    }

    @Test func pantryPartnersComeOnlyFromThePantry() {
        let result = model.suggest(PairingQuery(["salmon"], among: ["Lemons", "potato", "ginger"], limit: nil))

        #expect(Set(PairingFixtures.names(result)) == ["lemon", "potato", "ginger"])
    }

    @Test func unknownQueryNamesAreReportedAndIgnored() {
        let result = model.suggest(PairingQuery(["Salmon", "unobtainium"], limit: 1))

        #expect(result.ingredients == ["salmon"])
        #expect(result.unknown == ["unobtainium"])
        #expect(result.suggestions.count == 1)
    }

    @Test func aQueryOfUnknownNamesSuggestsNothing() {
        #expect(model.suggest(PairingQuery(["unobtainium"])).suggestions.isEmpty)
    }

    @Test func oneCandidatesScoreIsTheScoreTheRankingGivesIt() throws {
        let query = [try #require(model.index(of: "salmon")), try #require(model.index(of: "dill"))]
        let scores = model.scores(for: query)

        for candidate in 0..<model.ingredientCount where !query.contains(candidate) {
            #expect(abs(model.score(of: candidate, given: query) - scores[candidate]) < 1e-5)
        }
        #expect(scores[query[0]] == -.infinity)
    }

    @Test func countingEveryRecipeTwiceLearnsTheSameScores() throws {
        // The ridge grows with the recipes (no floor here), so the learnt weights do not change.
        let parameters = PairingParameters(minimumRidge: 0)
        var doubled = PairingFixtures.network
        doubled.recipes += doubled.recipes
        let model = PairingModel(network: PairingFixtures.network, parameters: parameters)
        let twice = PairingModel(network: doubled, parameters: parameters)
        let salmon = try #require(model.index(of: "salmon"))

        let once = model.scores(for: [salmon])
        let again = twice.scores(for: [salmon])
        for candidate in once.indices where candidate != salmon && model.isLearnt(candidate) {
            #expect(abs(once[candidate] - again[candidate]) < 1e-3, "\(model.name(at: candidate))")
        }
    }
}

@Suite("What a pairing query can filter by")
struct PairingFilterChoicesTests {
    @Test func theCategoriesAndRegionsAreTheNetworks() {
        let model = PairingFixtures.model

        #expect(
            model.ingredientCategories == [
                "dairy", "fish/seafood", "flower", "fruit", "herb", "meat", "plant derivative", "spice", "vegetable",
            ])
        #expect(model.regions == ["EastAsian", "NorthAmerican", "NorthernEuropean"])
        #expect(model.recipeCount(of: "salmon") == 8)
    }
}
