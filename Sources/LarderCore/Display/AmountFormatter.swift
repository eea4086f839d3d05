/// Writes amounts the way cooks write them: "1/2", "1 1/3", "2 1/2" for cups,
/// spoons and counts; "250", "1.5" for metric weights and volumes; never
/// "2.5000".
public enum AmountFormatter {
    /// How an amount is written.
    public enum Style: Hashable, Sendable {
        /// Whole numbers and the fractions cooks measure with (halves, thirds,
        /// quarters, eighths): "1 1/3". Amounts no such fraction comes close to
        /// are written as decimals with at most two places.
        case fraction
        /// Decimals with sensible precision: "250", "12.5", "0.75".
        case decimal
    }

    /// The style that suits `unit`: decimals for metric units (except the
    /// metric cup and glass, measured like cups), fractions otherwise.
    public static func style(for unit: Unit?) -> Style {
        guard let unit, unit.system == .metric, unit.dimension != .count else { return .fraction }
        return unit == .metricCup || unit == .glass ? .fraction : .decimal
    }

    /// `value` written in `style`.
    public static func string(_ value: Rational, style: Style = .fraction) -> String {
        switch style {
        case .fraction: fractionString(value)
        case .decimal: decimalString(value.doubleValue)
        }
    }

    /// A measured or computed double ("1.333") written as cooks do ("1 1/3").
    public static func string(_ value: Double, style: Style = .fraction) -> String {
        switch style {
        case .fraction: fractionString(Rational(approximating: value))
        case .decimal: decimalString(value)
        }
    }

    /// A quantity; ranges as "2-3", or "1 1/2 to 2" when an end has a fraction.
    public static func string(_ quantity: Quantity, style: Style = .fraction) -> String {
        switch quantity {
        case .exact(let value):
            return string(value, style: style)
        case .range(let low, let high):
            let separator = style == .fraction && !(low.isInteger && high.isInteger) ? " to " : "-"
            return string(low, style: style) + separator + string(high, style: style)
        }
    }

    /// Denominators cooks measure with.
    private static let kitchenDenominators: [Int64] = [2, 3, 4, 8]

    private static func fractionString(_ value: Rational) -> String {
        if value.numerator < 0 { return "-" + fractionString(-value) }
        var whole = value.wholePart
        var fraction = value.fractionalPart
        if !fraction.isPositive { return String(whole) }
        if !kitchenDenominators.contains(fraction.denominator) {
            // Snap to the nearest kitchen fraction when one is within 1 % of the amount.
            let target = fraction.doubleValue
            var best: (numerator: Int64, denominator: Int64, error: Double)?
            for denominator in kitchenDenominators {
                let numerator = (target * Double(denominator)).rounded()
                let error = abs(numerator / Double(denominator) - target)
                if let current = best, error >= current.error - 1e-12 { continue }
                best = (Int64(numerator), denominator, error)
            }
            guard let best, best.error <= max(0.01 * value.doubleValue, 0.004) else {
                return decimalString(value.doubleValue, maxDecimals: 2)
            }
            if best.numerator == best.denominator {
                whole += 1
                return String(whole)
            }
            if best.numerator == 0 {
                return whole == 0 ? decimalString(value.doubleValue, maxDecimals: 2) : String(whole)
            }
            fraction = Rational(normalising: best.numerator, best.denominator)
        }
        let fractionText = "\(fraction.numerator)/\(fraction.denominator)"
        return whole == 0 ? fractionText : "\(whole) \(fractionText)"
    }

    /// Decimals: whole numbers from 100 up, one place from 10, two below; no trailing zeros.
    private static func decimalString(_ value: Double, maxDecimals: Int? = nil) -> String {
        let magnitude = abs(value)
        let places = maxDecimals ?? (magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : 2)
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = String(rounded)
        // Double's description may carry float noise ("0.30000000000000004"); cut to `places`.
        if let dot = text.firstIndex(of: ".") {
            let end = text.index(dot, offsetBy: places + 1, limitedBy: text.endIndex) ?? text.endIndex
            text = String(text[..<end])
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }
}
