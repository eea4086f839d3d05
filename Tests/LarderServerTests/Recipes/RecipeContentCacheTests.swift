import Foundation
import LarderCore
import Testing

@testable import LarderServer

@Suite("Recipe content kept between reads")
struct RecipeContentCacheTests {
    private static func content(_ line: String) -> RecipeContent {
        RecipeContent(
            ingredients: [.init(text: line, optional: false, name: line)], steps: [.init(text: "Mix.")], labels: [],
            nutrition: NutritionCalculator(matcher: FoodMatcher(FoodIndex([]))).nutrition(of: [line], servings: 1),
            advancePreparation: [])
    }

    private static let monday = RecipeContentCache.Revision(updatedAt: Date(timeIntervalSince1970: 1_700_000_000), foodCatalogue: 3)

    @Test("Content is served only at the revision it was read at")
    func servedAtItsRevisionOnly() {
        let cache = RecipeContentCache()
        let id = UUID()
        cache.remember(Self.content("1 egg"), of: id, at: Self.monday)

        #expect(cache.content(of: id, at: Self.monday)?.ingredients.map(\.text) == ["1 egg"])
        var edited = Self.monday
        edited.updatedAt = Self.monday.updatedAt?.addingTimeInterval(0.001)
        #expect(cache.content(of: id, at: edited) == nil)
        var newFoods = Self.monday
        newFoods.foodCatalogue += 1
        #expect(cache.content(of: id, at: newFoods) == nil)
    }

    @Test("A newer revision replaces the older one")
    func newerRevisionReplaces() {
        let cache = RecipeContentCache()
        let id = UUID()
        var edited = Self.monday
        edited.updatedAt = Date(timeIntervalSince1970: 1_800_000_000)
        cache.remember(Self.content("1 egg"), of: id, at: Self.monday)
        cache.remember(Self.content("2 eggs"), of: id, at: edited)

        #expect(cache.content(of: id, at: Self.monday) == nil)
        #expect(cache.content(of: id, at: edited)?.ingredients.map(\.text) == ["2 eggs"])
    }

    @Test("However many recipes are read, at most its capacity is kept")
    func boundedByCapacity() {
        let cache = RecipeContentCache()
        let ids = (0..<(RecipeContentCache.capacity * 2 + 1)).map { _ in UUID() }
        for id in ids { cache.remember(Self.content("1 egg"), of: id, at: Self.monday) }

        #expect(cache.count <= RecipeContentCache.capacity)
        #expect(cache.content(of: ids.last!, at: Self.monday) != nil)
    }
}
