import Foundation
import Testing

@testable import LarderCore

@Suite("Stock units: reading them, and comparing amounts through a food")
struct StockUnitTests {
    let flour = FoodMeasures(weights: [.init(1, .cup, grams: 125)])
    let egg = FoodMeasures(weights: [.init(1, nil, size: "large", grams: 50), .init(1, nil, size: "medium", grams: 44)])
    let garlic = FoodMeasures(weights: [.init(1, .clove, grams: 3)])

    @Test("spellings, pieces and sizes read as the unit they mean")
    func parsing() {
        #expect(StockUnit(parsing: "grams") == StockUnit(.gram))
        #expect(StockUnit(parsing: "Tbsp") == StockUnit(.tablespoon))
        #expect(StockUnit(parsing: "cups") == StockUnit(.cup))
        #expect(StockUnit(parsing: "") == .each)
        #expect(StockUnit(parsing: "pieces") == .each)
        #expect(StockUnit(parsing: "шт") == .each)
        #expect(StockUnit(parsing: "Large") == StockUnit(nil, size: "large"))
        #expect(StockUnit(parsing: "cans") == StockUnit(.can))
        #expect(StockUnit(parsing: "handfuls of joy") == nil)
    }

    @Test("a unit's code reads back as the same unit")
    func codes() {
        for unit in [StockUnit(.gram), StockUnit(.fluidOunce), StockUnit(.clove), StockUnit(nil, size: "large"), .each] {
            #expect(StockUnit(code: unit.code) == unit)
        }
        #expect(StockUnit(code: "no such unit") == nil)
    }

    @Test("cups of flour meet grams of flour; large eggs meet grams of egg; cloves meet grams of garlic")
    func conversionThroughFood() {
        #expect(StockUnit(.cup).convert(2, to: StockUnit(.gram), using: flour) == 250)
        #expect(StockUnit(.gram).convert(500, to: StockUnit(.cup), using: flour) == 4)
        #expect(StockUnit(nil, size: "large").convert(6, to: StockUnit(.gram), using: egg) == 300)
        #expect(StockUnit(.clove).convert(4, to: StockUnit(.gram), using: garlic) == 12)
        #expect(StockUnit(.kilogram).convert(1.5, to: StockUnit(.gram), using: nil) == 1500)
    }

    @Test("without a weight a volume stays a volume and a can stays a can")
    func incomparable() {
        #expect(StockUnit(.liter).convert(1, to: StockUnit(.milliliter), using: nil) == 1000)
        #expect(StockUnit(.cup).convert(1, to: StockUnit(.gram), using: nil) == nil)
        #expect(StockUnit(.can).convert(2, to: StockUnit(.gram), using: flour) == nil)
        #expect(StockUnit(.can).convert(2, to: StockUnit(.can), using: nil) == 2)
    }

    @Test("the units offered for a food are its own measures plus weights and pieces")
    func choices() {
        let offered = StockUnit.choices(for: egg)
        #expect(offered.contains(StockUnit(.gram)))
        #expect(offered.contains(StockUnit(nil, size: "large")))
        #expect(offered.contains(.each))
        #expect(!offered.contains(StockUnit(.cup)))
        #expect(StockUnit.choices(for: flour).contains(StockUnit(.cup)))
    }

    @Test("amounts are written as cooks write them")
    func formatting() {
        #expect(StockUnit(.gram).format(250) == "250 g")
        #expect(StockUnit(.cup).format(1.5) == "1 1/2 cups")
        #expect(StockUnit(nil, size: "large").format(6) == "6 large")
        #expect(StockUnit.each.format(3) == "3")
    }

    @Test("ten 125 g portions taken from 1.25 kg leave exactly nothing")
    func cleanArithmetic() {
        var left = 1250.0
        for _ in 0..<10 { left = StockNumber.clean(left - 125) }
        #expect(left == 0)
        #expect(StockNumber.clean(0.1 + 0.2) == 0.3)
    }
}
