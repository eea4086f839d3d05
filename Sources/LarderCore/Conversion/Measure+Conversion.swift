extension Measure {
    /// The same amount in `target`: exact within mass, volume or length
    /// ("2 tbsp" → "6 tsp"), and across them through `food`'s household
    /// weights, preferring a weight for the very unit, then any weight of the
    /// same dimension, then the density ("1 cup flour" → 125 g).
    ///
    /// `size` picks a sized weight for counted food ("large" egg); with no
    /// size, an unsized weight is used, else the "medium" one.
    /// - Returns: the converted measure, or why it cannot be converted.
    public func converted(
        to target: Unit?, using food: FoodMeasures? = nil, size: String? = nil
    ) -> Result<Measure, ConversionFailure> {
        if unit == target { return .success(self) }
        if let from = unit, let to = target, from.dimension == to.dimension, from.dimension != .count,
            let fromFactor = from.baseFactor, let toFactor = to.baseFactor
        {
            let ratio = fromFactor / toFactor
            return .success(Measure(quantity.scaled(by: ratio), to))
        }
        guard let food else { return .failure(.needsFoodMeasures(from: unit, to: target)) }
        let sourceGrams: Rational
        let targetGrams: Rational
        switch (food.gramsPerUnit(unit, size: size), food.gramsPerUnit(target, size: size)) {
        case (.failure(let failure), _), (_, .failure(let failure)):
            return .failure(failure)
        case (.success(let from), .success(let to)):
            sourceGrams = from
            targetGrams = to
        }
        return .success(Measure(quantity.scaled(by: sourceGrams / targetGrams), target))
    }

    /// The amount in grams, through `food` for volumes and counts.
    public func grams(using food: FoodMeasures? = nil, size: String? = nil) -> Result<Quantity, ConversionFailure> {
        converted(to: .gram, using: food, size: size).map(\.quantity)
    }
}

extension FoodMeasures {
    /// Grams in one `unit` of this food (nil: one piece of the food itself).
    func gramsPerUnit(_ unit: Unit?, size: String?) -> Result<Rational, ConversionFailure> {
        guard let unit else { return countWeight(nil, size: size) }
        switch unit.dimension {
        case .mass:
            return unit.baseFactor.map { .success($0) } ?? .failure(.noCountWeight(unit, size: size))
        case .volume:
            if let exact = weights.first(where: { $0.unit == unit })?.gramsPerUnit { return .success(exact) }
            if let milliliters = unit.baseFactor,
                let perMilliliter = gramsPerMilliliterFromWeights ?? gramsPerMilliliter
            {
                return .success(perMilliliter * milliliters)
            }
            return .failure(.noVolumeWeight(unit))
        case .length:
            if let exact = weights.first(where: { $0.unit == unit })?.gramsPerUnit { return .success(exact) }
            return .failure(.noLengthWeight(unit))
        case .count:
            return countWeight(unit, size: size)
        }
    }

    /// Grams per millilitre implied by the first volume weight, if any.
    private var gramsPerMilliliterFromWeights: Rational? {
        for weight in weights {
            if let unit = weight.unit, unit.dimension == .volume, let milliliters = unit.baseFactor,
                let perUnit = weight.gramsPerUnit
            {
                return perUnit / milliliters
            }
        }
        return nil
    }

    /// The weight of one counted piece: same unit and size; without a size, unsized, then "medium".
    private func countWeight(_ unit: Unit?, size: String?) -> Result<Rational, ConversionFailure> {
        // A food counted by itself ("2 eggs") may be weighed "per piece".
        let units: [Unit?] = unit == nil ? [nil, .piece] : [unit]
        let wanted = size.map(FoodMeasures.canonicalSize)
        for candidate in units {
            let sameUnit = weights.filter { $0.unit == candidate }
            let match =
                wanted.map { size in sameUnit.first { $0.size.map(Self.canonicalSize) == size } }
                ?? (sameUnit.first { $0.size == nil } ?? sameUnit.first { $0.size == "medium" })
            if let grams = match?.gramsPerUnit { return .success(grams) }
        }
        return .failure(.noCountWeight(unit, size: size))
    }
}

extension FoodMeasures {
    /// "lg" → "large", "med" → "medium", "sm" → "small": sizes as food tables write them.
    static func canonicalSize(_ size: String) -> String {
        switch size.lowercased() {
        case "lg", "lge", "big": "large"
        case "md", "med", "medium-size", "medium-sized": "medium"
        case "sm", "little": "small"
        case "xl", "x-large", "extra large": "extra-large"
        case let other: other
        }
    }
}
