/// An exact fraction, so that kitchen amounts keep their meaning: 1/3 stays
/// 1/3, and 1/3 × 3 is exactly 1 rather than 0.9999.
///
/// Always normalised: the denominator is positive and shares no factor with
/// the numerator, so equal values compare and hash equal. Arithmetic reduces
/// across operands before multiplying, which keeps kitchen-sized numbers far
/// from 64-bit limits; a result that would still overflow is rounded to the
/// nearest fraction with a denominator of at most one million (see
/// `init(approximating:maxDenominator:)`) instead of trapping.
public struct Rational: Hashable, Comparable, Sendable {
    /// The signed numerator, in lowest terms.
    public let numerator: Int64
    /// The positive denominator, in lowest terms.
    public let denominator: Int64

    /// Creates `numerator / denominator`, or nil when the denominator is zero.
    public init?(_ numerator: Int64, _ denominator: Int64) {
        guard denominator != 0 else { return nil }
        self.init(normalising: numerator, denominator)
    }

    /// Creates a whole number.
    public init(_ integer: Int) {
        numerator = Int64(integer)
        denominator = 1
    }

    /// Reduces to lowest terms with a positive denominator; `d` must not be 0.
    /// Values whose sign flip would overflow (`Int64.min`) are approximated.
    init(normalising n: Int64, _ d: Int64) {
        if n == .min || d == .min {
            self.init(approximating: Double(n) / Double(d))
            return
        }
        let divisor = Rational.gcd(n, d)
        let sign: Int64 = d < 0 ? -1 : 1
        self.init(uncheckedNumerator: sign * n / divisor, denominator: sign * d / divisor)
    }

    /// Builds a value already known to be in lowest terms.
    private init(uncheckedNumerator n: Int64, denominator d: Int64) {
        numerator = n
        denominator = d
    }

    /// 0 and 1, for readable arithmetic.
    public static let zero = Rational(0)
    public static let one = Rational(1)

    /// The value as a floating-point number, for display and measurement.
    public var doubleValue: Double { Double(numerator) / Double(denominator) }

    /// True when the value has no fractional part.
    public var isInteger: Bool { denominator == 1 }

    /// The whole-number part, rounded toward zero ("1 1/2" → 1).
    public var wholePart: Int64 { numerator / denominator }

    /// What is left after the whole part ("1 1/2" → 1/2), with the sign of the value.
    public var fractionalPart: Rational {
        Rational(uncheckedNumerator: numerator % denominator, denominator: denominator)
    }

    /// True above zero.
    public var isPositive: Bool { numerator > 0 }

    static func gcd(_ a: Int64, _ b: Int64) -> Int64 {
        var x = a.magnitude
        var y = b.magnitude
        while y != 0 { (x, y) = (y, x % y) }
        return x == 0 ? 1 : Int64(truncatingIfNeeded: x)
    }
}

// MARK: - Arithmetic

extension Rational {
    public static func + (lhs: Rational, rhs: Rational) -> Rational {
        // a/b + c/d over the least common denominator keeps the numbers small.
        let g = gcd(lhs.denominator, rhs.denominator)
        let lhsScale = rhs.denominator / g
        let rhsScale = lhs.denominator / g
        guard
            let left = checkedMultiply(lhs.numerator, lhsScale),
            let right = checkedMultiply(rhs.numerator, rhsScale),
            let sum = checkedAdd(left, right),
            let denominator = checkedMultiply(lhs.denominator, lhsScale)
        else { return Rational(approximating: lhs.doubleValue + rhs.doubleValue) }
        return Rational(normalising: sum, denominator)
    }

    public static func - (lhs: Rational, rhs: Rational) -> Rational {
        lhs + (-rhs)
    }

    public static prefix func - (value: Rational) -> Rational {
        Rational(normalising: 0 &- value.numerator, value.denominator)
    }

