import Foundation
import LarderBenchmarks
import LarderCore
import LarderServer
import LarderTestSupport
import Testing

@Suite("Search benchmark cookbook")
struct SearchBenchmarkTests {
    private func recipe(_ title: String, _ lines: [String], isPublic: Bool = true, categories: [RecipeCategory] = [], minutes: Int = 30)
        -> SearchBenchmark.Recipe
    {
        SearchBenchmark.Recipe(
            draft: RecipeDraft(
                title: title, ingredients: lines.map { .init(text: $0) }, steps: ["Cook."], totalMinutes: minutes, categories: categories),
            isPublic: isPublic, createdAt: Date(timeIntervalSince1970: 1_700_000_000), ratingCount: 2, ratingSum: 9)
    }

    @Test("Bulk-written recipes are found by words, filters and visibility as written ones are", arguments: TestDatabase.all)
    func bulkWrittenRecipesAreSearchable(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let bench = SearchBenchmark(app)
            try await bench.store([
                recipe("Italian chicken with basil", ["500 g chicken", "2 tbsp basil"], categories: [.mainCourse]),
                recipe("Mexican bean soup", ["400 g black beans", "1 onion"], categories: [.soup], minutes: 90),
                recipe("Private chicken pie", ["300 g chicken"], isPublic: false),
            ])
            func found(_ adjust: (inout SearchBenchmark.Search) -> Void) async throws -> Int {
                var search = SearchBenchmark.Search()
                adjust(&search)
                return try await bench.run(search)
            }

            #expect(try await bench.storedRecipes() == 3)
            #expect(try await found { $0.text = "chicken" } == 2)
            #expect(
                try await found {
                    $0.text = "chick"; $0.viewer = .guest
                } == 1)
            #expect(try await found { $0.categories = [.soup] } == 1)
            #expect(
                try await found {
                    $0.includeIngredients = ["bean"]; $0.sort = "rating"
                } == 1)
            #expect(
                try await found {
                    $0.maxTotalMinutes = 45; $0.sort = "quickest"
                } == 2)
            #expect(try await found { $0.text = "basil" } == 1)
        }
    }
}
