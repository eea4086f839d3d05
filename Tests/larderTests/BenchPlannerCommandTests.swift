import Foundation
import LarderTestSupport
import Testing

@Suite("larder bench planner --stored")
struct BenchPlannerCommandTests {
    @Test(
        "Fills weeks through the planner service over a stored cookbook, prints percentiles and the share of days on target, JSON last",
        .needsFlavorNetwork,
        arguments: TestDatabase.all)
    func storedRun(database: TestDatabase) async throws {
        try await withScratchStorage(database) { dataDirectory, environment in
            let (run, json) = try await Self.runStored(["--runs", "2"], dataDirectory: dataDirectory, environment: environment)

            #expect(run.output.contains("2 weeks of 3 meals for 2 over 40 stored recipes on \(database), through the planner service: p50 "))
            #expect(json["storage"] as? String == database.description)
            #expect(json["runs"] as? Int == 2)
            let share = try #require(json["daysWithinKcal"] as? Double)
            #expect((0...1).contains(share))
            #expect((json["p95"] as? Double ?? -1) >= (json["p50"] as? Double ?? 0))
        }
    }

    @Test(
        "With --days 1 it fills one-day plans, the small plans the planner polishes, and says so",
        .needsFlavorNetwork,
        arguments: TestDatabase.all)
    func oneDayRun(database: TestDatabase) async throws {
        try await withScratchStorage(database) { dataDirectory, environment in
            let (run, json) = try await Self.runStored(
                ["--days", "1", "--runs", "1"], dataDirectory: dataDirectory, environment: environment)

            #expect(run.output.contains("1 plan of 1 day of 3 meals for 2 over 40 stored recipes on \(database)"))
            #expect(json["days"] as? Int == 1)
        }
    }

    @Test("A plan length other than a week needs --stored, and the message says so")
    func daysNeedStored() async throws {
        let run = try await LarderProcess.run(["bench", "planner", "--days", "2"])

        #expect(run.status != 0)
        #expect(run.errors.contains("--days needs --stored"))
    }

    /// A stored run over a 40-recipe cookbook that succeeded, and the JSON on its last line.
    private static func runStored(
        _ options: [String], dataDirectory: String, environment: [String: String]
    ) async throws -> (LarderProcess.Result, [String: Any]) {
        var arguments = [
            "bench", "planner", "--stored", "--recipes", "40", "--data-dir", dataDirectory,
            "--flavor-network", BenchSearchCommandTests.flavorNetwork,
        ]
        arguments += options
        if let url = environment["DATABASE_URL"] { arguments += ["--postgres", url] }
        let run = try await LarderProcess.run(arguments, environment: environment)
        try #require(run.status == 0, "\(run.errors)")
        let last = try #require(run.output.split(separator: "\n").last)
        return (run, try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any]))
    }
}
