/// How much of something: one exact amount, or a range such as "2-3".
///
/// A line with no amount ("salt to taste", "pinch of sugar") has no
/// `Quantity` at all; callers hold a `Quantity?`.
public enum Quantity: Hashable, Sendable {
    /// A single amount: "1 1/2", "0.5", "a", "one", "½".
    case exact(Rational)
    /// A low and a high amount: "2-3", "2 to 3", "2 or 3". `low` ≤ `high`.
    case range(Rational, Rational)

    /// A range from two amounts, in order; equal ends collapse to `.exact`.
    public static func between(_ a: Rational, _ b: Rational) -> Quantity {
        if a == b { return .exact(a) }
        return a < b ? .range(a, b) : .range(b, a)
    }

    /// The amount, or the low end of a range.
    public var low: Rational {
        switch self {
        case .exact(let value), .range(let value, _): value
        }
    }

    /// The high end of a range; nil for an exact amount.
    public var high: Rational? {
        switch self {
        case .exact: nil
        case .range(_, let value): value
        }
    }

    /// The largest amount the quantity allows (the high end of a range).
    public var upperBound: Rational { high ?? low }

    /// Both ends multiplied by `factor` ("2-3" × 2 = "4-6").
    public func scaled(by factor: Rational) -> Quantity {
        switch self {
        case .exact(let value): .exact(value * factor)
        case .range(let a, let b): .between(a * factor, b * factor)
        }
    }

    /// Applies `transform` to every end of the quantity.
    func mapEnds(_ transform: (Rational) -> Rational) -> Quantity {
        switch self {
        case .exact(let value): .exact(transform(value))
        case .range(let a, let b): .between(transform(a), transform(b))
        }
    }
}

extension Quantity: CustomStringConvertible {
    public var description: String {
        switch self {
        case .exact(let value): value.description
        case .range(let a, let b): "\(a)-\(b)"
        }
    }
}
