import Foundation
import LarderCore

/// Reads the flavour-network files from a folder (Core takes their text; this is the I/O).
public enum FlavorNetworkDirectory {
    /// Where the files sit beside a checkout: ../shared/data/flavor-network.
    public static let defaultPath = "../shared/data/flavor-network"

    public enum Failure: Error, CustomStringConvertible {
        case missing(path: String)
        case unreadable(FlavorNetworkError)

        public var description: String {
            switch self {
            case .missing(let path):
                "\(path) is missing or unreadable; the folder must hold \(FlavorNetworkFiles.fileNames.joined(separator: ", "))"
            case .unreadable(.noRows(let file)): "\(file) has no rows"
            }
        }
    }

    public static func read(_ directory: String) throws(Failure) -> FlavorNetwork {
        func text(_ name: String) throws(Failure) -> String {
            let path = URL(fileURLWithPath: directory).appendingPathComponent(name).path
            guard let data = FileManager.default.contents(atPath: path) else { throw .missing(path: path) }
            return String(decoding: data, as: UTF8.self)
        }
        let files = FlavorNetworkFiles(
            ingredients: try text("ingr_info.tsv"), compounds: try text("comp_info.tsv"),
            ingredientCompounds: try text("ingr_comp.tsv"),
            recipes: try FlavorNetworkFiles.recipeFileNames.map { name throws(Failure) in try text(name) },
            regionMap: try text("map.txt"))
        do {
            return try FlavorNetwork(parsing: files)
        } catch {
            throw .unreadable(error)
        }
    }
}
