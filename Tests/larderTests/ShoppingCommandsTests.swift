import Foundation
import LarderTestSupport
import Testing

@Suite("larder eval aisles and bench shopping-events")
struct ShoppingCommandsTests {
    /// ../shared/data/usda-sr beside the checkout, found from this file's path.
    static let usda = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Tests/larderTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the repository root
        .deletingLastPathComponent()  // the folder holding the checkout and shared/
        .appendingPathComponent("shared/data/usda-sr").path

    @Test(
        "eval aisles prints the accuracy on held-out USDA names, ≥ 85 %, with JSON last",
        .enabled(if: FileManager.default.fileExists(atPath: usda), "../shared/data/usda-sr is absent"))
    func evalAisles() async throws {
        let result = try await LarderProcess.run(["eval", "aisles", Self.usda])

        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("accuracy"))
        let last = try #require(result.output.split(separator: "\n").last)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
        #expect((json["accuracy"] as? Double ?? 0) >= 0.85)
        #expect((json["tested"] as? Int ?? 0) > 1000)
    }

    @Test("eval aisles names the missing folder")
    func evalAislesMissingFolder() async throws {
        let result = try await LarderProcess.run(["eval", "aisles", "/nonexistent-usda"])

        #expect(result.status != 0)
        #expect(result.errors.contains("FOOD_DES.txt"))
    }

    @Test("bench shopping-events times changes reaching a second client and prints JSON last")
    func benchEvents() async throws {
        let result = try await LarderProcess.run(["bench", "shopping-events", "--changes", "5"])

        #expect(result.status == 0, "\(result.errors)")
        let last = try #require(result.output.split(separator: "\n").last)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
        #expect(json["changes"] as? Int == 5)
        #expect((json["p99Ms"] as? Double ?? -1) >= (json["p50Ms"] as? Double ?? 0))
    }
}
