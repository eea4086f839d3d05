import ArgumentParser
import Foundation
import LarderCore
import LarderEvaluation

/// `larder eval planner`: how often planned days meet each person's targets, and how much
/// expiring stock plans use, against a random pick.
struct EvalPlannerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "planner",
        abstract: "Measure the meal planner on simulated households: days within the bands, expiring stock used.",
        discussion: """
            Builds a cookbook from the recipe pages that declare calories, protein, fat and \
            carbohydrate per serving (lines linked to USDA SR foods for stock), and a generated \
            cookbook of the size asked; simulates households (1–4 people, 1,500–3,200 kcal, \
            varied macro splits, diets, excluded foods, rules, expiring stock, leftovers, locked \
            slots) planning weeks; plans each with the planner and with a random pick (a random \
            eligible recipe a slot, one serving each). Prints both, then JSON on the last line: \
            the recipe-page figures at the top level, the generated cookbook's under "synthetic".
            """)

    @Option(help: "The recipe-pages folder.")
    var pages = "../shared/data/recipe-pages"

    @Option(help: "The USDA SR release folder, to link the pages' lines to foods.")
    var usda = "../shared/data/usda-sr"

    @Option(help: "Households simulated per cookbook.")
    var households = 30

    @Option(help: "Weeks each household plans.")
    var weeks = 2

    @Option(help: "Recipes in the generated cookbook.")
    var synthetic = 1_000

    @Option(help: "Seed for the cookbook, households and planner.")
    var seed: UInt64 = 1

    func validate() throws {
        guard households >= 1, weeks >= 1, synthetic >= 20 else {
            throw ValidationError("--households and --weeks must be 1 or more, --synthetic 20 or more.")
        }
    }

    func run() throws {
        let bar = ProgressBar()
        let cookbook = try RecipePageCookbook.load(pagesDirectory: pages, usdaDirectory: usda)
        print(
            "recipe pages: \(cookbook.pages) read, \(cookbook.declaringAll) declare kcal, protein, fat and carbohydrate, "
                + "\(cookbook.implausible) dropped as implausible, \(cookbook.recipes.count) in the cookbook")
        let pagesReport = PlannerEvaluation.run(
            PlannerSimulation.requests(cookbook: cookbook.recipes, households: households, weeks: weeks, seed: seed),
            options: PlannerOptions(seed: seed)
        ) { bar.update("Planning on the recipe pages", done: $0, total: $1) }
        let generated = SyntheticCookbook.recipes(count: synthetic, seed: seed)
        let syntheticReport = PlannerEvaluation.run(
            PlannerSimulation.requests(cookbook: generated, households: households, weeks: weeks, seed: seed &+ 1),
            options: PlannerOptions(seed: seed)
        ) { bar.update("Planning on the generated cookbook", done: $0, total: $1) }
        PlannerEvaluationText.print("recipe pages", pagesReport)
        PlannerEvaluationText.print("generated cookbook", syntheticReport)
        let nested = PlannerEvaluationText.json(syntheticReport, cookbook: "generated")
        print(PlannerEvaluationText.json(pagesReport, cookbook: "recipe-pages", synthetic: nested))
    }
}
