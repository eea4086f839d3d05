import Foundation
import LarderTestSupport
import Testing

@Suite("larder bench api")
struct BenchAPICommandTests {
    @Test(
        "Loads every read endpoint through wrk at each connection count without an error, beside the ceiling, JSON last",
        arguments: TestDatabase.all)
    func shortRun(database: TestDatabase) async throws {
        try await withScratchStorage(database) { _, environment in
            var arguments = ["bench", "api", "--recipes", "12", "--seconds", "1", "--connections", "2,4"]
            if let url = environment["DATABASE_URL"] { arguments += ["--postgres", url] }

            let run = try await LarderProcess.run(arguments, environment: environment)

            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.contains("12 recipes on \(database), 1 s of wrk load per line:"))
            let last = try #require(run.output.split(separator: "\n").last)
            let json = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
            let measurements = try #require(json["measurements"] as? [[String: Any]])
            let names = Set(measurements.compactMap { $0["target"] as? String })
            #expect(
                names == [
                    "static asset", "/health", "recipe", "recipe list", "search chicken", "feed", "pantry", "shopping list", "recipe web page",
                ])
            #expect(measurements.count == 18)
            for measurement in measurements {
                let result = try #require(measurement["result"] as? [String: Any])
                #expect(result["errors"] as? Int == 0, "\(measurement)")
                #expect((result["requestsPerSecond"] as? Double ?? 0) > 0, "\(measurement)")
            }
            #expect(json["statementFloors"] is [Any])
            #expect((json["residentMegabytes"] as? Double ?? 0) > 0)
        }
    }
}
