/// How a reader's language writes an amount with its unit: the unit's word, in the plural form the
/// amount takes ("1 зубчик", "3 зубчики", "5 зубчиків"), and the decimal separator ("1,5 л").
///
/// The plural rules are the interface's (passed in), so an amount agrees with the phrases around it.
public struct AmountWording: Sendable {
    public var units: UnitNames
    /// The CLDR plural category ("one", "few", "many", "other") of an amount.
    public var pluralCategory: @Sendable (Rational) -> String

    public init(units: UnitNames, pluralCategory: @escaping @Sendable (Rational) -> String) {
        self.units = units
        self.pluralCategory = pluralCategory
    }

    /// The units' own English names: "1/2 cup", "2 cups", "1.5 l".
    public static let english = AmountWording(units: .english) { $0 == .one ? "one" : "other" }

    /// `quantity` in `style`, with the language's decimal separator; a range as "2–3" outside English.
    func amount(_ quantity: Quantity, style: AmountFormatter.Style) -> String {
        guard units.decimalSeparator != "." else { return AmountFormatter.string(quantity, style: style) }
        let ends = [quantity.low] + (quantity.high.map { [$0] } ?? [])
        return ends.map { local(AmountFormatter.string($0, style: style)) }.joined(separator: "–")
    }

    /// A measured amount ("2.06") in `style`, with the language's decimal separator.
    func amount(_ value: Double, style: AmountFormatter.Style) -> String {
        local(AmountFormatter.string(value, style: style))
    }

    private func local(_ written: String) -> String {
        units.decimalSeparator == "." ? written : written.replacingOccurrences(of: ".", with: String(units.decimalSeparator))
    }

    /// The unit's word after `amount`.
    func unit(_ unit: Unit, after amount: Rational) -> String {
        units.name(of: unit, after: amount, category: pluralCategory(amount))
    }

    /// Counted food of `size` after `amount`.
    func size(_ size: String, after amount: Rational) -> String {
        units.name(ofSize: size, category: pluralCategory(amount))
    }
}
