import Foundation
import LarderCore

/// The optimiser's objective against the exact optimum of the same objective, found by
/// `planner_reference.py` with scipy.optimize.milp on small instances.
public enum ReferenceComparison {
    /// What the script says of one instance.
    public struct Answer: Decodable, Sendable {
        /// scipy's status: 0 when the optimum is proven.
        public var status: Int
        public var optimum: Double?
        /// The optimiser's assignment, costed by the script from the objective's definition.
        public var assignmentCost: Double?
        public var recipes: [Int]?
        public var halves: [[Int]]?
        public var seconds: Double?
        public var message: String?
    }

    public struct Report: Sendable {
        public var instances = 0
        /// Instances the MILP solved to proven optimality.
        public var solved = 0
        /// Per solved instance, (optimiser − optimum) / optimum.
        public var gaps: [Double] = []
        /// The largest difference between the optimiser's cost of its plan and the script's cost
        /// of the same plan, and between the MILP's optimum and the optimiser's cost of the
        /// MILP's plan: both near zero when the two state the same objective.
        public var costMismatch = 0.0
        public var optimumMismatch = 0.0
        /// Per solved instance, whether the planner's plan and the MILP's keep every eater-day
        /// within its bands and break no rule.
        public var withinBands: [(planner: Bool, optimum: Bool)] = []
        public var optimiserSeconds: [Double] = []
        public var solverSeconds: [Double] = []

        public var meanGap: Double { gaps.isEmpty ? 0 : gaps.reduce(0, +) / Double(gaps.count) }
        public var worstGap: Double { gaps.max() ?? 0 }
        public var withinOnePercent: Int { gaps.filter { $0 <= 0.01 }.count }
        /// Solved instances where the planner finds a plan within every band and rule exactly
        /// when the optimum is one.
        public var feasibilityAgreement: Int { withinBands.filter { $0.planner == $0.optimum }.count }
        public var optimumWithinBands: Int { withinBands.filter(\.optimum).count }
        public var plannerWithinBands: Int { withinBands.filter(\.planner).count }
    }

    public enum Failure: Error, CustomStringConvertible {
        case pythonMissing(String)
        case scipyMissing(String)
        case scriptFailed(String)

        public var description: String {
            switch self {
            case .pythonMissing(let detail): "Python could not be started: \(detail)"
            case .scipyMissing(let detail): "scipy.optimize.milp is not available: \(detail)"
            case .scriptFailed(let detail): "planner_reference.py failed: \(detail)"
            }
        }
    }

    /// Solves `count` instances drawn from `seed` both ways.
    public static func run(
        count: Int, seed: UInt64, options: PlannerOptions = PlannerOptions(), python: String = ReferencePython.interpreter,
        timeLimit: Double = 120
    ) throws -> Report {
        try ReferencePython.checkScipy(python)
        var report = Report()
        var instances: [(problem: PlannerProblem, assignment: PlannerAssignment)] = []
        let clock = ContinuousClock()
        for request in ReferenceInstances.requests(count: count, seed: seed) {
            let problem = MealPlanner.problem(for: request, weights: options.weights)
            let started = clock.now
            let assignment = MealPlanner.solve(problem, options: options)
            report.optimiserSeconds.append((clock.now - started).seconds)
            instances.append((problem, assignment))
        }
        let answers = try ReferencePython.solve(instances, python: python, timeLimit: timeLimit)
        report.instances = instances.count
        for ((problem, assignment), answer) in zip(instances, answers) {
            guard answer.status == 0, let optimum = answer.optimum, let recipes = answer.recipes, let halves = answer.halves else {
                continue
            }
            report.solved += 1
            let mine = problem.score(of: assignment)
            report.gaps.append((mine.total - optimum) / max(optimum, 1e-9))
            report.costMismatch = max(report.costMismatch, abs(mine.total - (answer.assignmentCost ?? .infinity)))
            let theirs = problem.score(of: PlannerAssignment(recipes: recipes, halves: halves))
            report.optimumMismatch = max(report.optimumMismatch, abs(theirs.total - optimum))
            report.withinBands.append((mine.withinEveryBandAndRule, theirs.withinEveryBandAndRule))
            report.solverSeconds.append(answer.seconds ?? 0)
        }
        return report
    }
}

extension PlanScore {
    /// No eater-day outside a band and no rule broken, allowing for rounding at a band's edge.
    var withinEveryBandAndRule: Bool {
        bandExcess < 1e-6 && rules == 0
    }
}
