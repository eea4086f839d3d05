import Foundation
import Testing

@testable import LarderCore

@Suite("Best-before dates and undoing changes")
struct PantryDateTests {
    @Test("days read, count and print without time zones")
    func days() throws {
        let date = try #require(PantryDate("2024-02-28"))
        #expect(date.adding(days: 1).text == "2024-02-29")
        #expect(date.adding(days: 2).text == "2024-03-01")
        #expect(date.days(to: try #require(PantryDate("2024-03-10"))) == 11)
        #expect(PantryDate("2025-02-29") == nil)
        #expect(PantryDate("2025-1-5") == nil)
        #expect(PantryDate(Date(timeIntervalSince1970: 86_400 * 365)).text == "1971-01-01")
    }

    @Test("an item is expired the day after its best-before date and expiring soon within the window")
    func freshness() throws {
        let today = try #require(PantryDate("2025-03-10"))
        #expect(Freshness.of(bestBefore: PantryDate("2025-03-09"), today: today, soonDays: 3) == .expired)
        #expect(Freshness.of(bestBefore: today, today: today, soonDays: 3) == .expiringSoon)
        #expect(Freshness.of(bestBefore: PantryDate("2025-03-13"), today: today, soonDays: 3) == .expiringSoon)
        #expect(Freshness.of(bestBefore: PantryDate("2025-03-14"), today: today, soonDays: 3) == .fresh)
        #expect(Freshness.of(bestBefore: nil, today: today, soonDays: 3) == .undated)
    }

    let milk = StockItemState(name: "Milk", amount: 1000, unit: "ml", location: "fridge")

    @Test("undoing an amount change moves the amount back by the change, keeping what happened since")
    func undoAmount() {
        var after = milk
        after.amount = 700
        var current = after
        current.amount = 500
        #expect(StockUndo.state(undoing: milk, after, on: current).amount == 800)
    }

    @Test("undoing never leaves less than nothing")
    func undoClamps() {
        var after = milk
        after.amount = 1600
        var current = after
        current.amount = 100
        #expect(StockUndo.state(undoing: milk, after, on: current).amount == 0)
    }

    @Test("undoing a move or a discard puts back only what that change touched")
    func undoFields() {
        var moved = milk
        moved.location = "freezer"
        var current = moved
        current.note = "half left"
        let undone = StockUndo.state(undoing: milk, moved, on: current)
        #expect(undone.location == "fridge")
        #expect(undone.note == "half left")
        var discarded = milk
        discarded.discardReason = "spoiled"
        #expect(StockUndo.state(undoing: milk, discarded, on: discarded).discardReason == nil)
    }

    @Test("undoing an arrival takes it back out of stock")
    func undoArrival() {
        let undone = StockUndo.state(undoing: nil, milk, on: milk)
        #expect(undone.amount == 0)
        #expect(undone.discardReason == StockUndo.undoneArrival)
    }

    @Test("a food's batches add up in one unit; what cannot be converted is kept apart")
    func totals() throws {
        let flour = FoodMeasures(weights: [.init(1, .cup, grams: 125)])
        let total = try #require(
            StockTotal.of(
                [
                    StockBatch(id: UUID(), amount: 1, unit: StockUnit(.kilogram)), StockBatch(id: UUID(), amount: 2, unit: StockUnit(.cup)),
                    StockBatch(id: UUID(), amount: 1, unit: StockUnit(.package)),
                ], measures: flour))
        #expect(total.unit == StockUnit(.gram))
        #expect(total.amount == 1250)
        #expect(total.others == [StockUnit(.package): 1])
    }
}
