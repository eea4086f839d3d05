import ArgumentParser
import Foundation
import LarderCore

/// `larder bench parse`: ingredient-line parsing speed on one thread.
struct BenchParseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse",
        abstract: "Measure ingredient-line parsing speed (lines per second, one thread).",
        discussion: "Prints the figures, then JSON on the last line.")

    @Argument(
        help:
            "CSV files of ingredient lines (the input column is parsed). Default: ../shared/data/ingredient-lines/*.csv"
    )
    var files: [String] = []

    @Option(help: "How long to keep parsing, in seconds.")
    var seconds = 3.0

    func run() throws {
        let paths = try files.isEmpty ? Self.defaultFiles() : files
        var lines: [String] = []
        for path in paths {
            lines += try LabelledIngredientLine.rows(fromCSV: String(contentsOfFile: path, encoding: .utf8)).map(
                \.input)
        }
        guard !lines.isEmpty else { throw ValidationError("no ingredient lines in \(paths)") }

        // One untimed pass warms caches and the parser's vocabulary tables.
        var checksum = 0
        for line in lines { checksum &+= IngredientLine.parse(line).name.utf8.count }

        let clock = ContinuousClock()
        let start = clock.now
        let budget = Duration.milliseconds(Int64(seconds * 1000))
        var parsed = 0
        while clock.now - start < budget {
            for line in lines { checksum &+= IngredientLine.parse(line).name.utf8.count }
            parsed += lines.count
        }
        let elapsed = clock.now - start
        let elapsedSeconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let rate = Double(parsed) / elapsedSeconds
        print(
            "parsed \(parsed) lines (\(lines.count) distinct, from \(paths.count) files) in "
                + String(format: "%.2f s: %.0f lines/s on one thread", elapsedSeconds, rate))
        print(
            "{\"lines\":\(parsed),\"seconds\":\(IngredientJSON.number(elapsedSeconds)),"
                + "\"linesPerSecond\":\(IngredientJSON.number(rate.rounded())),\"checksum\":\(checksum)}")
    }

    static func defaultFiles() throws -> [String] {
        let directory = "../shared/data/ingredient-lines"
        let names = try FileManager.default.contentsOfDirectory(atPath: directory)
        return names.filter { $0.hasSuffix(".csv") }.sorted().map { "\(directory)/\($0)" }
    }
}
