/// Where amounts of one food are added up and compared: in grams whenever the food's measures
/// weigh the unit (so "2 cups" of flour in a recipe meets "500 g" of it in the pantry), and
/// otherwise on the unit's own scale — millilitres for volumes, millimetres for lengths, and each
/// count unit by itself ("3 cans" meets "2 cans", never "400 g").
public enum StockScale: Hashable, Sendable {
    case grams
    case milliliters
    case millimeters
    /// Pieces of a count unit, by its name; "" counts the food itself.
    case count(String)
}

extension StockUnit {
    /// The scale this unit's amounts are compared on for a food with `measures` (nil for a
    /// free-named item), and how many of that scale one of the unit is.
    public func scale(using measures: FoodMeasures?) -> (scale: StockScale, perUnit: Double) {
        if let unit, unit.dimension == .mass, let grams = unit.baseFactor {
            return (.grams, grams.doubleValue)
        }
        if let measures, case .success(let grams) = measures.gramsPerUnit(unit, size: size), grams.isPositive {
            return (.grams, grams.doubleValue)
        }
        guard let unit else { return (.count(""), 1) }
        switch unit.dimension {
        case .volume: return (.milliliters, unit.baseFactor?.doubleValue ?? 1)
        case .length: return (.millimeters, unit.baseFactor?.doubleValue ?? 1)
        case .mass: return (.grams, unit.baseFactor?.doubleValue ?? 1)
        case .count: return (.count(unit.name), 1)
        }
    }

    /// `amount` of this unit in `target`, through the food's measures; nil when the two are on
    /// different scales (a count the food has no weight for, a volume with no density).
    public func convert(_ amount: Double, to target: StockUnit, using measures: FoodMeasures?) -> Double? {
        if self == target { return amount }
        let from = scale(using: measures)
        let to = target.scale(using: measures)
        guard from.scale == to.scale, to.perUnit > 0 else { return nil }
        return StockNumber.clean(amount * from.perUnit / to.perUnit)
    }
}

/// Stock amounts are decimals; arithmetic on them is kept clean so that taking ten 125 g
/// portions from 1.25 kg leaves exactly nothing, not 2e-13 g.
public enum StockNumber {
    /// Differences smaller than this are rounding, not food.
    public static let tolerance = 1e-9

    /// `value` rounded to nine significant decimals, with rounding noise around zero removed.
    public static func clean(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        if abs(value) < tolerance { return 0 }
        let magnitude = (abs(value)).rounded(.up)
        let scale = magnitude >= 1 ? pow10(max(0, 9 - digits(magnitude))) : 1e9
        return (value * scale).rounded() / scale
    }

    /// True when `available` covers `needed`, allowing for rounding.
    public static func covers(_ available: Double, _ needed: Double) -> Bool {
        available + tolerance * max(1, abs(needed)) >= needed
    }

    private static func digits(_ value: Double) -> Int {
        var count = 0
        var rest = value
        while rest >= 1 {
            rest /= 10
            count += 1
        }
        return count
    }

    private static func pow10(_ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<exponent { result *= 10 }
        return result
    }
}
