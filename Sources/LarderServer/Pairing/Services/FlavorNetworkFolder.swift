import Foundation
import LarderCore

/// The flavour network's files as a user downloads them, in one folder.
enum FlavorNetworkFolder {
    struct Missing: Error, CustomStringConvertible {
        var path: String
        var description: String { "\(path) is missing or unreadable" }
    }

    /// The files the folder lacks (empty when it holds them all).
    static func missingFiles(in directory: String) -> [String] {
        FlavorNetworkFiles.fileNames.filter { name in
            !FileManager.default.isReadableFile(atPath: URL(fileURLWithPath: directory).appendingPathComponent(name).path)
        }
    }

    static func read(_ directory: String) throws -> FlavorNetwork {
        func text(_ name: String) throws -> String {
            let path = URL(fileURLWithPath: directory).appendingPathComponent(name).path
            guard let data = FileManager.default.contents(atPath: path) else { throw Missing(path: path) }
            return String(decoding: data, as: UTF8.self)
        }
        let files = FlavorNetworkFiles(
            ingredients: try text("ingr_info.tsv"), compounds: try text("comp_info.tsv"), ingredientCompounds: try text("ingr_comp.tsv"),
            recipes: try FlavorNetworkFiles.recipeFileNames.map(text), regionMap: try text("map.txt"))
        return try FlavorNetwork(parsing: files)
    }
}
