import Foundation
import LarderServer
import Vapor

/// What `larder bench api` measures: the read path under load over real HTTP, each endpoint
/// beside the server's own ceiling (a cached static asset) in the same run.
package enum APIBenchmark {
    /// One address read under load, and what the request carries.
    package struct Target: Sendable {
        package var name: String
        package var path: String
        package var headers: [String]
    }

    /// One target at one number of connections.
    package struct Measurement: Sendable, Encodable {
        package var target: String
        package var connections: Int
        package var result: WrkLoad.Result
        /// The target's throughput as a share of the static asset's at the same connections.
        package var shareOfCeiling: Double
    }

    package struct Report: Sendable, Encodable {
        package var storage: String
        package var recipes: Int
        package var seconds: Int
        package var measurements: [Measurement]
        /// At each connection count measured with `/health`: the floor its statement sets for a read.
        package var statementFloors: [StatementFloor]
        package var residentMegabytes: Double
        package var loadAverage: Double
    }

    package static let ceiling = "static asset"
    /// Routing and one `SELECT 1`: read against the ceiling, what one statement costs.
    package static let health = "/health"

    /// Starts Larder on loopback in a fresh SQLite data directory (or on the scratch PostgreSQL
    /// database given), writes the reader's household through the API, then puts every target under
    /// `wrk` at each connection count in turn.
    package static func run(
        recipes: Int, seconds: Int, connectionCounts: [Int], postgres: String?, only: Set<String> = [],
        progress: any BenchmarkProgress
    ) async throws -> Report {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("larder-bench-api-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let configuration = LarderConfiguration(
            dataDirectory: directory, storage: postgres.map { .postgres(url: $0) }, logLevel: .warning, seedsStarterContent: true)
        let app = try await buildApplication(configuration)
        do {
            try await migrate(app)
            try await StarterContent.seedIfNeeded(app)
            try await app.server.start(address: .hostname("127.0.0.1", port: 0))
            let base = URL(string: "http://127.0.0.1:\(app.http.server.shared.localAddress?.port ?? 0)")!
            progress.say("Writing \(recipes) recipes, a pantry and a shopping list through the API…")
            let kitchen = try await APIBenchmarkKitchen.write(on: base, recipes: recipes)
            var measurements: [Measurement] = []
            // The ceiling always runs: every other figure is read against it.
            let targets = targets(kitchen).filter { only.isEmpty || $0.name == Self.ceiling || only.contains($0.name) }
            for connections in connectionCounts {
                var ceiling = 0.0
                for (index, target) in targets.enumerated() {
                    progress.update("\(connections) connections: \(target.name)", done: index, total: targets.count)
                    let load = WrkLoad(url: base.absoluteString + target.path, headers: target.headers, connections: connections, seconds: seconds)
                    let result = try await load.run()
                    if target.name == Self.ceiling { ceiling = result.requestsPerSecond }
                    measurements.append(Measurement(
                        target: target.name, connections: connections, result: result,
                        shareOfCeiling: ceiling > 0 ? result.requestsPerSecond / ceiling : 0))
                }
            }
            progress.finish()
            let report = Report(
                storage: configuration.storage.engineName, recipes: recipes, seconds: seconds, measurements: measurements,
                statementFloors: statementFloors(measurements), residentMegabytes: residentMegabytes(), loadAverage: Timing.loadAverage())
            await app.server.shutdown()
            try await app.asyncShutdown()
            return report
        } catch {
            await app.server.shutdown()
            try? await app.asyncShutdown()
            throw error
        }
    }

    /// One floor for each connection count at which `/health` ran beside the ceiling.
    package static func statementFloors(_ measurements: [Measurement]) -> [StatementFloor] {
        measurements.filter { $0.target == Self.health }.compactMap { health in
            let ceiling = measurements.first { $0.target == Self.ceiling && $0.connections == health.connections }
            guard let ceiling else { return nil }
            return StatementFloor(
                connections: health.connections, ceiling: ceiling.result.requestsPerSecond, health: health.result.requestsPerSecond)
        }
    }

    /// The ceiling first: every other figure is read as its share.
    static func targets(_ kitchen: APIBenchmarkKitchen) -> [Target] {
        let bearer = ["Authorization: Bearer \(kitchen.bearer)"]
        let recipe = kitchen.recipeIDs[kitchen.recipeIDs.count / 2]
        return [
            Target(name: ceiling, path: "/assets/icon.svg", headers: []),
            Target(name: health, path: "/health", headers: []),
            Target(name: "recipe", path: "/api/recipes/\(recipe)", headers: bearer),
            Target(name: "recipe list", path: "/api/recipes?page=1&per=20", headers: bearer),
            Target(name: "search chicken", path: "/api/recipes?page=1&per=20&q=chicken", headers: bearer),
            Target(name: "feed", path: "/api/recipes/feed", headers: bearer),
            Target(name: "pantry", path: "/api/households/\(kitchen.householdID)/pantry/items", headers: bearer),
            Target(name: "shopping list", path: "/api/shopping-lists/\(kitchen.listID)", headers: bearer),
            Target(name: "recipe web page", path: "/recipes/\(recipe)", headers: ["Cookie: \(kitchen.webCookie)"]),
        ]
    }

    /// This process's resident memory (the server's, since it runs here), from /proc.
    static func residentMegabytes() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
        else { return 0 }
        return kilobytes / 1024
    }
}
