import ArgumentParser
import Foundation
import LarderCore
import LarderServer

/// `larder import pairing-csv DIR`: the original pairing app's catalogue into the shared one.
struct ImportPairingCSVCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pairing-csv",
        abstract: "Import the original pairing app's categories, products and pairs into the shared pairing catalogue.",
        discussion: """
            DIR holds categories.csv (name;id;isGeneral;pairedCategories), products.csv (name;id;categoryId) \
            and pairs.csv (mainId;pairedIds), semicolon-separated with a header row. Bad rows are reported \
            by file and line and left out; the good rows are imported (ids prefixed csv-, so running it \
            again updates the same products).
            """)

    @ArgumentParser.Argument(help: "The folder with the three CSV files.")
    var directory: String

    @ArgumentParser.OptionGroup var storage: StorageOptions

    func run() async throws {
        let summary: PairingCSVFolder.Summary
        do {
            summary = try await storage.withApplication { app in try await PairingCSVFolder.run(directory: directory, app: app) }
        } catch let error as PairingCSVFolder.MissingFile {
            throw CommandFailure("Nothing was imported: \(error)")
        }
        for problem in summary.problems { print("skipped: \(problem)") }
        print(
            "Imported \(summary.categories) categories, \(summary.products) products and the partners of \(summary.pairings) main "
                + "products; \(summary.problems.count) row(s) skipped.")
    }
}
