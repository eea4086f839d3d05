import ArgumentParser
import Foundation
import LarderCore
import LarderEvaluation

/// `larder eval ingredient-lines FILE.csv…`: the parser's accuracy on labelled lines.
struct EvalIngredientLinesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ingredient-lines",
        abstract: "Measure ingredient-line parsing accuracy on labelled CSV files.",
        discussion: """
            Prints per-file and overall accuracy of quantity, unit and name, and sentence accuracy \
            (all three right), then the same figures as JSON on the last line. The scoring rules are \
            documented on IngredientLineScorer in LarderCore.
            """)

    @Argument(help: "Labelled CSV files (input,name,quantity,unit,size,preparation,comment,purpose).")
    var files: [String]

    @Option(help: "Also print up to this many mismatched lines per file.")
    var mismatches = 0

    func run() throws {
        var results: [(file: String, score: IngredientLineScore)] = []
        for file in files {
            let rows = try LabelledIngredientLine.rows(fromCSV: String(contentsOfFile: file, encoding: .utf8))
            let score = IngredientLineScorer.score(rows)
            results.append((file, score))
            print(Self.describe(score, title: (file as NSString).lastPathComponent))
            if mismatches > 0 { printMismatches(rows) }
        }
        let overall = results.map(\.score).reduce(IngredientLineScore(), +)
        if results.count > 1 { print(Self.describe(overall, title: "overall")) }
        let fileObjects = results.map { "{\"file\":\(IngredientJSON.string($0.file)),\(Self.json($0.score))}" }
        print("{\"files\":[\(fileObjects.joined(separator: ","))],\"overall\":{\(Self.json(overall))}}")
    }

    private func printMismatches(_ rows: [LabelledIngredientLine]) {
        var shown = 0
        for row in rows where row.isLabelled && shown < mismatches {
            let parsed = IngredientLine.parse(row.input)
            let judgement = IngredientLineScorer.judge(row, parsed)
            guard !judgement.sentence else { continue }
            shown += 1
            let marks = [judgement.quantity ? "" : "Q", judgement.unit ? "" : "U", judgement.name ? "" : "N"].joined()
            let written = parsed.quantitiesAsWritten.first.map { "\($0)" } ?? "-"
            let unit = parsed.unitsAsWritten.first?.name ?? "-"
            print("  [\(marks)] \(row.input)")
            print("       label: \(row.quantity) | \(row.unit) | \(row.name)")
            print("       parse: \(written) | \(unit) | \(parsed.name)")
        }
    }

    static func describe(_ score: IngredientLineScore, title: String) -> String {
        func percent(_ value: Double) -> String { String(format: "%6.2f %%", value * 100) }
        return """
            \(title): \(score.lines) labelled lines (\(score.skipped) unlabelled skipped)
              quantity \(percent(score.quantityAccuracy))   unit \(percent(score.unitAccuracy))   \
            name \(percent(score.nameAccuracy))   sentence \(percent(score.sentenceAccuracy))
            """
    }

    static func json(_ score: IngredientLineScore) -> String {
        let fields: [(String, String)] = [
            ("lines", String(score.lines)),
            ("skipped", String(score.skipped)),
            ("quantity", IngredientJSON.number(score.quantityAccuracy)),
            ("unit", IngredientJSON.number(score.unitAccuracy)),
            ("name", IngredientJSON.number(score.nameAccuracy)),
            ("sentence", IngredientJSON.number(score.sentenceAccuracy)),
        ]
        return fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",")
    }
}
