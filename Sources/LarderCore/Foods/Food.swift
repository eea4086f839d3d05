/// Where a food's facts come from.
public enum FoodSource: String, CaseIterable, Hashable, Sendable, Codable {
    /// The everyday foods written by the Larder team and shipped with it.
    case starter
    /// The USDA National Nutrient Database for Standard Reference, imported by `larder import usda-sr`.
    case usda
    /// A food a household added itself.
    case household
}

/// One food of the food table: what it is called, its nutrients per 100 g of
/// the edible portion, and what its household measures weigh.
///
/// A plain value, shared by the server (which stores it), the command line and
/// a phone app; `source` and `sourceID` together identify it across imports.
public struct Food: Hashable, Sendable {
    /// Where the facts come from.
    public let source: FoodSource
    /// The source's own stable identifier: USDA's NDB_No ("01123"), a starter food's slug.
    public let sourceID: String
    /// The name as the source writes it: "Egg, whole, raw, fresh".
    public let name: String
    /// Other names people use: "hot dog" for a frankfurter, "cilantro" for coriander leaves.
    public let synonyms: [String]
    /// The food group: "Dairy and Egg Products".
    public let group: String?
    /// Nutrients per 100 g of the edible portion; unmeasured nutrients are nil, not zero.
    public let nutrients: NutrientValues
    /// Household measures as the source lists them: "1 cup = 125 g", "1 large = 50 g".
    public let portions: [FoodPortion]
    /// How everyday the food is, from 0 (obscure, branded, industrial) to 1
    /// (a staple in its basic form); search and matching prefer common foods.
    public let commonness: Double
    /// The portions Larder understands, ready for converting amounts to grams.
    public let measures: FoodMeasures

    public init(
        source: FoodSource,
        sourceID: String,
        name: String,
        synonyms: [String] = [],
        group: String? = nil,
        nutrients: NutrientValues,
        portions: [FoodPortion] = [],
        commonness: Double = 0.5
    ) {
        self.source = source
        self.sourceID = sourceID
        self.name = name
        self.synonyms = synonyms
        self.group = group
        self.nutrients = nutrients
        self.portions = portions
        self.commonness = min(max(commonness, 0), 1)
        self.measures = FoodPortion.measures(portions, forFoodNamed: name, synonyms: synonyms)
    }

    /// Energy per 100 g, when measured.
    public var energyKcal: Double? { nutrients[.energyKcal] }
}

/// One household measure of a food as its source writes it: amount 1,
/// description "cup, chopped", 160 g.
public struct FoodPortion: Hashable, Sendable, Codable {
    /// How many of the measure: 1 in "1 cup", 3 in "3 cloves", 0.5 in ".5 cup".
    public var amount: Double
    /// The measure as written: "cup", "large", "slice, medium (1/8\" thick)".
    public var description: String
    /// What `amount` of the measure weighs.
    public var grams: Double

    public init(amount: Double, description: String, grams: Double) {
        self.amount = amount
        self.description = description
        self.grams = grams
    }
}
