/// What one addition put on a shopping-list item: "1 cup" (of milk) from a recipe, "200 ml" added
/// by hand, or no amount at all ("salt to taste").
public struct ShoppingAmount: Hashable, Sendable {
    public var measure: Measure?
    /// The size written with a counted amount ("2 large eggs"), for weighing it.
    public var size: String?

    public init(_ measure: Measure?, size: String? = nil) {
        self.measure = measure
        self.size = size
    }
}

/// The amount of one item: the additions summed. Amounts that convert into each other through
/// the food's measures ("1 cup" and "200 ml" of milk; "1 lb" and "200 g") become one part;
/// amounts that do not ("2 cans" and "400 g" of tomatoes, without a can's weight) stay side by
/// side as separate parts — nothing is dropped.
public struct ShoppingTotal: Hashable, Sendable {
    public struct Part: Hashable, Sendable {
        public var measure: Measure
        /// More than one unit went into it (so it is shown in the list's own units).
        public var isMixed: Bool

        public init(measure: Measure, isMixed: Bool = false) {
            self.measure = measure
            self.isMixed = isMixed
        }
    }

    /// Each sum, in the order its first amount was added.
    public var parts: [Part] = []
    /// Some addition gave no amount.
    public var hasUnmeasured = false

    public init() {}

    /// `amounts` summed for a food with `food`'s measures (nil: only same-dimension conversion).
    public init(_ amounts: [ShoppingAmount], food: FoodMeasures?) {
        for amount in amounts { add(amount, food: food) }
    }

    public var measures: [Measure] { parts.map(\.measure) }

    /// Adds one amount: into the first part it converts to, else as a new part.
    public mutating func add(_ amount: ShoppingAmount, food: FoodMeasures?) {
        guard let measure = amount.measure else {
            hasUnmeasured = true
            return
        }
        for index in parts.indices {
            let part = parts[index]
            guard case .success(let converted) = measure.converted(to: part.measure.unit, using: food, size: amount.size)
            else { continue }
            parts[index].measure.quantity = Self.sum(part.measure.quantity, converted.quantity)
            if measure.unit != part.measure.unit { parts[index].isMixed = true }
            return
        }
        parts.append(Part(measure: measure, isMixed: false))
    }

    /// What is still needed when `stock` is on hand: each part less whatever of the stock
    /// converts to it, never below zero; parts fully covered disappear.
    public func subtracting(_ stock: [ShoppingAmount], food: FoodMeasures?) -> ShoppingTotal {
        var remaining = ShoppingTotal()
        remaining.hasUnmeasured = hasUnmeasured
        var available = ShoppingTotal(stock, food: food).parts.map(\.measure)
        for part in parts {
            var quantity = part.measure.quantity
            for index in available.indices {
                guard quantity.upperBound.isPositive,
                    case .success(let have) = available[index].converted(to: part.measure.unit, using: food)
                else { continue }
                let used = min(have.quantity.low, quantity.upperBound)
                quantity = Self.difference(quantity, used)
                // What is left of this stock, back in its own unit, for the next parts.
                let left = have.quantity.low - used
                if case .success(let back) = Measure(left, part.measure.unit).converted(to: available[index].unit, using: food) {
                    available[index] = back
                }
            }
            if quantity.upperBound.isPositive {
                remaining.parts.append(Part(measure: Measure(quantity, part.measure.unit), isMixed: part.isMixed))
            }
        }
        return remaining
    }

    static func sum(_ a: Quantity, _ b: Quantity) -> Quantity {
        if case .exact(let x) = a, case .exact(let y) = b { return .exact(x + y) }
        return .between(a.low + b.low, a.upperBound + b.upperBound)
    }

    /// `quantity` less `amount`, each end at least zero.
    static func difference(_ quantity: Quantity, _ amount: Rational) -> Quantity {
        let low = quantity.low - amount
        let high = quantity.upperBound - amount
        return .between(low.isPositive ? low : .zero, high.isPositive ? high : .zero)
    }
}

extension ShoppingTotal {
    /// The parts as a list in `system` shows them: a part already in the list's units stays as
    /// added (tidied: 1000 g → 1 kg); a part in the other system's units, or summed from several
    /// units, is shown in the list's units, rounded to what can be measured (1 cup + 200 ml →
    /// 437 ml, or 1 7/8 cups). On a metric list, a volume of a food bought by weight (flour,
    /// sugar, rice: `weighing` is its measures) is shown in grams, as the shop sells it.
    public func displayed(in system: MeasurementSystem, weighing: FoodMeasures? = nil) -> [Measure] {
        parts.map { part in
            let measure = part.measure
            guard let unit = measure.unit, unit.dimension == .mass || unit.dimension == .volume else { return measure }
            // Spoons are spoons in every kitchen.
            let spoons = Self.spoons.contains(unit) && !part.isMixed
            if system == .metric, unit.dimension == .volume, !spoons, let weighing,
                case .success(let grams) = measure.converted(to: .gram, using: weighing)
            {
                return Self.inListUnits(grams, in: .gram, system: system)
            }
            if !part.isMixed, unit.system == system || spoons { return measure.normalized() }
            return Self.inListUnits(measure, in: unit.dimension == .mass ? .gram : .milliliter, system: system)
        }
    }

    /// `measure` in grams or millilitres on a metric list (to the gram, halves below 10, then the
    /// tidier unit if clean); in US units otherwise.
    private static func inListUnits(_ measure: Measure, in base: Unit, system: MeasurementSystem) -> Measure {
        guard case .success(let inBase) = measure.converted(to: base) else { return measure }
        guard system == .metric else { return inBase.shown(in: .us) }
        let rounded = inBase.quantity.mapEnds { value in
            let step = value < Rational(10) ? Rational(normalising: 1, 2) : .one
            let multiples = (value / step).doubleValue.rounded()
            return multiples < 1 ? step : step * Rational(Int(multiples))
        }
        return Measure(rounded, base).normalized()
    }

    private static let spoons: Set<Unit> = [.teaspoon, .tablespoon, .dessertSpoon]

    /// "2 cans + 400 g", "437 ml", "3"; empty when no addition gave an amount.
    public func formatted(in system: MeasurementSystem, weighing: FoodMeasures? = nil) -> String {
        displayed(in: system, weighing: weighing).map { $0.formatted() }.joined(separator: " + ")
    }
}
