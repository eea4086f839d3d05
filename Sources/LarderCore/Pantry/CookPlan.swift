import Foundation

/// What a recipe line is matched against in stock: a food of the food table, or — for lines and
/// items no food is linked to — the name, in lower case with single spaces.
public enum StockKey: Hashable, Sendable {
    case food(UUID)
    case name(String)

    /// The key of a free name: "Grandma's  Jam" and "grandma's jam" are the same thing.
    public static func named(_ name: String) -> StockKey {
        .name(normalisedName(name))
    }

    public static func normalisedName(_ name: String) -> String {
        name.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

/// One recipe line as cooking reads it: how much of what it takes from stock, or why it takes
/// nothing.
public struct CookLine: Hashable, Sendable {
    /// Why a line takes nothing from stock and never stops the cooking.
    public enum Skip: String, Hashable, Sendable {
        /// "For the sauce:" names a part of the recipe.
        case heading
        /// Marked optional.
        case optional
        /// No amount ("salt", "oil for frying") or "to taste".
        case toTaste
        /// One of the household's always-available staples.
        case staple
    }

    public var text: String
    /// The ingredient's name as the line writes it.
    public var name: String
    public var key: StockKey
    /// How much, in `unit`, already scaled to the servings cooked; nil when the line is skipped.
    public var amount: Double?
    public var unit: StockUnit
    public var skip: Skip?

    public init(text: String, name: String, key: StockKey, amount: Double?, unit: StockUnit, skip: Skip?) {
        self.text = text
        self.name = name
        self.key = key
        self.amount = amount
        self.unit = unit
        self.skip = skip
    }

    /// Reads a recipe line: its amount (the low end of a range, or the packages' total weight in
    /// "2 (14-ounce) cans") times `factor`, its unit, and whether it is skipped.
    public init(text: String, isOptional: Bool, foodID: UUID?, factor: Double, staples: [String]) {
        let parsed = IngredientLine.parse(text)
        self.text = text
        self.name = parsed.name
        self.key = foodID.map(StockKey.food) ?? StockKey.named(parsed.name)
        var amount = parsed.quantity.map { $0.low.doubleValue }
        var unit = StockUnit(parsed.unit, size: parsed.size)
        if let count = amount, let package = parsed.packageSize, let packageUnit = package.unit, packageUnit.dimension != .count {
            amount = count * package.quantity.low.doubleValue
            unit = StockUnit(packageUnit)
        }
        self.unit = unit
        if NutritionCalculator.isHeading(text, parsed) {
            skip = .heading
        } else if isOptional {
            skip = .optional
        } else if amount == nil || amount == 0 || Self.saysToTaste(parsed) {
            skip = .toTaste
        } else if staples.contains(where: { Staples.matches($0, name: parsed.name) }) {
            skip = .staple
        } else {
            skip = nil
        }
        self.amount = skip == nil ? amount.map { StockNumber.clean($0 * factor) } : nil
    }

    private static func saysToTaste(_ parsed: ParsedIngredient) -> Bool {
        [parsed.comment, parsed.purpose, parsed.preparation].contains { $0?.lowercased().contains("to taste") ?? false }
    }
}

/// Cooking a recipe from stock: every line's amount taken from the batches that expire first,
/// or — when anything is short — the list of what is missing, and nothing taken.
public struct CookPlan: Sendable {
    /// A line stock cannot cover, in the line's own unit.
    public struct Shortage: Hashable, Sendable {
        public var line: Int
        public var text: String
        public var name: String
        public var key: StockKey
        public var unit: StockUnit
        public var needed: Double
        public var available: Double
        public var shortfall: Double
    }

    /// An amount taken from one batch for one line.
    public struct Deduction: Hashable, Sendable {
        public var line: Int
        public var take: StockTake
    }

    public var deductions: [Deduction]
    public var shortages: [Shortage]
    /// Lines that take nothing, and why.
    public var skipped: [(line: Int, reason: CookLine.Skip)]

    /// True when every line is covered: the deductions may be applied.
    public var isReady: Bool { shortages.isEmpty }

    /// Plans taking `lines` from `pools` (each food's or free name's batches). Lines of the same
    /// food draw on the same batches in turn, so two lines cannot both count the same flour.
    public static func make(lines: [CookLine], pools: [StockKey: StockPool]) -> CookPlan {
        var pools = pools
        var plan = CookPlan(deductions: [], shortages: [], skipped: [])
        for (index, line) in lines.enumerated() {
            if let reason = line.skip {
                plan.skipped.append((index, reason))
                continue
            }
            guard let amount = line.amount, amount > 0 else { continue }
            var pool = pools[line.key] ?? StockPool([], measures: nil)
            if let takes = pool.take(amount, of: line.unit) {
                plan.deductions += takes.map { Deduction(line: index, take: $0) }
            } else {
                let available = pool.available(in: line.unit)
                // What there is goes to this line, so a later line of the same food is short too.
                _ = pool.take(available, of: line.unit)
                plan.shortages.append(
                    Shortage(
                        line: index, text: line.text, name: line.name, key: line.key, unit: line.unit, needed: amount,
                        available: available, shortfall: StockNumber.clean(amount - available)))
            }
            pools[line.key] = pool
        }
        return plan
    }
}

/// Pantry staples — salt, water, oil — that a household always has, so they never count as
/// missing and are never taken from stock.
public enum Staples {
    /// What a household's staples are until it says otherwise.
    public static let defaults = ["salt", "water", "oil"]

    /// True when the ingredient `name` is the staple: every word of the staple is in the name and
    /// the name ends in the staple's last word — "sea salt" and "olive oil" are staples "salt" and
    /// "oil", "salted butter" and "oil-packed tuna" are not.
    public static func matches(_ staple: String, name: String) -> Bool {
        let stapleWords = FoodText.words(staple).map(FoodText.singular)
        let nameWords = FoodText.words(name).map(FoodText.singular)
        guard let last = stapleWords.last, nameWords.last == last else { return false }
        return Set(stapleWords).isSubset(of: Set(nameWords))
    }
}
