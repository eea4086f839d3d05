import ArgumentParser
import Foundation
import LarderCore

/// `larder parse`: reads ingredient lines on standard input and writes one
/// JSON object per line, in order, so any scorer can judge the parser.
struct ParseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse",
        abstract: "Parse ingredient lines from standard input into JSON, one object per line.",
        discussion: """
            Each output line has the keys quantity (a number, the low end of a range, or null), \
            quantityMax (a range's high end or null), unit (canonical name or null), name, size, \
            preparation and comment.
            """)

    func run() throws {
        var output = StandardOutput()
        while let line = readLine(strippingNewline: true) {
            output.write(IngredientJSON.object(for: IngredientLine.parse(line)))
            output.write("\n")
        }
        output.flush()
    }
}
