import Foundation
import LarderCore
import Testing

@testable import LarderEvaluation

/// The flavour network beside the checkout: ../shared/data/flavor-network, found from this file's path.
private let flavorNetworkDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Tests/LarderEvaluationTests/Pairing
    .deletingLastPathComponent()  // Tests/LarderEvaluationTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // the repository root
    .deletingLastPathComponent()  // the folder holding the checkout and shared/
    .appendingPathComponent("shared/data/flavor-network")

/// Read once for the suite.
private let network: FlavorNetwork? = try? FlavorNetworkDirectory.read(flavorNetworkDirectory.path)

/// Runs on every machine with ../shared/data (CI always has it); a fresh clone elsewhere skips it and says why.
@Suite(
    "Pairing on the flavour network's recipes",
    .enabled(
        if: FileManager.default.fileExists(atPath: flavorNetworkDirectory.path),
        "../shared/data/flavor-network is absent (a fresh clone without the shared data)")
)
struct PairingDataTests {
    @Test func theFilesHoldThePapersRecipesAndIngredients() throws {
        let network = try #require(network)

        #expect(network.recipes.count == 57_691)
        #expect(network.ingredients.count == 1_530)
        #expect(network.compounds.count == 1_107)
    }

    @Test func theFoodPairingHypothesisHoldsWithThePapersSigns() throws {
        let network = try #require(network)

        // MUT
        let figures = Dictionary(uniqueKeysWithValues: FoodPairingHypothesis.run(network, randomisations: 2).map { ($0.region, $0) })

        // validate: Ahn et al. 2011, Ns 11.7 for North America (11.6 on these files).
        let northAmerican = try #require(figures["NorthAmerican"])
        #expect(abs(northAmerican.ns - 11.6) < 0.1)
        #expect(northAmerican.deltaNs > 0)
        #expect(try #require(figures["WesternEuropean"]).deltaNs > 0)
        #expect(try #require(figures["EastAsian"]).deltaNs < 0)
        #expect(try #require(figures["SouthernEuropean"]).deltaNs < 0)
    }

    @Test func theLearntScorerBeatsPopularityCosineAndCompoundsOnHeldOutRecipes() throws {
        // A quarter of the recipes keeps the test quick; `larder eval pairing` runs them all.
        var sample = try #require(network)
        sample.recipes = sample.recipes.enumerated().filter { $0.offset % 4 == 0 }.map(\.element)

        let report = PairingEvaluation.run(sample, seed: 11)

        #expect(report.testRecipes > 2500)
        #expect(report.larder.hit10 > report.cosine.hit10 + 0.02)
        #expect(report.larder.mrr > report.cosine.mrr + 0.02)
        #expect(report.cosine.hit10 > report.popularity.hit10)
        #expect(report.popularity.hit10 > report.compounds.hit10)
        #expect(report.larder.unseenAUC > report.popularity.unseenAUC)
    }
}
