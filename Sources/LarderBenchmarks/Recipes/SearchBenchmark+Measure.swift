import Foundation
import LarderCore

extension SearchBenchmark {
    /// What one run measured: each search's time, what it was and how many it found, and the
    /// process's CPU time around each.
    package struct Measurement: Sendable {
        package var storage: String
        package var recipes: Int
        package var timings: [(Duration, Search, Int)]
        package var cpuSeconds: [Double]
        package var loadAverage: Double
    }

    /// Fills the cookbook up to `recipes` from `cookbook`, then times `queries` searches made
    /// from it, one at a time, through the path the API takes.
    package func measure(
        recipes: Int, queries: Int, cookbook: FlavorNetworkCookbook, seed: UInt64, storage: String,
        progress: some BenchmarkProgress
    ) async throws -> Measurement {
        let total = try await BenchCookbookFiller.fill(
            to: recipes, stored: try await storedRecipes(), from: cookbook, store: store, analyze: analyze, progress: progress)

        let searches = BenchSearchQueries.make(
            queries, ingredients: cookbook.commonIngredients(80), cuisines: cookbook.commonCuisines(20), seed: seed)
        // One untimed round of a few searches warms the connection pool and SQLite's page cache.
        for search in searches.prefix(50) { _ = try await run(search) }
        var timings: [(Duration, Search, Int)] = []
        var cpu: [Double] = []
        timings.reserveCapacity(searches.count)
        let clock = ContinuousClock()
        let load = Timing.loadAverage()
        for search in searches {
            let (start, cpuStart) = (clock.now, Timing.processCPUSeconds())
            let found = try await run(search)
            timings.append((clock.now - start, search, found))
            cpu.append(Timing.processCPUSeconds() - cpuStart)
        }
        return Measurement(storage: storage, recipes: total, timings: timings, cpuSeconds: cpu, loadAverage: load)
    }
}
