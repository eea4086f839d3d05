import Testing

@testable import LarderCore

@Suite("Food search")
struct FoodIndexTests {
    let index = FoodIndex(FoodFixtures.foods)

    private func names(_ query: String, limit: Int = 20) -> [String] {
        index.search(query, limit: limit).positions.map { index.foods[$0].sourceID }
    }

    @Test("\"egg\" finds the whole egg before egg custard and eggplant")
    func egg() {
        let results = names("egg")
        #expect(results.first == "egg")
        #expect(results.firstIndex(of: "egg")! < results.firstIndex(of: "egg-custard")!)
        #expect(results.firstIndex(of: "egg")! < results.firstIndex(of: "eggplant")!)
    }

    @Test("\"milk\" finds milk before milk chocolate")
    func milk() {
        #expect(names("milk").prefix(2) == ["milk", "milk-choc-candy"])
    }

    @Test("\"flour\" finds all-purpose wheat flour first")
    func flour() {
        #expect(names("flour").first == "flour-ap")
    }

    @Test("Every word must begin a word of the name; the last may be unfinished")
    func prefixes() {
        #expect(names("chick bre").first == "breast")
        #expect(names("zzz").isEmpty)
    }

    @Test("Pages skip and limit, and the total counts every match")
    func paging() {
        let first = index.search("egg", offset: 0, limit: 2)
        let second = index.search("egg", offset: 2, limit: 2)
        #expect(first.positions.count == 2)
        #expect(first.total == second.total)
        #expect(Set(first.positions).isDisjoint(with: second.positions))
    }

    @Test("An empty query lists every food, most common first")
    func emptyQuery() {
        let page = index.search("", limit: 3)
        #expect(page.total == FoodFixtures.foods.count)
        #expect(index.foods[page.positions[0]].commonness == 0.9)
    }
}
