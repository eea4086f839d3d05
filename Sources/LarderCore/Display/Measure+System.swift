extension Measure {
    /// The amount in the other system's units, rounded to what a cook can
    /// measure: 1 cup → 237 ml, ½ tsp → 2.5 ml, 250 ml → 1 cup, 100 g → 3 1/2 oz,
    /// 1 kg → 2 1/4 lb. Count units, and units already in `system`, stay.
    /// This is for display: it rounds, so keep the original for arithmetic.
    public func shown(in system: MeasurementSystem) -> Measure {
        guard let unit, let current = unit.system, current != system, unit.dimension != .count,
            let factor = unit.baseFactor
        else { return self }
        let base = quantity.upperBound * factor  // g, ml or mm of the largest amount
        let target: (unit: Unit, step: Rational)
        switch (unit.dimension, system) {
        case (.mass, .us):
            target =
                base < Rational(454) ? (.ounce, Rational(normalising: 1, 4)) : (.pound, Rational(normalising: 1, 4))
        case (.mass, .metric):
            target = base < Rational(1000) ? (.gram, 1) : (.kilogram, Rational(normalising: 1, 100))
        case (.volume, .us):
            if base < Rational(14) {
                target = (.teaspoon, Rational(normalising: 1, 8))
            } else if base < Rational(59) {
                target = (.tablespoon, Rational(normalising: 1, 2))
            } else {
                target = (.cup, Rational(normalising: 1, 8))
            }
        case (.volume, .metric):
            if base >= Rational(1000) {
                target = (.liter, Rational(normalising: 1, 100))
            } else {
                target = (.milliliter, base < Rational(10) ? Rational(normalising: 1, 2) : 1)
            }
        case (.length, .us):
            target = (.inch, Rational(normalising: 1, 4))
        case (.length, .metric):
            target = base < Rational(10) ? (.millimeter, 1) : (.centimeter, Rational(normalising: 1, 2))
        default:
            return self
        }
        guard case .success(let converted) = converted(to: target.unit) else { return self }
        return Measure(converted.quantity.mapEnds { Self.round($0, toMultipleOf: target.step) }, target.unit)
    }

    /// `value` rounded to the nearest multiple of `step`, never to zero.
    private static func round(_ value: Rational, toMultipleOf step: Rational) -> Rational {
        let multiples = (value / step).doubleValue.rounded()
        guard multiples.isFinite, multiples < 1e15 else { return value }
        return multiples < 1 ? step : step * Rational(Int(multiples))
    }
}
