/// One unit a diary amount of a food can be given in, and what one of it weighs for that food:
/// "g" (1 g), "cup" of milk (244 g), "large" egg (50 g), "slice" of bread, "serving" of a
/// household food.
public struct FoodUnitChoice: Hashable, Sendable {
    /// What the API and forms send: "g", "cup", "fl oz", "large", "large slice", "piece", "serving".
    public let key: String
    /// Grams in one of the unit, for this food.
    public let gramsPerUnit: Double

    /// How much the +/− buttons of a cart change an amount in this unit: 10 g or ml, a tenth
    /// of a kilogram, litre or pound, one of anything else.
    public var step: Double {
        switch key {
        case "g", "ml": 10
        case "kg", "l", "lb": 0.1
        default: 1
        }
    }
}

/// The units a food's diary amount may be given in: the ones the food core can weigh for it.
///
/// Weights always convert; volumes only when the food has a volume weight or a density;
/// pieces and sizes only as the food's household weights list them ("1 large = 50 g").
/// Conversion goes through `Measure.converted(to:using:size:)` and the food's `FoodMeasures`,
/// the same way recipe nutrition weighs ingredient lines.
public struct FoodUnits: Hashable, Sendable {
    public let choices: [FoodUnitChoice]

    /// The weight units every food converts.
    static let massUnits: [Unit] = [.gram, .kilogram, .ounce, .pound]
    /// The volume units offered when the food can be weighed by volume.
    static let volumeUnits: [Unit] = [.milliliter, .liter, .teaspoon, .tablespoon, .fluidOunce, .cup]

    public init(for food: Food) {
        var choices: [FoodUnitChoice] = []
        var seen: Set<String> = []
        func add(_ key: String, _ unit: Unit?, size: String?) {
            guard !seen.contains(key),
                case .success(let grams) = Measure(.one, unit).grams(using: food.measures, size: size)
            else { return }
            let each = NutritionCalculator.countedAmount(grams)
            guard each > 0, each.isFinite else { return }
            seen.insert(key)
            choices.append(FoodUnitChoice(key: key, gramsPerUnit: each))
        }
        for unit in Self.massUnits + Self.volumeUnits { add(unit.name, unit, size: nil) }
        for weight in food.measures.weights where weight.unit == nil || weight.unit?.dimension == .count {
            add(Self.key(unit: weight.unit, size: weight.size), weight.unit, size: weight.size)
        }
        // "2 eggs": a food weighed only by size counts a piece as a medium one.
        add("piece", nil, size: nil)
        // Per-serving foods (a household's own, from a label) are weighed by their serving,
        // which household measures leave out because recipes never write it.
        if let serving = food.portions.first(where: { $0.description.lowercased().hasPrefix("serving") }),
            serving.amount > 0, serving.grams > 0, !seen.contains("serving")
        {
            choices.append(FoodUnitChoice(key: "serving", gramsPerUnit: serving.grams / serving.amount))
        }
        self.choices = choices
    }

    /// The unit a person most likely counts this food in — a piece, a size, a slice, a serving —
    /// before any weight or volume; nil for a food only weighed or poured.
    public var preferred: FoodUnitChoice? {
        let measures = Set((Self.massUnits + Self.volumeUnits).map(\.name))
        return choices.first { !measures.contains($0.key) }
    }

    /// The choice `text` names: a key as listed ("cup", "large"), or another spelling of it
    /// ("cups", "grams", "tablespoon", "lg", "pieces", "each"); nil when the food cannot be
    /// weighed in it.
    public func choice(for text: String) -> FoodUnitChoice? {
        let wanted = text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !wanted.isEmpty else { return nil }
        if let exact = choices.first(where: { $0.key == wanted }) { return exact }
        if ["pieces", "each", "whole", "pc", "pcs"].contains(wanted) { return choice(for: "piece") }
        if let unit = Unit(parsing: wanted), let match = choices.first(where: { $0.key == unit.name }) { return match }
        let words = wanted.split(separator: " ").map(String.init)
        // "lg", "extra large": a size written another way; "large slices": a sized unit.
        let size = FoodMeasures.canonicalSize(words.count == 2 && words[0] == "extra" ? wanted : words[0])
        if words.count == 1 || (words.count == 2 && words[0] == "extra") {
            return choices.first { $0.key == size }
        }
        if let unit = Unit(parsing: words.dropFirst().joined(separator: " ")) {
            return choices.first { $0.key == Self.key(unit: unit, size: size) }
        }
        return nil
    }

    /// The grams `amount` of `unitText` weighs, or why it cannot be weighed.
    public func grams(_ amount: Double, _ unitText: String) -> Result<Double, DiaryAmountProblem> {
        guard amount.isFinite, amount > 0 else { return .failure(.amountNotPositive) }
        guard amount <= Self.maximumAmount else { return .failure(.amountTooLarge) }
        guard let choice = choice(for: unitText) else { return .failure(.unitNotConvertible(unitText)) }
        return .success(amount * choice.gramsPerUnit)
    }

    /// The largest amount a diary entry takes in any unit: far beyond a meal, small enough to
    /// stay a typing slip's upper bound.
    public static let maximumAmount = 100_000.0

    static func key(unit: Unit?, size: String?) -> String {
        switch (size, unit) {
        case (nil, nil): "piece"
        case (let size?, nil): size
        case (nil, let unit?): unit.name
        case (let size?, let unit?): "\(size) \(unit.name)"
        }
    }
}

/// Why an amount of a food cannot go into the diary.
public enum DiaryAmountProblem: Error, Hashable, Sendable {
    case amountNotPositive
    case amountTooLarge
    /// The food cannot be weighed in this unit (no volume weight, no such piece).
    case unitNotConvertible(String)
}

extension Food {
    /// The units a diary amount of this food may be given in.
    public var diaryUnits: FoodUnits { FoodUnits(for: self) }

    /// The nutrients in `grams` of this food.
    public func nutrients(inGrams grams: Double) -> NutrientValues {
        nutrients.scaled(by: grams / 100)
    }
}
