import Foundation
import LarderCore

/// Times the optimiser on the benchmark: a week of breakfast, lunch and dinner for a
/// household of two over 500 recipes, each run a freshly generated cookbook and household.
public enum PlannerBenchmark {
    public struct Result: Sendable {
        /// Seconds each plan took, in run order: on the wall clock, and on the processor (the
        /// thread's own time, which other work on the machine does not inflate).
        public var samples: [Double]
        public var processorSamples: [Double] = []
        public var recipes: Int
        /// Person-days within every band, over all runs.
        public var figures: PlannerFigures

        public func percentile(_ share: Double, processor: Bool = false) -> Double {
            let sorted = (processor ? processorSamples : samples).sorted()
            guard !sorted.isEmpty else { return 0 }
            let rank = Int((share * Double(sorted.count)).rounded(.up))
            return sorted[min(max(rank, 1), sorted.count) - 1]
        }
    }

    public static func run(
        runs: Int, recipes: Int = 500, seed: UInt64 = 1, options: PlannerOptions = PlannerOptions(),
        progress: (Int, Int) -> Void = { _, _ in }
    ) -> Result {
        var result = Result(samples: [], recipes: recipes, figures: PlannerFigures())
        let clock = ContinuousClock()
        for run in 0..<runs {
            let cookbook = SyntheticCookbook.recipes(count: recipes, seed: seed &+ UInt64(run))
            let request = PlannerSimulation.requests(
                cookbook: cookbook, households: 1, weeks: 1, seed: seed &+ UInt64(run) &* 7919, eaters: 2,
                meals: [.breakfast, .lunch, .dinner])[0]
            let started = clock.now
            let processorStarted = threadProcessorSeconds()
            let plan = MealPlanner.plan(request, options: options)
            result.processorSamples.append(threadProcessorSeconds() - processorStarted)
            result.samples.append((clock.now - started).seconds)
            result.figures.add(plan, problem: MealPlanner.problem(for: request), eligible: PlannerEvaluation.eligibleCount(request))
            progress(run + 1, runs)
        }
        return result
    }

    /// The calling thread's processor time so far.
    static func threadProcessorSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
