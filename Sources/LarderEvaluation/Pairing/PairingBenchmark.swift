import LarderCore

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
        func time(limit: Int?) -> [Double] {
            for ingredients in sets.prefix(20) { _ = model.suggest(PairingQuery(ingredients, limit: limit)) }
            return sets.map { ingredients in
                let start = clock.now
                let result = model.suggest(PairingQuery(ingredients, limit: limit))
                let elapsed = (clock.now - start).seconds * 1000
                precondition(!result.suggestions.isEmpty, "no suggestions for \(ingredients)")
                return elapsed
            }
        }
        let every = time(limit: nil)
        let top = time(limit: 20)
        return Report(
            ingredients: model.ingredientCount, recipes: model.recipeCount, buildSeconds: buildSeconds, queries: sets.count,
            everyIngredient: Percentiles(every), top20: Percentiles(top))
    }
}
