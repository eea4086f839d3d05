import Foundation
import Testing

@testable import LarderEvaluation

private let scipyAvailable = (try? ReferencePython.checkScipy(ReferencePython.interpreter)) != nil
private let toolsRequired = ProcessInfo.processInfo.environment["LARDER_REQUIRE_PYTHON_TOOLS"] == "1"

@Suite(
    "The planner against a MILP solver",
    .enabled(
        if: scipyAvailable || toolsRequired,
        "scipy.optimize.milp is not importable by LARDER_TEST_PYTHON or python3 (CI installs scipy; LARDER_REQUIRE_PYTHON_TOOLS=1 fails instead)"
    ))
struct PlannerReferenceTests {
    @Test func theOptimiserIsWithinOnePercentOfTheOptimumOnSmallInstances() throws {
        // MUT: 30 small instances, solved by the planner and by scipy.optimize.milp
        let report = try ReferenceComparison.run(count: 30, seed: 2025, timeLimit: 90)
        // validate: both state the same objective, the planner finds its optimum, and it agrees with
        // the optimum on whether a plan within every band and rule exists
        #expect(report.solved >= 27)
        #expect(report.costMismatch < 1e-6)
        #expect(report.optimumMismatch < 1e-3)
        #expect(report.worstGap <= 0.01)
        #expect(report.feasibilityAgreement == report.solved)
    }
}
