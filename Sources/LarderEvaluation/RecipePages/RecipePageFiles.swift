import Foundation

/// Reads recipe pages in the reference format: one JSON file per page.
public enum RecipePageFiles {
    /// Every `*.json` page in `directory`, by file name.
    public static func read(_ directory: String) throws -> [(name: String, page: LabelledRecipePage)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".json") }.sorted()
        let decoder = JSONDecoder()
        return try names.map { name in
            let url = URL(fileURLWithPath: directory).appendingPathComponent(name)
            do {
                return (name, try decoder.decode(LabelledRecipePage.self, from: Data(contentsOf: url)))
            } catch {
                throw NotARecipePage(description: "\(url.path) is not a recipe page: \(error)")
            }
        }
    }

    /// A file that does not decode; printed as the command line's one-sentence error.
    public struct NotARecipePage: Error, CustomStringConvertible {
        public var description: String
    }
}
