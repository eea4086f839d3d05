import ArgumentParser
import Foundation
import LarderCore
import LarderEvaluation

/// `larder eval aisles [DIR]`: the aisle classifier's accuracy on USDA food names it never saw.
struct EvalAislesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "aisles",
        abstract: "Measure the shopping-list aisle classifier on held-out USDA food names.",
        discussion: """
            Reads the SR release in DIR, holds out every fifth food (by NDB number), trains the \
            classifier on the other names (and the household goods Larder ships), and classifies \
            each held-out name that is not also a training name; the truth is the aisle of the \
            food's group. Prints accuracy overall and per aisle, then the figures as JSON on the \
            last line. AisleEvaluation in LarderCore documents the rules.
            """)

    @Argument(help: "The folder holding FOOD_DES.txt, FD_GROUP.txt, ABBREV.txt and WEIGHT.txt.")
    var directory = "../shared/data/usda-sr"

    @Option(help: "Also print up to this many wrongly classified names.")
    var mistakes = 0

    func run() throws {
        let foods = try USDARelease.foods(from: Self.readRelease(directory))
        let started = Date()
        let score = AisleEvaluation.run(foods, mistakeLimit: mistakes)
        let seconds = Date().timeIntervalSince(started)
        print("Trained on \(score.trainingNames) names, tested \(score.tested) held-out names in \(String(format: "%.2f", seconds)) s")
        print(String(format: "accuracy %6.2f %%", score.accuracy * 100))
        for aisle in Aisle.defaultOrder {
            guard let entry = score.byAisle[aisle], entry.tested > 0 else { continue }
            let share = Double(entry.correct) / Double(entry.tested) * 100
            print(
                "  \(aisle.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0)) \(String(format: "%6.2f %%", share)) of \(entry.tested)"
            )
        }
        for mistake in score.mistakes {
            print("  [\(mistake.expected.rawValue) → \(mistake.guessed.rawValue)] \(mistake.name)")
        }
        let perAisle = Aisle.defaultOrder.compactMap { aisle -> String? in
            guard let entry = score.byAisle[aisle], entry.tested > 0 else { return nil }
            return "\"\(aisle.rawValue)\":{\"tested\":\(entry.tested),\"correct\":\(entry.correct)}"
        }
        print(
            "{\"trainingNames\":\(score.trainingNames),\"tested\":\(score.tested),\"correct\":\(score.correct),"
                + "\"accuracy\":\(IngredientJSON.number(score.accuracy)),\"aisles\":{\(perAisle.joined(separator: ","))}}")
    }

    /// The release's four files, in whatever encoding each uses.
    static func readRelease(_ directory: String) throws -> USDAReleaseFiles {
        func read(_ name: String) throws -> String {
            let path = URL(fileURLWithPath: directory).appendingPathComponent(name).path
            guard let data = FileManager.default.contents(atPath: path) else {
                throw ValidationError("\(path) is missing or unreadable; DIR must hold \(USDAFile.all.joined(separator: ", "))")
            }
            return USDAText.decode(Array(data))
        }
        return USDAReleaseFiles(
            foodDescriptions: try read(USDAFile.foodDescriptions), foodGroups: try read(USDAFile.foodGroups),
            abbreviated: try read(USDAFile.abbreviated), weights: try read(USDAFile.weights))
    }
}
