import Foundation
import LarderCore

/// The searches `larder bench search` times: what people type and tap — single words, several
/// words, prefixes as they type, filters with and without words, every sort, later pages — half
/// as guests, half as members of the household, from a fixed seed.
enum BenchSearchQueries {
    static func make(_ count: Int, ingredients: [String], cuisines: [String], seed: UInt64) -> [SearchBenchmark.Search] {
        var random = SeededGenerator(seed: seed ^ 0x5EA2_C4E5)
        func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
        let words = ingredients.flatMap { $0.split(separator: " ").map(String.init) }.filter { $0.count >= 3 }
        let cuisineWords = cuisines.map { $0.lowercased() }

        return (0..<count).map { _ in
            var search = SearchBenchmark.Search()
            search.viewer = random.next() % 2 == 0 ? .guest : .member
            switch random.next() % 20 {
            case 0..<4:  // one word
                search.text = random.next() % 4 == 0 ? pick(cuisineWords) : pick(words)
            case 4..<6:  // two words
                search.text = "\(pick(words)) \(pick(words))"
            case 6..<8:  // typing: a prefix
                let word = pick(words)
                search.text = String(word.prefix(2 + Int(random.next() % 3)))
            case 8..<10:  // a word and a filter, any sort
                search.text = pick(words)
                if random.next() % 2 == 0 {
                    search.categories = [pick(RecipeCategory.allCases)]
                } else {
                    search.dietFlags = [pick(DietFlag.allCases)]
                }
                search.sort = pick(SearchBenchmark.Search.sorts)
            case 10..<13:  // filters only
                search.categories = [pick(RecipeCategory.allCases)]
                if random.next() % 2 == 0 { search.dietFlags = [pick(DietFlag.allCases)] }
                if random.next() % 2 == 0 { search.difficulties = [pick(Difficulty.allCases)] }
                if random.next() % 2 == 0 { search.maxTotalMinutes = pick([15, 30, 45, 60]) }
                search.sort = pick(["newest", "rating", "quickest", "title-asc"])
            case 13..<15:  // with and without ingredients
                search.includeIngredients = [pick(ingredients)]
                if random.next() % 2 == 0 { search.excludeIngredients = [pick(ingredients)] }
                search.sort = pick(["relevance", "newest", "rating"])
            case 15..<18:  // browsing everything, sorted, deep pages too
                search.sort = pick(SearchBenchmark.Search.sorts)
                search.page = 1 + Int(random.next() % 50)
            default:  // the next pages of a word
                search.text = pick(words)
                search.page = 2 + Int(random.next() % 4)
            }
            return search
        }
    }
}
