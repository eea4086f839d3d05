import Foundation
import LarderCore

extension RecipePageCookbook {
    public enum LoadingError: Error, CustomStringConvertible {
        case missing(String)

        public var description: String {
            switch self {
            case .missing(let detail): detail
            }
        }
    }

    /// Reads every `*.json` page in `pagesDirectory`, and the USDA SR release in
    /// `usdaDirectory` to link their lines to foods (without it, recipes carry no foods).
    public static func load(pagesDirectory: String, usdaDirectory: String?) throws -> RecipePageCookbook {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: pagesDirectory) else {
            throw LoadingError.missing("\(pagesDirectory) is missing or unreadable")
        }
        let pages = names.filter { $0.hasSuffix(".json") }.sorted().compactMap { name in
            manager.contents(atPath: URL(fileURLWithPath: pagesDirectory).appendingPathComponent(name).path)
        }
        return RecipePageCookbook(pages: pages, foods: try usdaDirectory.map(usdaFoods) ?? [])
    }

    static func usdaFoods(_ directory: String) throws -> [Food] {
        func read(_ name: String) throws -> String {
            let path = URL(fileURLWithPath: directory).appendingPathComponent(name).path
            guard let data = FileManager.default.contents(atPath: path) else {
                throw LoadingError.missing("\(path) is missing or unreadable")
            }
            return USDAText.decode(Array(data))
        }
        return try USDARelease.foods(
            from: USDAReleaseFiles(
                foodDescriptions: try read(USDAFile.foodDescriptions), foodGroups: try read(USDAFile.foodGroups),
                abbreviated: try read(USDAFile.abbreviated), weights: try read(USDAFile.weights)))
    }
}
