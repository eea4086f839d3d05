import Foundation
import LarderServer
import Vapor

/// What `larder bench foods` measures: food searches through the same path as GET /api/foods
/// (the in-memory catalogue, its freshness check included).
package enum FoodSearchBenchmark {
    /// Searches people make: staples, prefixes, several words, and one that finds nothing.
    package static let queries = [
        "egg", "milk", "flour", "butter", "chicken breast", "ch", "tom", "olive oil", "sugar", "rice",
        "apple", "beef ground", "cheese cheddar", "sal", "yogurt greek", "pasta", "onion", "garlic",
        "potato", "bread whole wheat", "banana", "salmon", "pork", "bean black", "q", "zzz",
    ]

    /// Every search's time, ascending, over `rounds` rounds of the queries after one untimed
    /// round that loads the catalogue; and how many foods the table holds.
    package static func run(_ app: Application, rounds: Int) async throws -> (timings: [Duration], foods: Int) {
        let service = app.foods
        for query in queries { _ = try await service.search(query, page: 1, per: 20) }
        var timings: [Duration] = []
        timings.reserveCapacity(rounds * queries.count)
        let clock = ContinuousClock()
        for _ in 0..<rounds {
            for query in queries {
                let start = clock.now
                _ = try await service.search(query, page: 1, per: 20)
                timings.append(clock.now - start)
            }
        }
        return (timings.sorted(), try await service.search("", page: 1, per: 1).total)
    }
}
