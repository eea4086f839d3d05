extension NutritionCalculator {
    /// What a line's amount weighs, and which food it is counted as.
    struct Weighing {
        var match: FoodMatch
        var grams: Result<Double, ConversionFailure>
        /// How the weight was found, when it was not the food's own measure for the amount.
        var note: String?
    }

    /// How much less confident than the best match another food may be and still be taken
    /// because it, unlike the best, can weigh the line's amount.
    static let closeMatch = 0.08

    /// Weighs the line's amount as the best match, or else — in this order, each said in a
    /// note — as a nearly as good match that has a measure for it ("2 cups zucchini" needs a
    /// zucchini weighed by the cup), as the nearest size the food is weighed in ("2 small
    /// tortillas" when only large ones are), or with the measure of a food of the same kind
    /// ("1 cup raw cashews" by the cup of dry-roasted cashews), keeping the best match's nutrients.
    func weigh(_ quantity: Quantity, _ parsed: ParsedIngredient, candidates: [FoodMatch]) -> Weighing {
        let best = candidates[0]
        let first = grams(of: quantity, parsed, food: best.food)
        guard case .failure(let failure) = first else { return Weighing(match: best, grams: first) }
        for candidate in candidates.dropFirst() where candidate.confidence >= best.confidence - Self.closeMatch {
            let converted = grams(of: quantity, parsed, food: candidate.food)
            if case .success = converted { return Weighing(match: candidate, grams: converted) }
        }
        // A count unit the food is weighed by under another name: a celery rib is a stalk,
        // "1 piece onion" is one onion, "1 cabbage" is a head of it.
        if case .noCountWeight(let unit, _) = failure, let others = Self.sameCount[unit?.name ?? Self.wholeOne] {
            for other in others {
                var renamed = parsed
                renamed.unit = other
                if case .success(let grams) = grams(of: quantity, renamed, food: best.food) {
                    return Weighing(match: best, grams: .success(grams))
                }
            }
        }
        if case .noCountWeight(let unit, let size?) = failure,
            let each = Self.nearestSizeWeight(of: best.food, unit: unit, size: size)
        {
            let grams = Self.countedAmount(quantity) * each
            return Weighing(
                match: best, grams: .success(grams),
                note: "no weight is known for a \(size) one; the nearest size the food table gives is counted")
        }
        let bestStates = Self.weightStates(best.food)
        for relative in matcher.index.relatives(of: best.position).prefix(12) {
            let food = matcher.index.foods[relative]
            // Same kind, other group: "Peppers, sweet" cannot lend its count weight to "Spices, pepper, black".
            guard Self.weightStates(food) == bestStates, food.group == best.food.group else { continue }
            if case .success(let grams) = grams(of: quantity, parsed, food: food) {
                return Weighing(match: best, grams: .success(grams), note: "weighed by the measures of \(food.name)")
            }
        }
        return Weighing(match: best, grams: first)
    }

    /// True when the weight written beside a count is each piece's: "4 chicken breasts (6 ounces
    /// each)", "4 Hähnchenbrustfilets (à ca. 140 g)", "2 filets (je 150 g)", and the size of each
    /// container counted ("1/2 can (~16 oz)") — not the total.
    static func weighsEach(_ parsed: ParsedIngredient) -> Bool {
        let remark = [parsed.comment, parsed.preparation].compactMap { $0?.lowercased() }.joined(separator: " ")
        let words = Set(remark.split { !$0.isLetter }.map(String.init))
        let isContainer = parsed.unit.map(LineParser.isContainer) ?? false
        return (isContainer || !words.isDisjoint(with: eachWords)) && words.isDisjoint(with: totalWords)
    }

    private static let eachWords: Set<String> = [
        "each", "apiece", "à", "je", "jeweils", "chacun", "chacune", "cada", "ciascuno", "ciascuna", "hver", "styck",
    ]
    private static let totalWords: Set<String> = ["total", "totaal", "insgesamt", "altogether", "combined", "all"]

    /// The words of a food's name that change what a cup of it weighs.
    static func weightStates(_ food: Food) -> Set<String> {
        Set(FoodName(food.name).segments.joined()).intersection(FoodVocabulary.weightChangingStates)
    }

    /// Count units that name the same thing. A stalk of leek is the leek; one cabbage or
    /// broccoli (no unit) is the head or bunch the table weighs it by.
    static let sameCount: [String: [Unit?]] = [
        "rib": [.stalk], "stalk": [.rib, nil], "piece": [nil, .head], "chunk": [nil], "head": [nil], "bulb": [nil],
        "sprig": [Unit.named("stem")], "stem": [.sprig], wholeOne: [.head, .bunch],
    ]

    /// The key of `sameCount` for a count without a unit: "1 cabbage".
    static let wholeOne = ""

    /// The weight of one piece in the size closest to `size`: the smallest the food is
    /// weighed in for "small", the largest for "large", else an ordinary one.
    static func nearestSizeWeight(of food: Food, unit: Unit?, size: String) -> Double? {
        let units: [Unit?] = unit == nil ? [nil, .piece] : [unit]
        let weights = food.measures.weights.filter { units.contains($0.unit) }
        let each = weights.compactMap { $0.gramsPerUnit?.doubleValue }
        guard !each.isEmpty else { return nil }
        switch FoodMeasures.canonicalSize(size) {
        case "small", "extra-small", "mini", "tiny", "baby": return each.min()
        case "large", "extra-large", "jumbo", "big", "huge", "giant": return each.max()
        default:
            return weights.first { $0.size == nil || $0.size == "medium" }?.gramsPerUnit?.doubleValue ?? each.first
        }
    }

    /// The line's amount in grams of `food`: the package size when the line
    /// gives one ("1 (14-ounce) can"), else a weight the cook wrote beside the
    /// amount ("8 chicken thighs (about 2 pounds)"), else the amount in its
    /// unit, else any other amount the line writes ("½ cup (50 ml)").
    func grams(of quantity: Quantity, _ parsed: ParsedIngredient, food: Food) -> Result<Double, ConversionFailure> {
        let amount = Self.countedAmount(quantity)
        if let package = parsed.packageSize, let dimension = package.unit?.dimension, dimension != .count,
            case .success(let each) = package.grams(using: food.measures, size: parsed.size)
        {
            return .success(amount * Self.countedAmount(each))
        }
        if parsed.unit?.dimension != .mass, let written = Self.writtenWeight(parsed) {
            return .success(Self.weighsEach(parsed) ? written * amount : written)
        }
        let main = Measure(.exact(Rational(approximating: amount, maxDenominator: 1000)), parsed.unit)
        let first = main.grams(using: food.measures, size: parsed.size)
        if case .success(let grams) = first { return .success(Self.countedAmount(grams)) }
        for alternative in parsed.alternatives {
            if case .success(let grams) = alternative.grams(using: food.measures, size: parsed.size) {
                return .success(Self.countedAmount(grams))
            }
        }
        return first.map { Self.countedAmount($0) }
    }

}
