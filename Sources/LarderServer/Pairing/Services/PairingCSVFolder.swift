import Foundation
import LarderCore
import Vapor

/// `larder import pairing-csv DIR`: the original app's three files from a folder into the shared
/// catalogue, through the same store as the admin upload.
package enum PairingCSVFolder {
    /// The file names the original app used; the command also takes `categories.csv` and so on.
    package static let fileNames: [PairingCSVFile: [String]] = [
        .categories: ["categories.csv", "Categories.csv", "category.csv"],
        .products: ["products.csv", "Products.csv", "product.csv"],
        .pairs: ["pairs.csv", "Pairs.csv", "pair.csv"],
    ]

    package struct Summary: Sendable {
        package var categories: Int
        package var products: Int
        package var pairings: Int
        package var problems: [PairingImportProblem]
    }

    package struct MissingFile: Error, CustomStringConvertible {
        package var file: PairingCSVFile
        package var directory: String
        package var description: String {
            "\(directory) has no \(PairingCSVFolder.fileNames[file]?.first ?? file.rawValue) (the \(file.rawValue) file)"
        }
    }

    package static func run(directory: String, app: Application) async throws -> Summary {
        func text(_ file: PairingCSVFile) throws -> String {
            for name in fileNames[file] ?? [] {
                let path = URL(fileURLWithPath: directory).appendingPathComponent(name).path
                if let data = FileManager.default.contents(atPath: path) { return String(decoding: data, as: UTF8.self) }
            }
            throw MissingFile(file: file, directory: directory)
        }
        let files = PairingCSVFiles(categories: try text(.categories), products: try text(.products), pairs: try text(.pairs))
        let (outcome, problems) = try await PairingCatalogueStore(db: app.db, foods: app.foods).importCSV(files)
        return Summary(categories: outcome.categories, products: outcome.products, pairings: outcome.pairings, problems: problems)
    }
}