    public static func * (lhs: Rational, rhs: Rational) -> Rational {
        // Cross-reduce first: (a/b)(c/d) = (a/g1)(c/g2) / ((b/g2)(d/g1)).
        let g1 = gcd(lhs.numerator, rhs.denominator)
        let g2 = gcd(rhs.numerator, lhs.denominator)
        guard
            let n = checkedMultiply(lhs.numerator / g1, rhs.numerator / g2),
            let d = checkedMultiply(lhs.denominator / g2, rhs.denominator / g1)
        else { return Rational(approximating: lhs.doubleValue * rhs.doubleValue) }
        return Rational(normalising: n, d)
    }

    /// Division; dividing by zero is a programming error, as it is for `Int`.
    public static func / (lhs: Rational, rhs: Rational) -> Rational {
        precondition(rhs.numerator != 0, "Rational division by zero")
        return lhs * Rational(normalising: rhs.denominator, rhs.numerator)
    }

    public static func += (lhs: inout Rational, rhs: Rational) { lhs = lhs + rhs }
    public static func -= (lhs: inout Rational, rhs: Rational) { lhs = lhs - rhs }
    public static func *= (lhs: inout Rational, rhs: Rational) { lhs = lhs * rhs }

    public static func < (lhs: Rational, rhs: Rational) -> Bool {
        // Compare a/b < c/d as a·d < c·b, falling back to doubles on overflow.
        if let left = checkedMultiply(lhs.numerator, rhs.denominator),
            let right = checkedMultiply(rhs.numerator, lhs.denominator)
        {
            return left < right
        }
        return lhs.doubleValue < rhs.doubleValue
    }

    private static func checkedMultiply(_ a: Int64, _ b: Int64) -> Int64? {
        let (result, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? nil : result
    }

    private static func checkedAdd(_ a: Int64, _ b: Int64) -> Int64? {
        let (result, overflow) = a.addingReportingOverflow(b)
        return overflow ? nil : result
    }
}

// MARK: - From floating point

extension Rational {
    /// The closest fraction to `value` whose denominator is at most
    /// `maxDenominator` (continued fractions). Used to read measured or
    /// computed doubles (0.333 → 1/3 with `maxDenominator: 8`) and as the
    /// overflow fallback. Not-a-number and infinities become zero.
    public init(approximating value: Double, maxDenominator: Int64 = 1_000_000) {
        guard value.isFinite else {
            self = .zero
            return
        }
        // Beyond 2^53 a double holds no fraction; keep the whole number, clamped to 64 bits.
        if abs(value) >= 9e15 {
            let clamped = min(abs(value), 9.2e18)
            self.init(uncheckedNumerator: Int64(clamped) * (value < 0 ? -1 : 1), denominator: 1)
            return
        }
        let limit = max(1, maxDenominator)
        let negative = value < 0
        var x = abs(value)
        // Convergents h/k of the continued fraction of x.
        var (h0, h1): (Int64, Int64) = (0, 1)
        var (k0, k1): (Int64, Int64) = (1, 0)
        for _ in 0..<64 {
            let a = Int64(x.rounded(.down))
            let (h2, k2) = (a * h1 + h0, a * k1 + k0)
            if k2 > limit {
                // The best semiconvergent that still fits the limit.
                let step = (limit - k0) / k1
                let (hs, ks) = (step * h1 + h0, step * k1 + k0)
                if abs(Double(hs) / Double(ks) - abs(value)) < abs(Double(h1) / Double(k1) - abs(value)) {
                    (h1, k1) = (hs, ks)
                }
                break
            }
            (h0, h1, k0, k1) = (h1, h2, k1, k2)
            let remainder = x - Double(a)
            if remainder < 1e-12 { break }
            x = 1 / remainder
        }
        self.init(normalising: negative ? -h1 : h1, k1)
    }
}

extension Rational: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) { self.init(value) }
}

extension Rational: CustomStringConvertible {
    /// "3", "1/2", "-7/4": the exact value, for logs and tests. Cooks' text
    /// ("1 3/4") comes from `AmountFormatter`.
    public var description: String {
        denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)"
    }
}
