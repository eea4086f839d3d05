import Foundation
import LarderTestSupport
import Testing

@Suite("larder bench planner --stored")
struct BenchPlannerCommandTests {
    @Test(
        "Fills weeks through the planner service over a stored cookbook, prints percentiles and the share of days on target, JSON last",
        .enabled(if: BenchSearchCommandTests.hasFlavorNetwork, "../shared/data/flavor-network is absent"),
        arguments: TestDatabase.all)
    func storedRun(database: TestDatabase) async throws {
        try await withScratchStorage(database) { dataDirectory, environment in
            var arguments = [
                "bench", "planner", "--stored", "--recipes", "40", "--runs", "2", "--data-dir", dataDirectory,
                "--flavor-network", BenchSearchCommandTests.flavorNetwork,
            ]
            if let url = environment["DATABASE_URL"] { arguments += ["--postgres", url] }

            let run = try await LarderProcess.run(arguments, environment: environment)

            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.contains("2 weeks of 3 meals for 2 over 40 stored recipes on \(database), through the planner service: p50 "))
            let last = try #require(run.output.split(separator: "\n").last)
            let json = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
            #expect(json["storage"] as? String == database.description)
            #expect(json["runs"] as? Int == 2)
            let share = try #require(json["daysWithinKcal"] as? Double)
            #expect((0...1).contains(share))
            #expect((json["p95"] as? Double ?? -1) >= (json["p50"] as? Double ?? 0))
        }
    }
}
