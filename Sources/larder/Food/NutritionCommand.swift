import ArgumentParser
import Foundation
import LarderCore
import LarderServer
import Vapor

/// `larder nutrition --servings N`: a recipe's nutrition from its ingredient lines.
struct NutritionCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nutrition",
        abstract: "Work out a recipe's nutrition from its ingredient lines on standard input.",
        discussion: """
            Reads one ingredient line per input line and prints one JSON object: energy and \
            macronutrients per serving and for the whole recipe, and for every line the food it was \
            linked to, the grams counted, and why it could not be counted when it could not. Uses the \
            foods in the database (--data-dir): the starter foods, or the USDA table once imported.
            """)

    @ArgumentParser.Option(help: "How many servings the recipe makes.")
    var servings: Double = 1

    @ArgumentParser.OptionGroup var storage: StorageOptions

    func validate() throws {
        guard servings > 0, servings.isFinite else { throw ValidationError("--servings must be a number above 0.") }
    }

    func run() async throws {
        var lines: [String] = []
        while let line = readLine(strippingNewline: true) {
            if !line.allSatisfy(\.isWhitespace) { lines.append(line) }
        }
        let nutrition = try await storage.withApplication { app in
            try await StarterContent.seedIfNeeded(app)
            return try await app.foods.nutritionCalculator().nutrition(of: lines, servings: servings)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        print(String(decoding: try encoder.encode(NutritionReport(nutrition)), as: UTF8.self))
    }
}
