import Foundation

/// The JSON objects the `larder eval pairing`, `eval food-pairing-hypothesis` and `bench pairing`
/// commands print as their last line, with a fixed key order so runs diff cleanly.
enum ReportJSON {
    static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    static func number(_ value: Double, digits: Int = 4) -> String {
        value.isFinite ? String(format: "%.\(digits)f", value) : "null"
    }

    static func string(_ value: String) -> String {
        "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

extension RankingScore {
    var json: String {
        ReportJSON.object([
            ("hit1", ReportJSON.number(hit1)), ("hit10", ReportJSON.number(hit10)), ("mrr", ReportJSON.number(mrr)),
            ("unseenAUC", ReportJSON.number(unseenAUC)),
        ])
    }
}

extension PairingEvaluation.Report {
    /// `{"seed": 7, "testRecipes": …, "larder": {"hit1": …, "hit10": …, "mrr": …, "unseenAUC": …}, "popularity": {…}, …}`
    public var json: String {
        ReportJSON.object([
            ("seed", String(seed)), ("trainRecipes", String(trainRecipes)), ("testRecipes", String(testRecipes)),
            ("unseenPairs", String(unseenPairs)), ("randomPairs", String(randomPairs)), ("larder", larder.json),
            ("popularity", popularity.json), ("compounds", compounds.json), ("cosine", cosine.json),
        ])
    }

    /// One line per scorer: name, hit@1, hit@10, MRR, unseen-pair AUC.
    public var table: [String] {
        let header = "scorer        hit@1   hit@10  MRR     unseen AUC"
        let rows = [("larder", larder), ("popularity", popularity), ("compounds", compounds), ("cosine", cosine)].map { name, score in
            name.padding(toLength: 12, withPad: " ", startingAt: 0)
                + String(format: "  %.3f   %.3f   %.3f   %.3f", score.hit1, score.hit10, score.mrr, score.unseenAUC)
        }
        return [header] + rows
    }
}

extension FoodPairingHypothesis {
    /// `{"regions": [{"region": "NorthAmerican", "recipes": …, "ns": …, "deltaNs": …}, …]}`
    public static func json(_ figures: [RegionFigure]) -> String {
        let regions = figures.map { figure in
            ReportJSON.object([
                ("region", ReportJSON.string(figure.region)), ("recipes", String(figure.recipes)),
                ("ns", ReportJSON.number(figure.ns)), ("randomNs", ReportJSON.number(figure.randomNs)),
                ("deltaNs", ReportJSON.number(figure.deltaNs)),
            ])
        }
        return ReportJSON.object([("regions", "[" + regions.joined(separator: ", ") + "]")])
    }

    /// Region, recipes, Ns, random Ns, ΔNs: one line each under a header.
    public static func table(_ figures: [RegionFigure]) -> [String] {
        ["region             recipes      Ns   random Ns     ΔNs"]
            + figures.map { figure in
                figure.region.padding(toLength: 17, withPad: " ", startingAt: 0)
                    + String(format: "  %7d  %6.3f  %10.3f  %+6.3f", figure.recipes, figure.ns, figure.randomNs, figure.deltaNs)
            }
    }
}

extension PairingBenchmark.Report {
    public var json: String {
        func percentiles(_ value: PairingBenchmark.Percentiles) -> String {
            ReportJSON.object([
                ("p50Milliseconds", ReportJSON.number(value.p50, digits: 3)), ("p95Milliseconds", ReportJSON.number(value.p95, digits: 3)),
                ("p99Milliseconds", ReportJSON.number(value.p99, digits: 3)),
            ])
        }
        return ReportJSON.object([
            ("ingredients", String(ingredients)), ("recipes", String(recipes)), ("queries", String(queries)),
            ("buildSeconds", ReportJSON.number(buildSeconds, digits: 3)), ("everyIngredient", percentiles(everyIngredient)),
            ("top20", percentiles(top20)), ("everyIngredientCPU", percentiles(everyIngredientCPU)), ("top20CPU", percentiles(top20CPU)),
        ])
    }
}
