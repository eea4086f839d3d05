import LarderCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `larder bench pairing`: how long the engine takes to learn from the network and to answer.
///
/// Each query takes three ingredients of a real recipe (chosen with the seed) and ranks every
/// ingredient the model knows, explaining every one of them (`limit: nil`), the heaviest query
/// the server can make; a second set asks for the top 20 as a page would.
public enum PairingBenchmark {
    public struct Report: Sendable {
        public var ingredients: Int
        public var recipes: Int
        public var buildSeconds: Double
        public var queries: Int
        /// Milliseconds per query, ranking and explaining every ingredient.
        public var everyIngredient: Percentiles
        /// Milliseconds per query for the top 20.
        public var top20: Percentiles
        /// The same on the thread's CPU clock: what the query costs when the machine is shared
        /// and the wall clock also counts time the thread waited for a core.
        public var everyIngredientCPU: Percentiles
        public var top20CPU: Percentiles
    }

    public struct Percentiles: Sendable {
        public var p50: Double
        public var p95: Double
        public var p99: Double

        init(_ milliseconds: [Double]) {
            let sorted = milliseconds.sorted()
            func at(_ share: Double) -> Double {
                guard !sorted.isEmpty else { return 0 }
                return sorted[min(sorted.count - 1, max(0, Int((Double(sorted.count) * share).rounded(.up)) - 1))]
            }
            p50 = at(0.50)
            p95 = at(0.95)
            p99 = at(0.99)
        }
    }

    public static func run(_ network: FlavorNetwork, queries: Int = 500, seed: UInt64 = 7) -> Report {
        let clock = ContinuousClock()
        let started = clock.now
        let model = PairingModel(network: network)
        let buildSeconds = (clock.now - started).seconds

        var random = SeededRandom(seed: seed)
        let rich = network.recipes.filter { $0.ingredients.count >= 3 }
        let sets = (0..<max(1, queries)).map { _ -> [String] in
            var ingredients = rich[random.below(rich.count)].ingredients
            random.shuffle(&ingredients)
            return Array(ingredients.prefix(3))
        }
        func time(limit: Int?) -> (wall: [Double], cpu: [Double]) {
            for ingredients in sets.prefix(20) { _ = model.suggest(PairingQuery(ingredients, limit: limit)) }
            var wall: [Double] = []
            var cpu: [Double] = []
            for ingredients in sets {
                let start = clock.now
                let startCPU = threadCPUMilliseconds()
                let result = model.suggest(PairingQuery(ingredients, limit: limit))
                cpu.append(threadCPUMilliseconds() - startCPU)
                wall.append((clock.now - start).seconds * 1000)
                precondition(!result.suggestions.isEmpty, "no suggestions for \(ingredients)")
            }
            return (wall, cpu)
        }
        let every = time(limit: nil)
        let top = time(limit: 20)
        return Report(
            ingredients: model.ingredientCount, recipes: model.recipeCount, buildSeconds: buildSeconds, queries: sets.count,
            everyIngredient: Percentiles(every.wall), top20: Percentiles(top.wall), everyIngredientCPU: Percentiles(every.cpu),
            top20CPU: Percentiles(top.cpu))
    }

    /// The CPU time this thread has used, in milliseconds.
    static func threadCPUMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }
}
