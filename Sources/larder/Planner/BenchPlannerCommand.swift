import ArgumentParser
import Foundation
import LarderCore
import LarderEvaluation

/// `larder bench planner`: how long the optimiser takes to fill a week.
struct BenchPlannerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "planner",
        abstract: "Time the meal planner on a week of three meals for two people over a generated cookbook.",
        discussion: """
            Each run generates a cookbook (realistic nutrition from a food table) and a household \
            of two with its own targets, rules and expiring stock, then times filling seven days \
            of breakfast, lunch and dinner in the core optimiser (no storage). Prints p50, p95 and \
            p99, then JSON on the last line.
            """)

    @Option(help: "How many plans to time.")
    var runs = 50

    @Option(help: "Recipes in each generated cookbook.")
    var recipes = 500

    @Option(help: "Seed for the cookbooks and households.")
    var seed: UInt64 = 1

    func validate() throws {
        guard runs >= 1, recipes >= 20 else { throw ValidationError("--runs must be 1 or more and --recipes 20 or more.") }
    }

    func run() throws {
        let bar = ProgressBar()
        let result = PlannerBenchmark.run(runs: runs, recipes: recipes, seed: seed) { bar.update("Planning weeks", done: $0, total: $1) }
        let (p50, p95, p99) = (result.percentile(0.5), result.percentile(0.95), result.percentile(0.99))
        let processor = (
            result.percentile(0.5, processor: true), result.percentile(0.95, processor: true), result.percentile(0.99, processor: true)
        )
        print(String(format: "%d weeks of 3 meals for 2 over %d recipes: p50 %.3f s, p95 %.3f s, p99 %.3f s", runs, recipes, p50, p95, p99))
        print(
            String(
                format: "processor time of the planning thread: p50 %.3f s, p95 %.3f s, p99 %.3f s", processor.0, processor.1, processor.2))
        print(String(format: "person-days within every band: %.2f %%", result.figures.shareWithinKcalAndMacros * 100))
        print(
            "{\"runs\":\(runs),\"recipes\":\(recipes),\"p50\":\(IngredientJSON.number(p50)),\"p95\":\(IngredientJSON.number(p95)),"
                + "\"p99\":\(IngredientJSON.number(p99)),\"processorP95\":\(IngredientJSON.number(processor.1)),\"daysWithinKcalAndMacros\":\(IngredientJSON.number(result.figures.shareWithinKcalAndMacros))}"
        )
    }
}
