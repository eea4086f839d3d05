/// The unit a stock amount is kept in: a unit of measure ("g", "cup", "clove", "can"), or
/// pieces of the food itself, optionally of the size the food is weighed by ("6 large" eggs).
///
/// "piece" is not a unit of its own here: "3 pieces" of a food and "3" of it are the same
/// thing, and keeping them apart would make the same eggs impossible to add up.
public struct StockUnit: Hashable, Sendable {
    /// The measure; nil counts the food itself.
    public let unit: Unit?
    /// For counted food, the size its weight is given for: "large", "medium", "small".
    public let size: String?

    /// Pieces of the food itself, unsized.
    public static let each = StockUnit(nil)

    /// `unit`, or pieces of the food (of `size`) when it is nil or "piece".
    public init(_ unit: Unit?, size: String? = nil) {
        if let unit, unit != .piece {
            self.unit = unit
            self.size = nil
        } else {
            self.unit = nil
            self.size = size.map(FoodMeasures.canonicalSize).flatMap { $0.isEmpty ? nil : $0 }
        }
    }

    /// Reads a unit as forms, devices and recipes write it: canonical names and every spelling the
    /// ingredient parser knows ("grams", "Tbsp", "шт"), nothing / "each" / "pieces" for counted
    /// food, and a size ("large", "extra-large") for counted food of that size. Nil for anything else.
    public init?(parsing text: String) {
        let trimmed = text.trimmingSpaces().lowercased()
        if trimmed.isEmpty || Self.pieceWords.contains(trimmed) {
            self = .each
            return
        }
        if let size = Self.size(trimmed) {
            self.init(nil, size: size)
            return
        }
        if let unit = Unit.named(trimmed) ?? Unit(parsing: trimmed) {
            self.init(unit)
            return
        }
        return nil
    }

    /// What the API and the database hold: the unit's canonical name ("g", "fl oz", "clove"), the
    /// size ("large"), or "" for unsized pieces.
    public var code: String {
        unit?.name ?? size ?? ""
    }

    /// The unit `code` names; nil for a code no version of Larder wrote.
    public init?(code: String) {
        if code.isEmpty {
            self = .each
        } else if let unit = Unit.named(code) {
            self.init(unit)
        } else if let size = Self.size(code) {
            self.init(nil, size: size)
        } else {
            return nil
        }
    }

    /// "250 g", "1 1/2 cups", "6 large", "3": the amount with its unit, as cooks write it.
    public func format(_ amount: Double, wording: AmountWording = .english) -> String {
        let exact = Rational(approximating: amount, maxDenominator: 1000)
        let value = wording.amount(amount, style: AmountFormatter.style(for: unit))
        if let unit { return "\(value) \(wording.unit(unit, after: exact))" }
        if let size { return "\(value) \(wording.size(size, after: exact))" }
        return value
    }

    /// The units a stock form offers for a food: weights always; volumes when the food has a
    /// volume weight or a density; the count units and sizes it is weighed by; and plain pieces.
    /// Without a food (a free-named item) every everyday unit is offered.
    public static func choices(for measures: FoodMeasures?) -> [StockUnit] {
        var choices: [StockUnit] = [StockUnit(.gram), StockUnit(.kilogram)]
        let volumes: [Unit] = [.milliliter, .liter, .teaspoon, .tablespoon, .cup]
        guard let measures else {
            return choices + volumes.map { StockUnit($0) } + [.each, StockUnit(.can), StockUnit(.package), StockUnit(.bunch)]
        }
        if measures.gramsPerMilliliter != nil || measures.weights.contains(where: { $0.unit?.dimension == .volume }) {
            choices += volumes.map { StockUnit($0) }
        }
        choices.append(.each)
        for weight in measures.weights {
            let candidate: StockUnit
            if let unit = weight.unit {
                guard unit.dimension == .count else { continue }
                candidate = StockUnit(unit)
            } else if let size = weight.size {
                candidate = StockUnit(nil, size: size)
            } else {
                continue
            }
            if !choices.contains(candidate) { choices.append(candidate) }
        }
        return choices
    }

    private static let pieceWords: Set<String> = ["each", "piece", "pieces", "pc", "pcs", "шт", "шт.", "штук", "штуки", "штука"]

    private static let sizes: Set<String> = ["small", "medium", "large", "extra-large", "extra-small", "jumbo"]

    private static func size(_ text: String) -> String? {
        let canonical = FoodMeasures.canonicalSize(text.replacingOccurrences(of: " ", with: "-"))
        return sizes.contains(canonical) ? canonical : nil
    }
}

extension StockUnit: CustomStringConvertible {
    public var description: String { code.isEmpty ? "each" : code }
}
