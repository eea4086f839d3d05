import Foundation
import LarderTestSupport
import Testing

@Suite("larder bench search")
struct BenchSearchCommandTests {
    /// ../shared/data/flavor-network beside the checkout, found from this file's path.
    static let flavorNetwork = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Tests/larderTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the repository root
        .deletingLastPathComponent()  // the folder holding the checkout and shared/
        .appendingPathComponent("shared/data/flavor-network").path

    static var hasFlavorNetwork: Bool { FileManager.default.fileExists(atPath: flavorNetwork) }

    @Test(
        "Builds a small cookbook, times searches over it, prints percentiles and JSON last; a second run reuses it",
        .needsFlavorNetwork)
    func smallRun() async throws {
        try await withScratchStorage(.sqlite) { dataDirectory, environment in
            let arguments = [
                "bench", "search", "--recipes", "200", "--queries", "60", "--data-dir", dataDirectory,
                "--flavor-network", Self.flavorNetwork,
            ]

            let first = try await LarderProcess.run(arguments, environment: environment)
            let second = try await LarderProcess.run(arguments, environment: environment)

            #expect(first.status == 0, "\(first.errors)")
            #expect(first.output.contains("wrote 200 recipes"))
            #expect(first.output.contains("60 searches over 200 recipes on SQLite: p50 "))
            let last = try #require(first.output.split(separator: "\n").last)
            let json = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
            #expect(json["recipes"] as? Int == 200)
            #expect(json["searches"] as? Int == 60)
            #expect((json["p50Milliseconds"] as? Double ?? -1) >= 0)
            #expect((json["p99Milliseconds"] as? Double ?? -1) >= (json["p50Milliseconds"] as? Double ?? 0))
            #expect(second.status == 0, "\(second.errors)")
            #expect(!second.output.contains("wrote"))
        }
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs a test only where ../shared/data/flavor-network is beside the checkout, and says why it skipped otherwise.
    static var needsFlavorNetwork: Self {
        .enabled(if: BenchSearchCommandTests.hasFlavorNetwork, "../shared/data/flavor-network is absent")
    }
}
