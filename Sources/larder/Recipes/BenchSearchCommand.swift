import ArgumentParser
import Foundation
import LarderBenchmarks
import LarderServer

/// `larder bench search`: recipe search latency over a large generated cookbook.
struct BenchSearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Measure recipe search speed (p50, p95 and p99 per search) over a generated cookbook.",
        discussion: """
            Builds a database of recipes generated from the flavour-network data (once: a database that \
            already holds them is reused, and a smaller one is topped up), then times a fixed mix of \
            searches — words, prefixes, filters, every sort, later pages, as a guest and as a member — \
            through the same path as GET /api/recipes. The benchmark's database is its own, apart from \
            your data. Prints the figures, then JSON on the last line.
            """)

    @ArgumentParser.Option(help: "How many recipes the cookbook holds.")
    var recipes = 50_000

    @ArgumentParser.Option(help: "How many searches to time.")
    var queries = 2_000

    @ArgumentParser.Option(name: .customLong("data-dir"), help: "Where the benchmark's SQLite database is kept.")
    var dataDirectory = "./larder-data/bench-search"

    @ArgumentParser.Option(help: "Run on this PostgreSQL database instead (postgres://…); it is filled like the SQLite one.")
    var postgres: String?

    @ArgumentParser.Option(name: .customLong("flavor-network"), help: "The flavour-network data folder.")
    var flavorNetwork = "../shared/data/flavor-network"

    @ArgumentParser.Option(help: "Seed for the generated recipes and searches.")
    var seed: UInt64 = 2011

    @ArgumentParser.Option(help: "Also print this many of the slowest searches.")
    var slowest = 5

    func validate() throws {
        guard recipes >= 1, recipes <= 1_000_000 else { throw ValidationError("--recipes must be from 1 to 1000000.") }
        guard queries >= 1 else { throw ValidationError("--queries must be 1 or more.") }
        if let postgres, !(postgres.hasPrefix("postgres://") || postgres.hasPrefix("postgresql://")) {
            throw ValidationError("--postgres must start with postgres:// or postgresql://")
        }
    }

    func run() async throws {
        let cookbook = try FlavorNetworkCookbook(directory: flavorNetwork, seed: seed)
        let configuration = LarderConfiguration(
            dataDirectory: dataDirectory, storage: postgres.map { .postgres(url: $0) }, logLevel: .warning, seedsStarterContent: false)
        LogOutput.bootstrap(level: .warning)
        let app = try await buildApplication(configuration)
        do {
            try await migrate(app)
            let report = try await SearchBenchmark(app).measure(
                recipes: recipes, queries: queries, cookbook: cookbook, seed: seed, storage: configuration.storage.engineName,
                progress: CommandLineProgress())
            try await app.asyncShutdown()
            report.print(slowest: slowest)
        } catch {
            try? await app.asyncShutdown()
            throw error
        }
    }
}

extension SearchBenchmark.Measurement {
    func percentile(_ sorted: [Double], _ p: Double) -> Double { Timing.percentile(sorted, p) * 1000 }

    func print(slowest: Int) {
        let sorted = timings.map(\.0.seconds).sorted()
        let (p50, p95, p99) = (percentile(sorted, 0.50), percentile(sorted, 0.95), percentile(sorted, 0.99))
        let cpu = cpuSeconds.sorted()
        let (cpu50, cpu99) = (percentile(cpu, 0.50), percentile(cpu, 0.99))
        let mean = sorted.reduce(0, +) / Double(sorted.count) * 1000
        if slowest > 0 {
            Swift.print("slowest searches:")
            for (duration, search, found) in timings.sorted(by: { $0.0 > $1.0 }).prefix(slowest) {
                Swift.print(String(format: "  %8.2f ms  %6d found  ", duration.seconds * 1000, found) + search.description)
            }
        }
        Swift.print(
            String(format: "CPU time per search (all threads): p50 %.2f ms, p99 %.2f ms; ", cpu50, cpu99)
                + String(format: "load average %.2f on %d cores", loadAverage, ProcessInfo.processInfo.activeProcessorCount))
        Swift.print(
            "\(sorted.count) searches over \(recipes) recipes on \(storage): "
                + String(format: "p50 %.2f ms, p95 %.2f ms, p99 %.2f ms, mean %.2f ms", p50, p95, p99, mean))
        Swift.print(
            "{\"storage\":\"\(storage)\",\"recipes\":\(recipes),\"searches\":\(sorted.count),"
                + String(
                    format: "\"p50Milliseconds\":%.3f,\"p95Milliseconds\":%.3f,\"p99Milliseconds\":%.3f,\"meanMilliseconds\":%.3f,",
                    p50, p95, p99, mean)
                + String(
                    format: "\"cpuP50Milliseconds\":%.3f,\"cpuP99Milliseconds\":%.3f,\"loadAverage\":%.2f}", cpu50, cpu99, loadAverage))
    }
}
