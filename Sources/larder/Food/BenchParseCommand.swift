import ArgumentParser
import Foundation
import LarderBenchmarks
import LarderEvaluation

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

        let result = ParseBenchmark.run(lines, seconds: seconds)
        let (parsed, checksum, elapsedSeconds, rate) = (result.parsed, result.checksum, result.seconds, result.linesPerSecond)
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
