import Foundation
import LarderCore

/// The reference data beside the checkout: ../shared/data from the repository root, found from
/// this file's own path. CI always has it; a fresh clone elsewhere does not, and the tests that
/// need it skip with a message saying so.
enum SharedData {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Tests/LarderEvaluationTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the repository root
        .deletingLastPathComponent()  // the folder holding the checkout and shared/
        .appendingPathComponent("shared/data")

    static let usda = directory.appendingPathComponent("usda-sr")
    static var hasUSDA: Bool { FileManager.default.fileExists(atPath: usda.path) }

    /// The whole USDA release's foods.
    static func usdaFoods() throws -> [Food] {
        func read(_ name: String) throws -> String {
            guard let data = FileManager.default.contents(atPath: usda.appendingPathComponent(name).path) else {
                throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: name])
            }
            return USDAText.decode(Array(data))
        }
        return try USDARelease.foods(
            from: USDAReleaseFiles(
                foodDescriptions: read(USDAFile.foodDescriptions), foodGroups: read(USDAFile.foodGroups),
                abbreviated: read(USDAFile.abbreviated), weights: read(USDAFile.weights)))
    }

    /// A file of ../shared/data as text.
    static func text(_ path: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
    }
}
