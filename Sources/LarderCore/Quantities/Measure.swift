/// An amount with its unit: "1 1/2 cups", "200 g", "2-3 cloves", or "3"
/// (three of the thing itself, `unit == nil`).
public struct Measure: Hashable, Sendable {
    /// How much: an exact amount or a range.
    public var quantity: Quantity
    /// The unit; nil when the amount counts the food itself ("3 eggs").
    public var unit: Unit?

    /// `quantity` of `unit`; a nil unit counts the food itself.
    public init(_ quantity: Quantity, _ unit: Unit?) {
        self.quantity = quantity
        self.unit = unit
    }

    /// An exact `amount` of `unit`.
    public init(_ amount: Rational, _ unit: Unit?) {
        self.init(.exact(amount), unit)
    }
}

extension Measure: CustomStringConvertible {
    public var description: String {
        unit.map { "\(quantity) \($0.name)" } ?? quantity.description
    }
}
