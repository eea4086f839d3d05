import ArgumentParser
import Foundation
import LarderBenchmarks

/// `larder bench shopping-events`: how long a shopping-list change takes to reach another open
/// client of the household, over real HTTP and the server-sent event stream.
struct BenchShoppingEventsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shopping-events",
        abstract: "Measure how soon a shopping-list change reaches another client (p50, p95, p99).",
        discussion: """
            Starts Larder on loopback in a scratch data directory (SQLite), or — with --postgres — two \
            instances on that PostgreSQL database, signs up a household, opens the household's event \
            stream as a second client (on the second instance), then adds items one at a time as the \
            first client. Each figure runs from sending the change to the stream delivering its event, \
            so it includes the change's own request. Prints the figures, then JSON on the last line.
            """)

    @ArgumentParser.Option(help: "How many changes to time.")
    var changes = 200

    @ArgumentParser.Option(help: "Run two instances on this (scratch) PostgreSQL database (postgres://…).")
    var postgres: String?

    func validate() throws {
        guard (1...10_000).contains(changes) else { throw ValidationError("--changes must be from 1 to 10000.") }
        if let postgres, !(postgres.hasPrefix("postgres://") || postgres.hasPrefix("postgresql://")) {
            throw ValidationError("--postgres must start with postgres:// or postgresql://")
        }
    }

    func run() async throws {
        LogOutput.bootstrap(level: .warning)
        let latencies = try await ShoppingEventsBenchmark.run(changes: changes, postgres: postgres)
        report(latencies, storage: postgres == nil ? "sqlite" : "postgres (two instances)")
    }

    private func report(_ latencies: [Double], storage: String) {
        let sorted = latencies.sorted()
        func percentile(_ p: Double) -> Double { Timing.percentile(sorted, p) }
        let figures = [("p50", percentile(0.5)), ("p95", percentile(0.95)), ("p99", percentile(0.99)), ("max", sorted.last ?? 0)]
        print("\(sorted.count) changes on \(storage), change sent → event received:")
        print(figures.map { "\($0.0) \(String(format: "%.1f", $0.1)) ms" }.joined(separator: "   "))
        let json = figures.map { "\"\($0.0)Ms\":\(String(format: "%.2f", $0.1))" }.joined(separator: ",")
        print("{\"storage\":\"\(storage)\",\"changes\":\(sorted.count),\(json)}")
    }
}
