import ArgumentParser
import Foundation
import LarderBenchmarks
import LarderServer

/// `larder bench cookable`: "what can I cook" latency over a large cookbook and a stocked pantry.
struct BenchCookableCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cookable",
        abstract: "Measure \"what can I cook\" (p50, p95 and p99 per ranking) over a generated cookbook and pantry.",
        discussion: """
            Builds a cookbook of recipes generated from the flavour-network data, every line linked to \
            its food (once: a database that already holds them is reused, and a smaller one is topped \
            up), stocks a pantry with the most common ingredients — weights, pieces, some expiring soon \
            — then times rankings through the same path as GET /api/households/{id}/cookable, with \
            several limits and maxMissing values. The first ranking builds the in-memory index and is \
            reported apart. Prints the figures, then JSON on the last line.
            """)

    @ArgumentParser.Option(help: "How many recipes the cookbook holds.")
    var recipes = 50_000

    @ArgumentParser.Option(help: "How many items the pantry holds.")
    var pantry = 40

    @ArgumentParser.Option(help: "How many rankings to time.")
    var queries = 500

    @ArgumentParser.Option(name: .customLong("data-dir"), help: "Where the benchmark's SQLite database is kept.")
    var dataDirectory = "./larder-data/bench-cookable"

    @ArgumentParser.Option(help: "Run on this PostgreSQL database instead (postgres://…); it is filled like the SQLite one.")
    var postgres: String?

    @ArgumentParser.Option(name: .customLong("flavor-network"), help: "The flavour-network data folder.")
    var flavorNetwork = "../shared/data/flavor-network"

    @ArgumentParser.Option(help: "Seed for the generated recipes and pantry.")
    var seed: UInt64 = 2011

    func validate() throws {
        guard recipes >= 1, recipes <= 1_000_000 else { throw ValidationError("--recipes must be from 1 to 1000000.") }
        guard (1...1000).contains(pantry) else { throw ValidationError("--pantry must be from 1 to 1000.") }
        guard queries >= 1 else { throw ValidationError("--queries must be 1 or more.") }
        if let postgres, !(postgres.hasPrefix("postgres://") || postgres.hasPrefix("postgresql://")) {
            throw ValidationError("--postgres must start with postgres:// or postgresql://")
        }
    }

    func run() async throws {
        let cookbook = try FlavorNetworkCookbook(directory: flavorNetwork, seed: seed)
        let configuration = LarderConfiguration(
            dataDirectory: dataDirectory, storage: postgres.map { .postgres(url: $0) }, logLevel: .warning, seedsStarterContent: true)
        LogOutput.bootstrap(level: .warning)
        let app = try await buildApplication(configuration)
        do {
            try await migrate(app)
            try await StarterContent.seedIfNeeded(app)
            let report = try await CookableBenchmark(app).measure(
                recipes: recipes, pantry: pantry, queries: queries, cookbook: cookbook, seed: seed,
                storage: configuration.storage.engineName, progress: CommandLineProgress())
            try await app.asyncShutdown()
            report.print()
        } catch {
            try? await app.asyncShutdown()
            throw error
        }
    }
}

extension CookableBenchmark.Measurement {
    func percentile(_ sorted: [Double], _ p: Double) -> Double { Timing.percentile(sorted, p) * 1000 }

    func print() {
        let sorted = timings.sorted()
        let (p50, p95, p99) = (percentile(sorted, 0.50), percentile(sorted, 0.95), percentile(sorted, 0.99))
        let cpu = cpuSeconds.sorted()
        let (cpu50, cpu99) = (percentile(cpu, 0.50), percentile(cpu, 0.99))
        Swift.print("ranked first:")
        for entry in top {
            Swift.print(String(format: "  %5.1f %% in stock, %d missing  ", entry.share * 100, entry.missing) + entry.title)
        }
        Swift.print(String(format: "first ranking (builds the index): %.0f ms", firstRanking * 1000))
        Swift.print(
            String(format: "CPU time per ranking (all threads): p50 %.2f ms, p99 %.2f ms; ", cpu50, cpu99)
                + String(format: "load average %.2f on %d cores", loadAverage, ProcessInfo.processInfo.activeProcessorCount))
        Swift.print(
            "\(sorted.count) rankings over \(recipes) recipes and a \(pantry)-item pantry on \(storage): "
                + String(format: "p50 %.2f ms, p95 %.2f ms, p99 %.2f ms", p50, p95, p99))
        Swift.print(
            "{\"storage\":\"\(storage)\",\"recipes\":\(recipes),\"pantry\":\(pantry),\"rankings\":\(sorted.count),"
                + String(
                    format:
                        "\"p50Milliseconds\":%.3f,\"p95Milliseconds\":%.3f,\"p99Milliseconds\":%.3f,\"firstRankingMilliseconds\":%.0f,",
                    p50, p95, p99, firstRanking * 1000)
                + String(
                    format: "\"cpuP50Milliseconds\":%.3f,\"cpuP99Milliseconds\":%.3f,\"loadAverage\":%.2f}", cpu50, cpu99, loadAverage))
    }
}
