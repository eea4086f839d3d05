import ArgumentParser
import Foundation
import LarderCore
import LarderEvaluation

/// `larder bench pairing [DIR]`: how fast the pairing engine learns and answers.
struct BenchPairingCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pairing",
        abstract: "Measure pairing speed: learning from the flavour network, and 3-ingredient queries (p50/p95/p99).",
        discussion: """
            Learns the model from the flavour network in DIR, then times queries of three ingredients \
            from real recipes: once ranking and explaining every ingredient, once for the top 20. \
            Prints the figures, then JSON on the last line.
            """)

    @Argument(help: "The folder holding the flavour-network files.")
    var directory = FlavorNetworkDirectory.defaultPath

    @Option(help: "How many queries to time.")
    var queries = 500

    func run() throws {
        let network: FlavorNetwork
        do {
            network = try FlavorNetworkDirectory.read(directory)
        } catch {
            throw ValidationError(error.description)
        }
        let report = PairingBenchmark.run(network, queries: queries)
        print(
            String(
                format: "Learnt %d ingredients from %d recipes in %.3f s", report.ingredients, report.recipes, report.buildSeconds))
        let rows = [
            ("every ingredient", report.everyIngredient), ("top 20", report.top20),
            ("every ingredient, CPU time", report.everyIngredientCPU), ("top 20, CPU time", report.top20CPU),
        ]
        for (name, value) in rows {
            print(
                "\(name): " + String(format: "p50 %.3f ms, p95 %.3f ms, p99 %.3f ms", value.p50, value.p95, value.p99)
                    + " over \(report.queries) queries")
        }
        print(report.json)
    }
}
