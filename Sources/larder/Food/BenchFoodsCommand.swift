import ArgumentParser
import Foundation
import LarderBenchmarks
import LarderServer

/// `larder bench foods`: food search latency on the database's food table.
struct BenchFoodsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "foods",
        abstract: "Measure food search speed (p50 and p99 per search) on the database's food table.",
        discussion: """
            Runs a set of searches — whole words, prefixes as people type them, several words — through \
            the same path as GET /api/foods (the in-memory catalogue, its freshness check included), \
            after one untimed round that loads the catalogue. Import the USDA table first to measure it \
            at full size. Prints the figures, then JSON on the last line.
            """)

    @ArgumentParser.Option(help: "How many times to run the whole set of queries.")
    var rounds = 200

    @ArgumentParser.OptionGroup var storage: StorageOptions

    func run() async throws {
        let (timings, foods) = try await storage.withApplication { app in
            try await StarterContent.seedIfNeeded(app)
            return try await FoodSearchBenchmark.run(app, rounds: rounds)
        }
        func percentile(_ p: Double) -> Double {
            let index = min(timings.count - 1, Int((Double(timings.count) * p).rounded(.up)) - 1)
            return timings[max(0, index)].seconds * 1000
        }
        let p50 = percentile(0.50)
        let p99 = percentile(0.99)
        print(String(format: "%d searches over %d foods: p50 %.3f ms, p99 %.3f ms", timings.count, foods, p50, p99))
        print(
            String(
                format: "{\"foods\":%d,\"searches\":%d,\"p50Milliseconds\":%.4f,\"p99Milliseconds\":%.4f}", foods, timings.count, p50, p99))
    }
}
