import Foundation

/// The reference data beside the checkout: ../shared/data from the repository root, found from
/// this file's own path. CI always has it; a fresh clone elsewhere does not, and the tests that
/// need it skip with a message saying so.
enum SharedData {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Tests/LarderServerTests/Foods
        .deletingLastPathComponent()  // Tests/LarderServerTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the repository root
        .deletingLastPathComponent()  // the folder holding the checkout and shared/
        .appendingPathComponent("shared/data")

    static let usda = directory.appendingPathComponent("usda-sr").path
    static let recipePages = directory.appendingPathComponent("recipe-pages").path

    static var hasUSDA: Bool { FileManager.default.fileExists(atPath: usda) }
    static var hasRecipePages: Bool { FileManager.default.fileExists(atPath: recipePages) }
}

/// A small SR release written for the tests (not copied from USDA), in the release's format.
enum TinyRelease {
    static let files: [String: String] = [
        "FD_GROUP.txt": "~0100~^~Dairy and Egg Products~\r\n~2000~^~Cereal Grains and Pasta~\r\n",
        "FOOD_DES.txt":
            "~01123~^~0100~^~Egg, whole, raw, fresh~^~EGG~^~~^~~^~Y~^~~^12^~~^6.25^4.36^9.02^3.68\r\n"
            + "~20081~^~2000~^~Wheat flour, white, all-purpose, enriched, bleached~^~FLOUR~^~~^~~^~Y~^~~^0^~~^5.7^4.05^8.37^4.12\r\n",
        "ABBREV.txt": row("01123", kcal: 143) + row("20081", kcal: 364),
        "WEIGHT.txt": "~01123~^1^1^~large~^50^^\r\n~20081~^1^1^~cup~^125^^\r\n",
    ]

    private static func row(_ number: String, kcal: Int) -> String {
        var fields = ["~\(number)~", "~X~", "10"] + [String(kcal)] + Array(repeating: "", count: 44)
        fields += ["", "", "", "", ""]
        return fields.joined(separator: "^") + "\r\n"
    }

    /// Writes the release, with `replacing` files swapped in, to a new temporary folder.
    static func write(replacing: [String: String] = [:]) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("usda-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, text) in files.merging(replacing, uniquingKeysWith: { $1 }) {
            try Data(text.utf8).write(to: directory.appendingPathComponent(name))
        }
        return directory.path
    }
}
