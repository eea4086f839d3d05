import Foundation
import LarderTestSupport
import Testing

@Suite("Food commands")
struct FoodCommandsTests {
    @Test("larder nutrition prints per-serving energy and every line's food or reason, with the starter foods")
    func nutrition() async throws {
        try await withScratchStorage(.sqlite) { dataDirectory, environment in
            let input = "2 cups all-purpose flour\n1 cup sugar\n2 large eggs\nsalt to taste\n1 cup zorblax\n"

            let result = try await LarderProcess.run(
                ["nutrition", "--servings", "4", "--data-dir", dataDirectory], environment: environment, input: input)

            #expect(result.status == 0, "\(result.errors)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
            let energy = try #require((json["perServing"] as? [String: Any])?["energyKcal"] as? Double)
            // 250 g flour × 3.64 + 200 g sugar × 3.87 + 100 g egg × 1.43, over 4 servings.
            #expect(abs(energy - (910 + 774 + 143) / 4) < 1)
            let lines = try #require(json["lines"] as? [[String: Any]])
            #expect(lines.count == 5)
            #expect((lines[0]["food"] as? [String: Any])?["name"] as? String == "Wheat flour, white, all-purpose")
            #expect((lines[3]["reason"] as? [String: Any])?["code"] as? String == "no_amount")
            #expect((lines[4]["reason"] as? [String: Any])?["code"] as? String == "no_food")
        }
    }

    @Test("larder import usda-sr names the malformed file and line, and imports nothing")
    func importRefusesMalformedRelease() async throws {
        try await withScratchStorage(.sqlite) { dataDirectory, environment in
            let release = URL(fileURLWithPath: dataDirectory).appendingPathComponent("release")
            try FileManager.default.createDirectory(at: release, withIntermediateDirectories: true)
            let files = [
                "FD_GROUP.txt": "~0100~^~Dairy and Egg Products~\r\n",
                "FOOD_DES.txt": "~01123~^~0100~^~Egg, whole, raw, fresh~^~EGG~^~~^~~^~Y~^~~^12^~~^^^^\r\n",
                "ABBREV.txt": "~01123~^~EGG~^1^2\r\n",
                "WEIGHT.txt": "~01123~^1^1^~large~^50^^\r\n",
            ]
            for (name, text) in files { try Data(text.utf8).write(to: release.appendingPathComponent(name)) }

            let result = try await LarderProcess.run(
                ["import", "usda-sr", release.path, "--data-dir", dataDirectory], environment: environment)

            #expect(result.status != 0)
            #expect(result.errors.contains("Nothing was imported. ABBREV.txt line 1: expected 53 fields"))
        }
    }
}
