import ArgumentParser
import Foundation
import LarderCore
import LarderEvaluation

/// `larder eval planner-reference`: the planner's objective against the exact optimum of the
/// same objective (scipy.optimize.milp) on small instances.
struct EvalPlannerReferenceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "planner-reference",
        abstract: "Compare the meal planner's objective with a MILP solver's optimum on small instances.",
        discussion: """
            Draws small planning problems (one or two days, one or two people, 15–30 generated \
            recipes, with rules, expiring stock, leftovers and locked slots), solves each with the \
            planner and, through planner_reference.py, with scipy.optimize.milp (HiGHS) on the \
            same objective stated as a MILP. The gap is (planner − optimum) / optimum. Needs \
            Python 3 with scipy (LARDER_TEST_PYTHON names the interpreter). JSON on the last line.
            """)

    @Option(help: "How many instances.")
    var instances = 200

    @Option(help: "Seed for the instances.")
    var seed: UInt64 = 1

    @Option(help: "Seconds the MILP solver may take an instance.")
    var timeLimit = 120.0

    func run() throws {
        let report = try ReferenceComparison.run(count: instances, seed: seed, options: PlannerOptions(seed: seed), timeLimit: timeLimit)
        print("instances \(report.instances), solved to optimality by the MILP \(report.solved)")
        print(
            String(
                format: "gap to the optimum: mean %.4f %%, worst %.4f %%; within 1 %%: %d of %d", report.meanGap * 100,
                report.worstGap * 100,
                report.withinOnePercent, report.solved))
        print(
            String(
                format:
                    "same objective: planner vs script on the planner's plan differ by at most %.2g, optimum vs planner's cost of the MILP's plan by %.2g",
                report.costMismatch, report.optimumMismatch))
        print(
            "plans within every band and rule: optimum \(report.optimumWithinBands), planner \(report.plannerWithinBands); "
                + "the two agree on \(report.feasibilityAgreement) of \(report.solved)")
        let mine = report.optimiserSeconds.sorted()
        let theirs = report.solverSeconds.sorted()
        if !mine.isEmpty, !theirs.isEmpty {
            print(
                String(
                    format: "seconds an instance: planner median %.3f, MILP median %.3f (slowest %.1f)", mine[mine.count / 2],
                    theirs[theirs.count / 2], theirs[theirs.count - 1]))
        }
        let median = { (seconds: [Double]) in seconds.isEmpty ? 0 : seconds[seconds.count / 2] }
        print(
            "{\"instances\":\(report.instances),\"solved\":\(report.solved),\"meanGap\":\(IngredientJSON.number(report.meanGap)),"
                + "\"worstGap\":\(IngredientJSON.number(report.worstGap)),\"withinOnePercent\":\(report.withinOnePercent),"
                + "\"costMismatch\":\(IngredientJSON.number(report.costMismatch)),\"optimumMismatch\":\(IngredientJSON.number(report.optimumMismatch)),"
                + "\"optimumWithinBands\":\(report.optimumWithinBands),\"plannerWithinBands\":\(report.plannerWithinBands),"
                + "\"feasibilityAgreement\":\(report.feasibilityAgreement),\"plannerMedianSeconds\":\(IngredientJSON.number(median(mine))),"
                + "\"solverMedianSeconds\":\(IngredientJSON.number(median(theirs)))}"
        )
    }
}
