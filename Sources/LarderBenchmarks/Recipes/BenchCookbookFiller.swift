import Foundation

/// Tops a benchmark's stored cookbook up to the size asked for, in batches, with a progress bar;
/// a cookbook already that big is reused as it is.
enum BenchCookbookFiller {
    /// How many recipes the cookbook holds afterwards.
    static func fill(
        to recipes: Int,
        stored: Int,
        from cookbook: FlavorNetworkCookbook,
        store: ([SearchBenchmark.Recipe]) async throws -> Void,
        analyze: () async throws -> Void,
        progress: some BenchmarkProgress
    ) async throws -> Int {
        guard stored < recipes else { return stored }
        let clock = ContinuousClock()
        let start = clock.now
        for batch in stride(from: stored, to: recipes, by: 2_000) {
            let numbers = batch..<min(batch + 2_000, recipes)
            try await store(numbers.map(cookbook.recipe))
            progress.update("Writing recipes", done: numbers.upperBound - stored, total: recipes - stored)
        }
        progress.finish()
        try await analyze()
        progress.say(String(format: "wrote %d recipes in %.1f s", recipes - stored, (clock.now - start).seconds))
        return recipes
    }
}
