/// A unit of measure as cooks use it: grams, cups, cloves, cans.
///
/// Units are compared by their canonical `name` ("tbsp", "cup", "clove").
/// Mass, volume and length units carry an exact factor to a base unit
/// (gram, millilitre, millimetre) so conversion within a dimension is exact;
/// count units ("clove", "can") only convert through a food's own measures.
public struct Unit: Hashable, Sendable {
    /// What a unit measures; conversion without a food stays within one.
    public enum Dimension: String, Hashable, Sendable {
        case mass, volume, length
        /// Pieces and containers: each count unit is its own kind of thing.
        case count
    }

    /// The canonical name, as printed by `larder parse`: "g", "tbsp", "fl oz", "clove".
    public let name: String
    /// The plural shown after amounts above one: "cups", "cloves"; abbreviations keep their form.
    public let pluralName: String
    /// What the unit measures.
    public let dimension: Dimension
    /// Which side of the metric/US divide the unit is on; nil for count units.
    public let system: MeasurementSystem?
    /// Base units (g, ml or mm) in one of this unit; nil for count units.
    public let baseFactor: Rational?

    init(
        _ name: String,
        plural: String? = nil,
        _ dimension: Dimension,
        _ system: MeasurementSystem? = nil,
        factor: Rational? = nil
    ) {
        self.name = name
        self.pluralName = plural ?? name
        self.dimension = dimension
        self.system = system
        self.baseFactor = factor
    }

    public static func == (lhs: Unit, rhs: Unit) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// The name to print after `amount`: plural above one ("2 cups"), singular otherwise ("1/2 cup").
    public func displayName(for amount: Rational) -> String {
        amount > .one ? pluralName : name
    }
}

/// Metric (g, ml) or US customary (oz, cup) units, for choosing what to display.
public enum MeasurementSystem: String, Hashable, Sendable, Codable {
    case metric
    case us
}

extension Unit: CustomStringConvertible {
    public var description: String { name }
}

/// Exact factors written as decimal fractions, so the catalogue reads like the definitions.
private func decimal(_ digits: Int64, scale: Int) -> Rational {
    var denominator: Int64 = 1
    for _ in 0..<scale { denominator *= 10 }
    return Rational(normalising: digits, denominator)
}

extension Unit {
    // Mass; base unit: gram.
    public static let gram = Unit("g", .mass, .metric, factor: 1)
    public static let kilogram = Unit("kg", .mass, .metric, factor: 1000)
    public static let milligram = Unit("mg", .mass, .metric, factor: decimal(1, scale: 3))
    /// Decagram, 10 g: Hungarian, Austrian and Polish recipes weigh in "dkg".
    public static let decagram = Unit("dag", .mass, .metric, factor: 10)
    /// Avoirdupois ounce, 28.349523125 g exactly.
    public static let ounce = Unit("oz", .mass, .us, factor: decimal(28_349_523_125, scale: 9))
    /// Avoirdupois pound, 453.59237 g exactly.
    public static let pound = Unit("lb", .mass, .us, factor: decimal(45_359_237, scale: 5))

    // Volume; base unit: millilitre. US units are exact multiples of the US teaspoon.
    public static let milliliter = Unit("ml", .volume, .metric, factor: 1)
    public static let centiliter = Unit("cl", .volume, .metric, factor: 10)
    public static let deciliter = Unit("dl", .volume, .metric, factor: 100)
    public static let liter = Unit("l", .volume, .metric, factor: 1000)
    /// US teaspoon, 4.92892159375 ml (1/6 US fluid ounce).
    public static let teaspoon = Unit("tsp", .volume, .us, factor: decimal(492_892_159_375, scale: 11))
    /// US tablespoon: 3 teaspoons, 14.78676478125 ml.
    public static let tablespoon = Unit("tbsp", .volume, .us, factor: decimal(1_478_676_478_125, scale: 11))
    /// Dessert spoon, 10 ml (UK, and the Slavic "десертна ложка").
    public static let dessertSpoon = Unit("dsp", .volume, .metric, factor: 10)
    /// US fluid ounce: 2 tablespoons, 29.5735295625 ml.
    public static let fluidOunce = Unit("fl oz", .volume, .us, factor: decimal(295_735_295_625, scale: 10))
    /// US cup: 16 tablespoons, 236.5882365 ml.
    public static let cup = Unit("cup", plural: "cups", .volume, .us, factor: decimal(2_365_882_365, scale: 7))
    /// Metric cup (Australia, Canada, NZ, South Africa recipes), 250 ml.
    public static let metricCup = Unit("metric cup", plural: "metric cups", .volume, .metric, factor: 250)
    /// The Slavic recipe glass (склянка, стакан): the 200 ml faceted glass of
    /// Soviet-era cookbooks, which is what "1 стакан борошна" means in them.
    public static let glass = Unit("glass", plural: "glasses", .volume, .metric, factor: 200)
    /// US pint: 2 cups, 473.176473 ml.
    public static let pint = Unit("pint", plural: "pints", .volume, .us, factor: decimal(473_176_473, scale: 6))
    /// US quart: 4 cups, 946.352946 ml.
    public static let quart = Unit("quart", plural: "quarts", .volume, .us, factor: decimal(946_352_946, scale: 6))
    /// US gallon: 16 cups, 3785.411784 ml.
    public static let gallon = Unit("gallon", plural: "gallons", .volume, .us, factor: decimal(3_785_411_784, scale: 6))

    // Length; base unit: millimetre. For "a 2-inch piece of ginger" and pan sizes.
    public static let millimeter = Unit("mm", .length, .metric, factor: 1)
    public static let centimeter = Unit("cm", .length, .metric, factor: 10)
    public static let inch = Unit("inch", plural: "inches", .length, .us, factor: decimal(254, scale: 1))

    /// Every unit Larder knows, in catalogue order.
    public static let all: [Unit] =
        [
            gram, kilogram, milligram, decagram, ounce, pound,
            milliliter, centiliter, deciliter, liter, teaspoon, tablespoon, dessertSpoon,
            fluidOunce, cup, metricCup, glass, pint, quart, gallon,
            millimeter, centimeter, inch,
        ] + countUnits

    private static let byName: [String: Unit] = Dictionary(
        all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// The unit whose canonical name is `name` ("tbsp", "clove"), or nil.
    public static func named(_ name: String) -> Unit? { byName[name] }
}
