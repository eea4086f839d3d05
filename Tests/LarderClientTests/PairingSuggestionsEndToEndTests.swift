import Foundation
import LarderClient
import LarderCore
import LarderServer
import LarderTestSupport
import Testing
import Vapor

/// The engine for any foods through the generated client on a real server: ranked partners with
/// reasons, filtered by region, kind and the household's pantry, and learnt from the household's
/// own recipes.
@Suite("Pairing suggestions end to end")
struct PairingSuggestionsEndToEndTests {
    typealias Household = PairingEndToEndTests.Household

    static func withEngine(_ database: TestDatabase, _ work: (Vapor.Application, Household) async throws -> Void) async throws {
        try await PairingEndToEndTests.withServer(database) { app, home in
            await app.usePairingModel(PairingModel(network: SalmonFlavorNetwork.network))
            try await work(app, home)
        }
    }

    static func suggest(
        _ client: LarderClient.Client, _ household: String, _ ingredients: [String], region: String? = nil, category: [String]? = nil,
        pantry: Bool? = nil
    ) async throws -> Components.Schemas.PairingSuggestions {
        try await client.suggestPairingPartners(
            path: .init(householdId: household), query: .init(ingredient: ingredients, region: region, category: category, pantry: pantry)
        ).ok.body.json
    }

    @Test("Partners of several foods go with all of them, each with the recipes and compounds it shares", arguments: TestDatabase.all)
    func rankedWithReasons(database: TestDatabase) async throws {
        try await Self.withEngine(database) { _, home in
            let found = try await Self.suggest(home.ada, home.home, ["Salmon fillet", "fresh dill"])

            #expect(found.engine)
            #expect(found.ingredients == ["salmon", "dill"])
            let lemon = try #require(found.suggestions.first { $0.ingredient == "lemon" })
            #expect(lemon.recipesTogether == 3)
            #expect(lemon.sharedCompoundCount == 1)
            #expect(lemon.reason.contains("in 3 recipes together"))
            let ranks = Dictionary(uniqueKeysWithValues: found.suggestions.enumerated().map { ($1.ingredient, $0) })
            #expect(ranks["lemon"]! < ranks["ginger"] ?? .max)
            #expect(found.regions.contains("EastAsian"))
        }
    }

    @Test("A region keeps the partners of its recipes, and a kind keeps that kind", arguments: TestDatabase.all)
    func regionAndKindFilters(database: TestDatabase) async throws {
        try await Self.withEngine(database) { _, home in
            let eastAsian = try await Self.suggest(home.ada, home.home, ["salmon"], region: "EastAsian")
            let herbs = try await Self.suggest(home.ada, home.home, ["salmon"], category: ["herb"])

            #expect(Set(eastAsian.suggestions.map(\.ingredient)) == ["soy_sauce", "ginger"])
            #expect(herbs.suggestions.first?.ingredient == "dill")
            #expect(herbs.suggestions.allSatisfy { $0.category == "herb" })
        }
    }

    @Test("An unknown region or kind is refused naming the filter", arguments: TestDatabase.all)
    func unknownFilters(database: TestDatabase) async throws {
        try await Self.withEngine(database) { _, home in
            let region = try await home.ada.suggestPairingPartners(
                path: .init(householdId: home.home), query: .init(ingredient: ["salmon"], region: "Atlantis"))
            let kind = try await home.ada.suggestPairingPartners(
                path: .init(householdId: home.home), query: .init(ingredient: ["salmon"], category: ["pebbles"]))
            let blank = try await home.ada.suggestPairingPartners(path: .init(householdId: home.home), query: .init(ingredient: ["  "]))

            #expect(errorStatus(region)?.status == 400 && errorStatus(region)?.error?.error.field == "region")
            #expect(errorStatus(kind)?.status == 400 && errorStatus(kind)?.error?.error.field == "category")
            #expect(errorStatus(blank)?.status == 400 && errorStatus(blank)?.error?.error.field == "ingredient")
        }
    }

    @Test("Pairing with the pantry keeps what the household has in stock, and no other household's", arguments: TestDatabase.all)
    func pantryOnly(database: TestDatabase) async throws {
        try await Self.withEngine(database) { _, home in
            _ = try await home.ada.addPantryItem(path: .init(householdId: home.home), body: .json(.init(name: "Lemons", amount: 3))).created
            _ = try await home.eve.addPantryItem(path: .init(householdId: home.evesHome), body: .json(.init(name: "dill", amount: 1))).created

            let stocked = try await Self.suggest(home.ada, home.home, ["salmon"], pantry: true)
            let all = try await Self.suggest(home.ada, home.home, ["salmon"])

            #expect(stocked.suggestions.map(\.ingredient) == ["lemon"])
            #expect(stocked.suggestions.allSatisfy { $0.inPantry })
            #expect(all.suggestions.first { $0.ingredient == "dill" }?.inPantry == false)
        }
    }

    @Test("The household's own recipes are learnt: its pairing appears for it and for no other household", arguments: TestDatabase.all)
    func householdRecipesAreLearnt(database: TestDatabase) async throws {
        try await Self.withEngine(database) { _, home in
            _ = try await home.ada.createRecipe(
                query: .init(householdId: home.home),
                body: .json(
                    .init(
                        title: "Salmon with horseradish", ingredients: ["400 g salmon", "2 tbsp horseradish"].map { .init(text: $0) },
                        steps: ["Bake."]))
            ).created

            var found = try await Self.suggest(home.ada, home.home, ["salmon"])
            for _ in 0..<100 where found.householdRecipes == 0 {
                try await Task.sleep(for: .milliseconds(50))
                found = try await Self.suggest(home.ada, home.home, ["salmon"])
            }
            let eves = try await Self.suggest(home.eve, home.evesHome, ["salmon"])

            #expect(found.householdRecipes == 1)
            #expect(found.suggestions.first?.ingredient == "horseradish")
            #expect(eves.householdRecipes == 0)
            #expect(!eves.suggestions.contains { $0.ingredient == "horseradish" })
        }
    }

    @Test("Without the flavour network the answer says so and suggests nothing", arguments: [TestDatabase.sqlite])
    func engineOff(database: TestDatabase) async throws {
        try await PairingEndToEndTests.withServer(database) { _, home in
            let found = try await Self.suggest(home.ada, home.home, ["salmon"])

            #expect(!found.engine)
            #expect(found.suggestions.isEmpty)
        }
    }

    @Test("Another household's suggestions are not reachable", arguments: TestDatabase.all)
    func otherHousehold(database: TestDatabase) async throws {
        try await Self.withEngine(database) { _, home in
            let answer = try await home.eve.suggestPairingPartners(path: .init(householdId: home.home), query: .init(ingredient: ["salmon"]))

            #expect([403, 404].contains(errorStatus(answer)?.status))
        }
    }
}
