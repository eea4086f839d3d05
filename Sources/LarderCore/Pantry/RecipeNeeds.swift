import Foundation

/// What one recipe needs from stock, as "what can I cook" ranks it: each line's amount on the
/// scale stock is compared on, worked out once when the recipe is indexed.
public struct RecipeNeeds: Sendable {
    public var id: UUID
    public var householdID: UUID
    public var isPublic: Bool
    public var title: String
    public var lines: [Line]

    public struct Line: Sendable {
        public var text: String
        /// The ingredient's name as written; staples and free-named stock are matched by it.
        public var name: String
        public var key: StockKey
        public var unit: StockUnit
        /// In `unit`; nil when the line never blocks (optional, to taste, a heading).
        public var amount: Double?
        /// The scale it is compared with stock on, and how many of that scale one `unit` is.
        public var scale: StockScale
        public var perUnit: Double

        public init(text: String, name: String, key: StockKey, unit: StockUnit, amount: Double?, scale: StockScale, perUnit: Double) {
            self.text = text
            self.name = name
            self.key = key
            self.unit = unit
            self.amount = amount
            self.scale = scale
            self.perUnit = perUnit
        }

        /// The line as cooked at the recipe's own servings, on the scales of `measures` (the
        /// linked food's, when there is one).
        public init(_ line: CookLine, measures: FoodMeasures?) {
            let (scale, perUnit) = line.unit.scale(using: measures)
            self.init(text: line.text, name: line.name, key: line.key, unit: line.unit, amount: line.amount, scale: scale, perUnit: perUnit)
        }
    }

    public init(id: UUID, householdID: UUID, isPublic: Bool, title: String, lines: [Line]) {
        self.id = id
        self.householdID = householdID
        self.isPublic = isPublic
        self.title = title
        self.lines = lines
    }
}

/// What a household holds, added up per food (or free name) and scale, and how much of it is
/// expiring soon: the other side of "what can I cook".
///
/// Where a food's stock is all pieces ("12 eggs"), it is also counted in pieces, so that a recipe's
/// "2 large eggs" is two of them — as cooking counts it.
public struct StockLevels: Sendable {
    public var available: [StockKey: [StockScale: Double]]
    public var expiring: [StockKey: [StockScale: Double]]
    /// Pieces held of foods whose stock is all pieces, and how many of them expire soon.
    public var pieces: [StockKey: (all: Double, expiring: Double)]

    public init(
        available: [StockKey: [StockScale: Double]] = [:], expiring: [StockKey: [StockScale: Double]] = [:],
        pieces: [StockKey: (all: Double, expiring: Double)] = [:]
    ) {
        self.available = available
        self.expiring = expiring
        self.pieces = pieces
    }

    /// Adds up `pools`; batches whose ids are in `expiringSoon` also count as expiring.
    public init(pools: [StockKey: StockPool], expiringSoon: Set<UUID>) {
        self.init()
        for (key, pool) in pools {
            let countsPieces = pool.countsPieces
            for batch in pool.batches where batch.amount > 0 {
                let (scale, perUnit) = batch.unit.scale(using: pool.measures)
                available[key, default: [:]][scale, default: 0] += batch.amount * perUnit
                let soon = expiringSoon.contains(batch.id)
                if soon {
                    expiring[key, default: [:]][scale, default: 0] += batch.amount * perUnit
                }
                if countsPieces {
                    pieces[key, default: (0, 0)].all += batch.amount
                    if soon { pieces[key, default: (0, 0)].expiring += batch.amount }
                }
            }
        }
    }

    /// What there is of `key` for a line of `unit`: pieces for counted food when stock is pieces,
    /// otherwise the amount on the line's scale, in the line's unit.
    public func amount(of key: StockKey, for line: RecipeNeeds.Line) -> Double {
        if line.unit.unit == nil, let pieces = pieces[key] { return pieces.all }
        return (available[key]?[line.scale] ?? 0) / line.perUnit
    }
}

/// A recipe as "what can I cook" ranks it.
public struct CookableMatch: Sendable {
    public var recipeID: UUID
    public var title: String
    /// Lines that count: not optional, not to taste, not staples.
    public var required: Int
    /// Of those, how many stock fully covers.
    public var inStock: Int
    /// From 0 to 1: how much of what the recipe needs is in stock, each line counting the share
    /// of its amount that is there.
    public var share: Double
    /// How many lines' worth of soon-expiring stock the recipe would use.
    public var expiringUse: Double
    /// What is missing, line by line, in each line's unit.
    public var missing: [CookPlan.Shortage]

    public var missingCount: Int { required - inStock }
}
