import Foundation
import LarderCore

extension CookableBenchmark {
    /// What one run measured: each ranking's time and the process's CPU time around it, the
    /// first ranking (which builds the index) apart, and what came out on top.
    package struct Measurement: Sendable {
        package var storage: String
        package var recipes: Int
        package var pantry: Int
        package var timings: [Double]
        package var cpuSeconds: [Double]
        package var firstRanking: Double
        package var loadAverage: Double
        package var top: [(title: String, share: Double, missing: Int)]
    }

    /// Fills the cookbook up to `recipes` from `cookbook`, stocks a `pantry`-item pantry with its
    /// most common ingredients, then times `queries` rankings with several limits and maxMissing
    /// values, one at a time, through the path the API takes.
    package func measure(
        recipes: Int, pantry: Int, queries: Int, cookbook: FlavorNetworkCookbook, seed: UInt64, storage: String,
        progress: some BenchmarkProgress
    ) async throws -> Measurement {
        let total = try await BenchCookbookFiller.fill(
            to: recipes, stored: try await storedRecipes(), from: cookbook, store: store, analyze: analyze, progress: progress)
        let unlinked = try await stockPantry(Self.stock(pantry, from: cookbook, seed: seed))
        if !unlinked.isEmpty { progress.say("kept as free names (no food answers them): \(unlinked.joined(separator: ", "))") }

        let clock = ContinuousClock()
        let buildStart = clock.now
        _ = try await run(limit: 20, maxMissing: nil)
        let firstRanking = clock.now - buildStart
        // A few untimed rankings warm the connection pool and the page cache.
        for _ in 0..<20 { _ = try await run(limit: 20, maxMissing: nil) }

        let limits = [10, 20, 20, 50]
        let maxMissings: [Int?] = [nil, nil, 0, 1, 2, 3]
        var timings: [Double] = []
        var cpu: [Double] = []
        timings.reserveCapacity(queries)
        let load = Timing.loadAverage()
        for number in 0..<queries {
            let (start, cpuStart) = (clock.now, Timing.processCPUSeconds())
            _ = try await run(limit: limits[number % limits.count], maxMissing: maxMissings[number % maxMissings.count])
            timings.append((clock.now - start).seconds)
            cpu.append(Timing.processCPUSeconds() - cpuStart)
        }
        return Measurement(
            storage: storage, recipes: total, pantry: pantry, timings: timings, cpuSeconds: cpu,
            firstRanking: firstRanking.seconds, loadAverage: load, top: try await top(5))
    }

    /// The pantry: the most common ingredients of the cookbook, by weight (eggs by the piece),
    /// a quarter of them best before within three days.
    static func stock(_ count: Int, from cookbook: FlavorNetworkCookbook, seed: UInt64) -> [Stock] {
        var random = SeededGenerator(seed: seed)
        let today = PantryDate(Date())
        return cookbook.commonIngredients(count).enumerated().map { index, name in
            let soon = index % 4 == 1 ? today.adding(days: Int(random.next() % 3)).text : nil
            if ["egg", "eggs"].contains(name) {
                return .init(name: name, amount: Double(6 + random.next() % 7), unit: "", bestBefore: soon)
            }
            return .init(name: name, amount: Double(100 * (2 + random.next() % 19)), unit: "g", bestBefore: soon)
        }
    }
}
