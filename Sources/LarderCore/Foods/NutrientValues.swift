/// Amounts of nutrients, each in its `Nutrient.unit`: per 100 g of a food,
/// or the total of a recipe. A nutrient that was not measured has no value
/// (nil), which is not the same as zero: USDA leaves a field empty when it
/// was not analysed, and a sum says which nutrients some lines lacked.
public struct NutrientValues: Hashable, Sendable {
    /// One slot per `Nutrient.allCases`, in that order.
    private var slots: [Double?]

    /// No nutrient measured.
    public init() {
        slots = Array(repeating: nil, count: Nutrient.allCases.count)
    }

    /// The given values; the rest not measured.
    public init(_ values: [Nutrient: Double]) {
        self.init()
        for (nutrient, value) in values { self[nutrient] = value }
    }

    public subscript(_ nutrient: Nutrient) -> Double? {
        get { slots[nutrient.index] }
        set { slots[nutrient.index] = newValue.flatMap { $0.isFinite ? $0 : nil } }
    }

    /// The measured nutrients and their values, in catalogue order.
    public var measured: [(nutrient: Nutrient, value: Double)] {
        Nutrient.allCases.compactMap { nutrient in slots[nutrient.index].map { (nutrient, $0) } }
    }

    /// True when nothing is measured.
    public var isEmpty: Bool { slots.allSatisfy { $0 == nil } }

    /// Every measured value multiplied by `factor` (per 100 g × grams / 100).
    public func scaled(by factor: Double) -> NutrientValues {
        var result = self
        for index in result.slots.indices {
            if let value = result.slots[index] { result.slots[index] = value * factor }
        }
        return result
    }

    /// Adds `other` into these values; a nutrient measured on either side is measured in the sum.
    public mutating func add(_ other: NutrientValues) {
        for index in slots.indices {
            guard let value = other.slots[index] else { continue }
            slots[index] = (slots[index] ?? 0) + value
        }
    }
}

extension Nutrient {
    /// The position in `allCases`, computed once.
    var index: Int { Nutrient.indices[self] ?? 0 }

    private static let indices: [Nutrient: Int] = Dictionary(
        uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })
}

/// Encoded as an object keyed by nutrient name, leaving unmeasured nutrients out:
/// `{"energyKcal": 364, "protein": 10.3}`.
extension NutrientValues: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: NutrientKey.self)
        self.init()
        for nutrient in Nutrient.allCases {
            self[nutrient] = try container.decodeIfPresent(Double.self, forKey: NutrientKey(nutrient))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NutrientKey.self)
        for (nutrient, value) in measured {
            try container.encode(value, forKey: NutrientKey(nutrient))
        }
    }

    private struct NutrientKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }

        init(_ nutrient: Nutrient) { stringValue = nutrient.rawValue }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
