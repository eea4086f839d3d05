import Foundation
import LarderTestSupport
import Testing

@Suite("larder bench cookable")
struct BenchCookableCommandTests {
    @Test(
        "Builds a small linked cookbook and a pantry, times rankings, prints percentiles and JSON last; a second run reuses the cookbook",
        .needsFlavorNetwork)
    func smallRun() async throws {
        try await withScratchStorage(.sqlite) { dataDirectory, environment in
            let arguments = [
                "bench", "cookable", "--recipes", "200", "--pantry", "20", "--queries", "30", "--data-dir", dataDirectory,
                "--flavor-network", BenchSearchCommandTests.flavorNetwork,
            ]

            let first = try await LarderProcess.run(arguments, environment: environment)
            let second = try await LarderProcess.run(arguments, environment: environment)

            #expect(first.status == 0, "\(first.errors)")
            #expect(first.output.contains("wrote 200 recipes"))
            #expect(first.output.contains("30 rankings over 200 recipes and a 20-item pantry on SQLite: p50 "))
            #expect(first.output.contains("% in stock"))
            let last = try #require(first.output.split(separator: "\n").last)
            let json = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
            #expect(json["recipes"] as? Int == 200)
            #expect(json["rankings"] as? Int == 30)
            #expect((json["p99Milliseconds"] as? Double ?? -1) >= (json["p50Milliseconds"] as? Double ?? 0))
            #expect(second.status == 0, "\(second.errors)")
            #expect(!second.output.contains("wrote"))
        }
    }
}
