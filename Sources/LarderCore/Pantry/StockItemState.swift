import Foundation

/// Everything about a pantry item that a change can touch, as the ledger records it before and
/// after each change.
public struct StockItemState: Codable, Hashable, Sendable {
    public var name: String
    public var foodID: UUID?
    public var amount: Double
    /// `StockUnit.code`.
    public var unit: String
    public var location: String
    /// "YYYY-MM-DD".
    public var bestBefore: String?
    public var openedOn: String?
    public var barcode: String?
    public var note: String?
    /// Why it left the pantry (eaten, expired, spoiled); nil while it is in stock.
    public var discardReason: String?

    public init(
        name: String, foodID: UUID? = nil, amount: Double, unit: String, location: String, bestBefore: String? = nil,
        openedOn: String? = nil, barcode: String? = nil, note: String? = nil, discardReason: String? = nil
    ) {
        self.name = name
        self.foodID = foodID
        self.amount = amount
        self.unit = unit
        self.location = location
        self.bestBefore = bestBefore
        self.openedOn = openedOn
        self.barcode = barcode
        self.note = note
        self.discardReason = discardReason
    }
}

/// Taking back one change of the ledger, on an item that may have changed since.
public enum StockUndo {
    /// The item's state once the change `before → after` is undone, the item being `current` now.
    ///
    /// The amount moves back by what the change moved it (so what happened since stays: undoing
    /// "+6 eggs" after 2 were eaten leaves none, not minus 2 — never below nothing); every other
    /// field the change touched goes back to what it was before it. Undoing an item's arrival
    /// (no `before`) takes all of it back out of stock.
    public static func state(undoing before: StockItemState?, _ after: StockItemState, on current: StockItemState) -> StockItemState {
        guard let before else {
            var removed = current
            removed.amount = StockNumber.clean(max(0, current.amount - after.amount))
            removed.discardReason = removed.amount == 0 ? undoneArrival : current.discardReason
            return removed
        }
        var state = current
        if before.amount != after.amount {
            state.amount = StockNumber.clean(max(0, current.amount + before.amount - after.amount))
        }
        if before.name != after.name { state.name = before.name }
        if before.foodID != after.foodID { state.foodID = before.foodID }
        if before.location != after.location { state.location = before.location }
        if before.bestBefore != after.bestBefore { state.bestBefore = before.bestBefore }
        if before.openedOn != after.openedOn { state.openedOn = before.openedOn }
        if before.barcode != after.barcode { state.barcode = before.barcode }
        if before.note != after.note { state.note = before.note }
        if before.discardReason != after.discardReason { state.discardReason = before.discardReason }
        return state
    }

    /// The discard reason of an item whose arrival was undone: it never was in stock.
    public static let undoneArrival = "undone"
}

/// A food's stock added up in one unit.
public struct StockTotal: Hashable, Sendable {
    public var amount: Double
    public var unit: StockUnit
    /// Batches whose unit cannot be converted to `unit`, added up by unit.
    public var others: [StockUnit: Double]

    public init(amount: Double, unit: StockUnit, others: [StockUnit: Double] = [:]) {
        self.amount = amount
        self.unit = unit
        self.others = others
    }

    /// Adds up `batches` of one food: in their unit when they share one; otherwise in the unit of
    /// the biggest batch, converting the others through the food's measures where they can be.
    public static func of(_ batches: [StockBatch], measures: FoodMeasures?) -> StockTotal? {
        let present = batches.filter { $0.amount > 0 }
        guard let first = present.first else { return nil }
        let units = Set(present.map(\.unit))
        if units.count > 1, present.allSatisfy({ $0.unit.unit == nil }) {
            // Pieces of every size are counted as pieces: 12 eggs and 6 large ones are 18 eggs.
            return StockTotal(amount: StockNumber.clean(present.reduce(0) { $0 + $1.amount }), unit: .each)
        }
        let unit: StockUnit
        if units.count == 1 {
            unit = first.unit
        } else {
            // Mixed units add up in grams when any batch is weighed; otherwise in the unit holding most.
            let weighed = present.map { batch -> (StockUnit, Double) in
                let (_, perUnit) = batch.unit.scale(using: measures)
                return (batch.unit, batch.amount * perUnit)
            }
            unit =
                present.contains(where: { $0.unit.unit?.dimension == .mass })
                ? StockUnit(.gram) : weighed.max(by: { $0.1 < $1.1 })?.0 ?? first.unit
        }
        var total = StockTotal(amount: 0, unit: unit, others: [:])
        for batch in present {
            if let converted = batch.unit.convert(batch.amount, to: unit, using: measures) {
                total.amount += converted
            } else {
                total.others[batch.unit, default: 0] += batch.amount
            }
        }
        total.amount = StockNumber.clean(total.amount)
        return total
    }
}
