import ArgumentParser
import Foundation
import LarderCore
import LarderServer
import Vapor

/// `larder import …`: reads data the product does not ship from the files a user downloads.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import reference data into the database.",
        subcommands: [ImportUSDACommand.self, ImportPairingCSVCommand.self]
    )
}

/// `larder import usda-sr DIR`: the USDA SR release into the food table.
struct ImportUSDACommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "usda-sr",
        abstract: "Import the USDA National Nutrient Database (SR release files) into the food table.",
        discussion: """
            DIR holds FOOD_DES.txt, FD_GROUP.txt, ABBREV.txt and WEIGHT.txt as USDA publishes them. \
            The import is all or nothing — a malformed line stops it, naming the file and line, and \
            nothing is imported — and running it again changes nothing. Once imported, the USDA foods \
            replace the starter foods in search and nutrition.
            """)

    @ArgumentParser.Argument(help: "The folder with the SR release files.")
    var directory: String

    @ArgumentParser.OptionGroup var storage: StorageOptions

    func run() async throws {
        let bar = ProgressBar()
        let clock = ContinuousClock()
        let start = clock.now
        do {
            let summary = try await storage.withApplication { app in
                try await USDAImport.run(directory: directory, app: app) { progress in
                    let label = progress.phase == .reading ? "Reading files" : "Writing foods"
                    bar.update(label, done: progress.done, total: progress.total)
                }
            }
            bar.finish()
            let seconds = (clock.now - start).seconds
            print(
                "Imported \(summary.foods) USDA foods in \(String(format: "%.1f", seconds)) s: "
                    + "\(summary.inserted) new, \(summary.updated) updated, \(summary.unchanged) unchanged.")
        } catch let error as USDAFormatError {
            bar.finish()
            throw CommandFailure("Nothing was imported. \(error)")
        } catch let error as USDAImportError {
            bar.finish()
            throw CommandFailure("Nothing was imported. \(error)")
        }
    }
}

/// A failure to report as one sentence, without the command's usage.
struct CommandFailure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

