import ArgumentParser
import Foundation
import LarderBenchmarks
import LarderServer

/// `larder bench api`: the read path's throughput and latency under load, beside the server's
/// own ceiling in the same run.
struct BenchAPICommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "api",
        abstract: "Measure read throughput and latency of the API and web pages under load (needs wrk).",
        discussion: """
            Starts Larder on loopback on a fresh SQLite data directory (or, with --postgres, on that \
            scratch PostgreSQL database), writes a household through the API as a signed-in reader \
            would (the recipes, a pantry, a shopping list) and signs in on the web, then runs wrk \
            against each endpoint in turn at each connection count: a cached static asset (the ceiling), \
            /health, a recipe, the recipe list, a search for "chicken", the feed, the pantry, the \
            shopping list and the recipe web page. Prints req/s, p50, p99, errors and each endpoint's \
            share of the ceiling; what one statement adds to a request (/health against the ceiling) and \
            so the fastest a three-statement read could answer; the server's resident memory after the \
            load, then JSON on the last line. \
            Build with -c release for figures worth reading.
            """)

    @Option(help: "Recipes written through the API before the load.")
    var recipes = 200

    @Option(help: "Seconds of load for each endpoint at each connection count.")
    var seconds = 6

    @Option(help: "Connection counts, comma-separated.")
    var connections = "16,256"

    @Option(help: "Run on this scratch PostgreSQL database instead of SQLite (postgres://…).")
    var postgres: String?

    @Option(help: "Only these endpoints besides the ceiling, comma-separated names as printed (to profile one).")
    var only: String?

    var onlyTargets: Set<String> { Set((only ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }) }

    var connectionCounts: [Int] { connections.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) } }

    func validate() throws {
        guard (1...5_000).contains(recipes) else { throw ValidationError("--recipes must be from 1 to 5000.") }
        guard (1...600).contains(seconds) else { throw ValidationError("--seconds must be from 1 to 600.") }
        let counts = connectionCounts
        guard !counts.isEmpty, counts.count == connections.split(separator: ",").count, counts.allSatisfy({ (2...10_000).contains($0) }) else {
            throw ValidationError("--connections must be numbers from 2 to 10000, comma-separated (wrk runs two threads).")
        }
        if let postgres, !(postgres.hasPrefix("postgres://") || postgres.hasPrefix("postgresql://")) {
            throw ValidationError("--postgres must start with postgres:// or postgresql://")
        }
    }

    func run() async throws {
        LogOutput.bootstrap(level: .warning)
        let report = try await APIBenchmark.run(
            recipes: recipes, seconds: seconds, connectionCounts: connectionCounts, postgres: postgres, only: onlyTargets,
            progress: CommandLineProgress())
        print("\(report.recipes) recipes on \(report.storage), \(report.seconds) s of wrk load per line:")
        print(pad("endpoint", 18) + pad("conns", 7) + pad("req/s", 10) + pad("p50 ms", 9) + pad("p99 ms", 9) + pad("errors", 8) + "of ceiling")
        for measurement in report.measurements {
            let result = measurement.result
            print(
                pad(measurement.target, 18) + pad("\(measurement.connections)", 7) + pad(String(format: "%.0f", result.requestsPerSecond), 10)
                    + pad(String(format: "%.2f", result.p50Milliseconds), 9) + pad(String(format: "%.2f", result.p99Milliseconds), 9)
                    + pad("\(result.errors)", 8) + String(format: "%.1f %%", measurement.shareOfCeiling * 100))
        }
        for floor in report.statementFloors {
            let cost = String(format: "a statement adds %.0f µs to a request (/health against the ceiling)", floor.statementMicroseconds)
            let bound = String(format: "at most %.0f req/s, %.1f %% of the ceiling", floor.requestsPerSecond, floor.shareOfCeiling * 100)
            print("\(floor.connections) connections: \(cost); a read of \(floor.statements) statements and nothing else: \(bound)")
        }
        print(String(format: "resident memory after the load: %.0f MB; load average %.2f", report.residentMegabytes, report.loadAverage))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        print(String(decoding: try encoder.encode(report), as: UTF8.self))
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
