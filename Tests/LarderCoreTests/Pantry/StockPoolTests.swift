import Foundation
import Testing

@testable import LarderCore

@Suite("Batches are used first-expiring first")
struct StockPoolTests {
    let early = UUID()
    let late = UUID()
    let undated = UUID()

    func pool() -> StockPool {
        StockPool(
            [
                StockBatch(id: late, amount: 200, unit: StockUnit(.gram), bestBefore: PantryDate("2025-01-05")),
                StockBatch(id: undated, amount: 500, unit: StockUnit(.gram)),
                StockBatch(id: early, amount: 100, unit: StockUnit(.gram), bestBefore: PantryDate("2025-01-02")),
            ], measures: FoodMeasures(weights: [.init(1, .cup, grams: 125)]))
    }

    @Test("the batch that expires first empties first; undated batches come last")
    func firstExpiringFirst() throws {
        var pool = pool()
        let taken = pool.take(250, of: StockUnit(.gram))
        let takes = try #require(taken)
        #expect(takes.map(\.batchID) == [early, late])
        #expect(takes.map(\.amount) == [100, 150])
        #expect(pool.batches.first { $0.id == late }?.amount == 50)
        #expect(pool.batches.first { $0.id == undated }?.amount == 500)
    }

    @Test("an amount in cups is taken from batches in grams")
    func takesAcrossUnits() throws {
        var pool = pool()
        let taken = pool.take(2, of: StockUnit(.cup))
        let takes = try #require(taken)
        #expect(takes.reduce(0) { $0 + $1.amount } == 250)
    }

    @Test("more than the pool holds takes nothing")
    func shortTakesNothing() {
        var pool = pool()
        let taken = pool.take(801, of: StockUnit(.gram))
        #expect(taken == nil)
        #expect(pool.available(on: .grams) == 800)
    }

    @Test("a batch whose unit cannot be weighed is not counted on the grams scale")
    func otherScales() {
        let pool = StockPool(
            [StockBatch(id: UUID(), amount: 2, unit: StockUnit(.can)), StockBatch(id: UUID(), amount: 100, unit: StockUnit(.gram))],
            measures: nil)
        #expect(pool.available(on: .grams) == 100)
        #expect(pool.available(on: .count("can")) == 2)
    }

    @Test("eggs kept as pieces are taken as pieces, whatever size the recipe names")
    func piecesStayPieces() throws {
        let egg = FoodMeasures(weights: [.init(1, nil, size: "large", grams: 50), .init(1, nil, size: "medium", grams: 44)])
        var pool = StockPool([StockBatch(id: early, amount: 12, unit: .each)], measures: egg)
        let taken = pool.take(2, of: StockUnit(nil, size: "large"))
        let takes = try #require(taken)
        #expect(takes.map(\.amount) == [2])
        #expect(pool.available(in: .each) == 10)
        let weighed = StockPool([StockBatch(id: late, amount: 500, unit: StockUnit(.gram))], measures: egg)
        #expect(weighed.available(in: StockUnit(nil, size: "large")) == 10)
    }
}
