import Foundation

/// One batch of a food in stock: what an item of the pantry holds.
public struct StockBatch: Hashable, Sendable {
    public var id: UUID
    public var amount: Double
    public var unit: StockUnit
    public var bestBefore: PantryDate?
    /// When it came into stock; of two batches with the same date, the older goes first.
    public var addedAt: Date

    public init(id: UUID, amount: Double, unit: StockUnit, bestBefore: PantryDate? = nil, addedAt: Date = Date(timeIntervalSince1970: 0)) {
        self.id = id
        self.amount = amount
        self.unit = unit
        self.bestBefore = bestBefore
        self.addedAt = addedAt
    }

    /// The order batches are used in: the one that expires first, then the one that came in
    /// first; batches without a best-before date after every dated one.
    public static func usageOrder(_ a: StockBatch, _ b: StockBatch) -> Bool {
        switch (a.bestBefore, b.bestBefore) {
        case (let x?, let y?) where x != y: return x < y
        case (_?, nil): return true
        case (nil, _?): return false
        default: return a.addedAt != b.addedAt ? a.addedAt < b.addedAt : a.id.uuidString < b.id.uuidString
        }
    }
}

/// What taking an amount from a batch did.
public struct StockTake: Hashable, Sendable {
    public var batchID: UUID
    /// How much was taken, in the batch's unit.
    public var amount: Double
    /// The batch's amount before and after.
    public var from: Double
    public var to: Double

    public init(batchID: UUID, amount: Double, from: Double, to: Double) {
        self.batchID = batchID
        self.amount = amount
        self.from = from
        self.to = to
    }
}

/// The batches of one food, as they are used up: amounts are compared on the food's scales,
/// and taken from the batch that expires first.
///
/// Pieces stay pieces: when every batch counts the food itself ("12 eggs", "6 large"), a recipe's
/// "2 large eggs" takes two of them, whatever size they are, instead of their weight.
public struct StockPool: Sendable {
    public private(set) var batches: [StockBatch]
    public let measures: FoodMeasures?

    public init(_ batches: [StockBatch], measures: FoodMeasures?) {
        self.batches = batches.sorted(by: StockBatch.usageOrder)
        self.measures = measures
    }

    /// True when every batch with something in it counts pieces of the food itself.
    public var countsPieces: Bool {
        let present = batches.filter { $0.amount > 0 }
        return !present.isEmpty && present.allSatisfy { $0.unit.unit == nil }
    }

    /// The scale amounts of `unit` are compared on in this pool, and how many of it one unit is.
    public func scale(of unit: StockUnit) -> (scale: StockScale, perUnit: Double) {
        if unit.unit == nil, countsPieces { return (.count(""), 1) }
        return unit.scale(using: measures)
    }

    /// How much the pool holds on `scale` (batches on other scales do not count).
    public func available(on scale: StockScale) -> Double {
        var total = 0.0
        for batch in batches where batch.amount > 0 {
            let (batchScale, perUnit) = self.scale(of: batch.unit)
            if batchScale == scale { total += batch.amount * perUnit }
        }
        return StockNumber.clean(total)
    }

    /// How much the pool holds, in `unit` (only what converts to it).
    public func available(in unit: StockUnit) -> Double {
        let (scale, perUnit) = scale(of: unit)
        return StockNumber.clean(available(on: scale) / perUnit)
    }

    /// Takes `amount` of `unit`, first-expiring first, when the pool holds all of it; otherwise
    /// takes nothing and returns nil.
    public mutating func take(_ amount: Double, of unit: StockUnit) -> [StockTake]? {
        let (scale, perUnit) = scale(of: unit)
        // Decided before taking: emptying a batch must not change how the rest is measured.
        let scales = batches.map { self.scale(of: $0.unit) }
        var remaining = amount * perUnit
        guard StockNumber.covers(available(on: scale), remaining) else { return nil }
        var takes: [StockTake] = []
        for index in batches.indices where remaining > 0 {
            let batch = batches[index]
            let (batchScale, batchPerUnit) = scales[index]
            guard batchScale == scale, batch.amount > 0, batchPerUnit > 0 else { continue }
            let held = batch.amount * batchPerUnit
            // What is left within rounding of a batch empties it, rather than leaving a crumb.
            let takesAll = StockNumber.covers(remaining, held)
            let taken = takesAll ? batch.amount : StockNumber.clean(remaining / batchPerUnit)
            let left = takesAll ? 0 : StockNumber.clean(batch.amount - taken)
            batches[index].amount = left
            takes.append(StockTake(batchID: batch.id, amount: taken, from: batch.amount, to: left))
            remaining = takesAll ? remaining - held : 0
            if remaining < StockNumber.tolerance * max(1, amount * perUnit) { remaining = 0 }
        }
        return takes
    }
}
