import ArgumentParser
import Foundation
import LarderBenchmarks
import LarderServer

/// `larder bench reminders`: smart-list evaluation time over a household of many reminders.
struct BenchRemindersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reminders",
        abstract: "Measure smart-list evaluation (p50, p95, p99) over a household of generated reminders.",
        discussion: """
            Writes --reminders generated reminders (lists, tags, dues with and without times, a fifth \
            completed) into a fresh SQLite data directory, or into the PostgreSQL database given with \
            --postgres (the benchmark's household is emptied first), then evaluates built-in and saved \
            smart lists one at a time through the path GET /api/smart-lists/{id}/reminders takes. \
            Prints the figures, then JSON on the last line.
            """)

    @ArgumentParser.Option(help: "How many reminders the household holds.")
    var reminders = 10_000

    @ArgumentParser.Option(help: "How many smart-list evaluations to time.")
    var queries = 500

    @ArgumentParser.Option(name: .customLong("data-dir"), help: "Where the SQLite database goes (default: a fresh temporary directory).")
    var dataDirectory: String?

    @ArgumentParser.Option(help: "Run on this PostgreSQL database instead (postgres://…).")
    var postgres: String?

    @ArgumentParser.Option(help: "Seed for the generated reminders.")
    var seed: UInt64 = 15

    func validate() throws {
        guard (1...1_000_000).contains(reminders) else { throw ValidationError("--reminders must be from 1 to 1000000.") }
        guard queries >= 1 else { throw ValidationError("--queries must be 1 or more.") }
        if let postgres, !(postgres.hasPrefix("postgres://") || postgres.hasPrefix("postgresql://")) {
            throw ValidationError("--postgres must start with postgres:// or postgresql://")
        }
    }

    func run() async throws {
        let directory = dataDirectory ?? FileManager.default.temporaryDirectory.appendingPathComponent("larder-bench-reminders-\(UUID().uuidString)").path
        let configuration = LarderConfiguration(
            dataDirectory: directory, storage: postgres.map { .postgres(url: $0) }, logLevel: .warning, seedsStarterContent: false)
        LogOutput.bootstrap(level: .warning)
        let app = try await buildApplication(configuration)
        do {
            try await migrate(app)
            let measurement = try await ReminderSmartListBenchmark(app).measure(
                reminders: reminders, queries: queries, seed: seed, storage: configuration.storage.engineName, progress: CommandLineProgress())
            try await app.asyncShutdown()
            report(measurement)
        } catch {
            try? await app.asyncShutdown()
            throw error
        }
        if dataDirectory == nil { try? FileManager.default.removeItem(atPath: directory) }
    }

    private func report(_ measurement: ReminderSmartListBenchmark.Measurement) {
        let sorted = measurement.timings.map { $0.seconds }.sorted()
        func percentile(_ p: Double) -> Double { Timing.percentile(sorted, p) * 1000 }
        var slowestPerFilter: [String: Double] = [:]
        for timing in measurement.timings { slowestPerFilter[timing.filter] = max(slowestPerFilter[timing.filter] ?? 0, timing.seconds * 1000) }
        for (name, slowest) in slowestPerFilter.sorted(by: { $0.key < $1.key }) { print("  " + name.padding(toLength: 28, withPad: " ", startingAt: 0) + String(format: " slowest %7.2f ms", slowest)) }
        let (p50, p95, p99) = (percentile(0.5), percentile(0.95), percentile(0.99))
        print(
            "\(sorted.count) smart-list evaluations over \(measurement.reminders) reminders on \(measurement.storage): "
                + String(format: "p50 %.2f ms, p95 %.2f ms, p99 %.2f ms (load average %.2f)", p50, p95, p99, measurement.loadAverage))
        print(
            "{\"storage\":\"\(measurement.storage)\",\"reminders\":\(measurement.reminders),\"evaluations\":\(sorted.count),"
                + String(format: "\"p50Milliseconds\":%.3f,\"p95Milliseconds\":%.3f,\"p99Milliseconds\":%.3f}", p50, p95, p99))
    }
}
