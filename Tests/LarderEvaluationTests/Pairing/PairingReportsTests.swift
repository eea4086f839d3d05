import LarderCore
import Testing

@testable import LarderEvaluation

@Suite("The pairing commands' reports")
struct PairingReportsTests {
    @Test func theHypothesisJSONListsRegionsWithTheirFigures() {
        let figures = [
            FoodPairingHypothesis.RegionFigure(region: "NorthAmerican", recipes: 41263, ns: 11.62, randomNs: 10.0, deltaNs: 1.62)
        ]

        #expect(
            FoodPairingHypothesis.json(figures)
                == #"{"regions": [{"region": "NorthAmerican", "recipes": 41263, "ns": 11.6200, "randomNs": 10.0000, "deltaNs": 1.6200}]}"#)
    }

    @Test func theEvaluationJSONHasOneObjectPerScorerAfterTheCounts() {
        let report = PairingEvaluation.run(PairingEvaluationTests.network, seed: 7)

        let json = report.json

        #expect(json.hasPrefix(#"{"seed": 7, "trainRecipes": 80, "testRecipes": 20, "unseenPairs": "#))
        for scorer in ["larder", "popularity", "compounds", "cosine"] { #expect(json.contains("\"\(scorer)\": {\"hit1\": ")) }
        #expect(report.table.count == 5)
    }

    @Test func theBenchmarkTimesEveryQueryTwice() {
        let report = PairingBenchmark.run(PairingEvaluationTests.network, queries: 7)

        #expect(report.queries == 7)
        #expect(report.recipes == 100)
        #expect(report.everyIngredient.p50 >= 0 && report.everyIngredient.p50 <= report.everyIngredient.p99)
        #expect(report.json.contains(#""everyIngredientCPU": {"p50Milliseconds": "#))
    }
}
