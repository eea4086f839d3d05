/// What one food weighs by the household measures cooks use, so amounts in
/// cups, spoons or pieces can become grams: "1 cup = 125 g" (flour),
/// "1 large = 50 g" (egg), "1 clove = 3 g" (garlic), and a density for
/// volumes no weight covers.
///
/// Larder's food table (USDA household weights, the starter foods) fills
/// these in; conversion only reads them.
public struct FoodMeasures: Hashable, Sendable {
    /// One household measure and its weight.
    public struct HouseholdWeight: Hashable, Sendable {
        /// How many of the unit the weight is for: 1 in "1 cup = 125 g", 0.5 in "½ cup = 60 g".
        public var amount: Rational
        /// The unit; nil for the food counted by itself ("1 large egg").
        public var unit: Unit?
        /// The size the weight is for: "large", "medium"; nil when unsized.
        public var size: String?
        /// What that amount weighs.
        public var grams: Rational

        /// "1 cup = 125 g" is `HouseholdWeight(1, .cup, grams: 125)`; "1 large = 50 g" is
        /// `HouseholdWeight(1, nil, size: "large", grams: 50)`.
        public init(_ amount: Rational = 1, _ unit: Unit?, size: String? = nil, grams: Rational) {
            self.amount = amount
            self.unit = unit
            self.size = size?.lowercased()
            self.grams = grams
        }

        /// Grams in one of the unit.
        var gramsPerUnit: Rational? {
            amount.isPositive ? grams / amount : nil
        }
    }

    /// The food's household weights, in the order the food table lists them.
    public var weights: [HouseholdWeight]
    /// Grams per millilitre, used for volumes when no volume weight is known.
    public var gramsPerMilliliter: Rational?

    /// A food's measures; either part may be empty.
    public init(weights: [HouseholdWeight] = [], gramsPerMilliliter: Rational? = nil) {
        self.weights = weights
        self.gramsPerMilliliter = gramsPerMilliliter
    }
}

/// Why an amount could not be converted. Conversion never guesses: when the
/// food's measures do not say, it fails with the reason.
public enum ConversionFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// Crossing between mass, volume and counts needs a food's measures, and none were given.
    case needsFoodMeasures(from: Unit?, to: Unit?)
    /// The food has no weight for a volume, and no density to stand in.
    case noVolumeWeight(Unit)
    /// The food has no weight for this count unit or size ("1 clove", "1 large").
    case noCountWeight(Unit?, size: String?)
    /// Lengths ("a 2-inch piece") have no weight unless the food gives one.
    case noLengthWeight(Unit)

    public var description: String {
        switch self {
        case .needsFoodMeasures(let from, let to):
            "converting \(Self.name(from)) to \(Self.name(to)) needs the food's household weights or density"
        case .noVolumeWeight(let unit):
            "the food has no weight for a volume such as \(unit.name), and no density"
        case .noCountWeight(let unit, let size):
            "the food has no weight for one \([size, unit?.name].compactMap { $0 }.joined(separator: " ").nonEmpty ?? "piece")"
        case .noLengthWeight(let unit):
            "the food has no weight for a length in \(unit.name)"
        }
    }

    private static func name(_ unit: Unit?) -> String {
        unit.map { $0.name } ?? "a count"
    }
}

extension String {
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
