/// Works out a recipe's nutrition line by line: each line is parsed, its
/// ingredient linked to a food, its amount turned into grams through the
/// food's household weights, and the food's nutrients per 100 g scaled to
/// those grams. A line that cannot be linked or converted is kept, with the
/// reason, never dropped.
public struct NutritionCalculator: Sendable {
    public let matcher: FoodMatcher

    public init(matcher: FoodMatcher) {
        self.matcher = matcher
    }

    public init(foods: [Food]) {
        self.init(matcher: FoodMatcher(foods: foods))
    }

    /// The nutrition of `lines` (ingredient lines as written); per serving when `servings` is given.
    public func nutrition(of lines: [String], servings: Double? = nil) -> RecipeNutrition {
        var total = NutrientValues()
        let results = lines.map { line(for: $0) }
        for result in results where result.isCounted { total.add(result.nutrients) }
        return RecipeNutrition(lines: results, total: total, servings: servings)
    }

    /// What one ingredient line contributes.
    public func line(for text: String) -> LineNutrition {
        var parsed = IngredientLine.parse(text)
        // "1 Knoblauchzehe": a count unit written into the name, as German and the Nordic languages do.
        if parsed.unit == nil, let unit = matcher.countUnit(in: parsed.name) { parsed.unit = unit }
        var result = LineNutrition(text: text, parsed: parsed, nutrients: NutrientValues())
        if Self.isHeading(text, parsed) {
            result.gap = .heading
            return result
        }
        guard let quantity = parsed.quantity else {
            result.gap = .noAmount
            return result
        }
        let candidates = link(parsed)
        guard !candidates.isEmpty else {
            result.gap = .noFood(name: parsed.name)
            return result
        }
        let weighed = weigh(quantity, parsed, candidates: candidates)
        let match = weighed.match
        result.match = match
        result.note = weighed.note
        switch weighed.grams {
        case .failure(let failure):
            result.gap = .notConvertible(failure)
        case .success(let grams):
            var counted = grams
            if Self.isForDeepFrying(parsed, food: match.food) {
                counted = grams * Self.absorbedFryingShare
                result.note = "oil for frying: \(Int(Self.absorbedFryingShare * 100)) % of it is counted as absorbed"
            }
            result.grams = counted
            result.nutrients = match.food.nutrients.scaled(by: counted / 100)
        }
        return result
    }

    /// The likeliest foods for a line's ingredient, with the line's describing words as context.
    /// A can of something is its canned form: "1 can black beans" is not a pound of dry beans.
    private func link(_ parsed: ParsedIngredient) -> [FoodMatch] {
        let context = [parsed.preparation, parsed.comment].compactMap { $0 }.joined(separator: " ")
        let containers: Set<String> = ["can", "cans", "tin", "tins"]
        let isCanned =
            (parsed.unit.map { containers.contains($0.name) } ?? false)
            || (parsed.packageSize != nil && parsed.unit?.name == "can")
            || containers.contains(FoodText.words(parsed.name).first ?? "")
        if isCanned {
            let canned = matcher.candidates("canned " + parsed.name, context: context)
            if !canned.isEmpty { return canned }
        }
        let found = matcher.candidates(parsed.name, context: context)
        // Beans and peas in a recipe are cooked or canned unless the line says they are dry:
        // "2 cups chickpeas" is not 2 cups of dry chickpeas.
        if let best = found.first, best.food.group == Self.legumes, FoodName(best.food.name).isBasicForm,
            FoodText.words(parsed.text).allSatisfy({ !["dry", "dried", "uncooked", "raw"].contains($0) })
        {
            let canned = matcher.candidates("canned " + parsed.name, context: context)
            if let first = canned.first, first.food.group == Self.legumes { return canned }
        }
        return found
    }

    static let legumes = "Legumes and Legume Products"

    /// A weight the cook wrote beside the amount: "(about 2 pounds)" as another amount, or
    /// "(~1 1/2 lb.)" left in a remark.
    static func writtenWeight(_ parsed: ParsedIngredient) -> Double? {
        if let written = parsed.alternatives.first(where: { $0.unit?.dimension == .mass }),
            case .success(let grams) = written.grams()
        {
            return countedAmount(grams)
        }
        for remark in [parsed.comment, parsed.preparation].compactMap({ $0 }) {
            guard let start = remark.firstIndex(where: \.isNumber) else { continue }
            let measure = IngredientLine.parse(String(remark[start...]))
            if let quantity = measure.quantity, let unit = measure.unit, unit.dimension == .mass,
                case .success(let grams) = Measure(quantity, unit).grams()
            {
                return countedAmount(grams)
            }
        }
        return nil
    }

    /// The amount counted: the amount, or the low end of a range ("2-3 cloves" counts 2), as
    /// recipe sites and nutrition labels count ranges — what the recipe needs at least.
    static func countedAmount(_ quantity: Quantity) -> Double {
        switch quantity {
        case .exact(let value): value.doubleValue
        case .range(let low, _): low.doubleValue
        }
    }

    /// "For the sauce:", "Dough" — a line that names a part of the recipe rather than an ingredient.
    static func isHeading(_ text: String, _ parsed: ParsedIngredient) -> Bool {
        let trimmed = text.trimmingSpaces()
        return trimmed.hasSuffix(":") || (parsed.quantity == nil && parsed.name.isEmpty)
    }

    /// Deep-frying oil mostly stays in the pan; the food takes up a small share of it.
    static let absorbedFryingShare = 0.1

    static func isForDeepFrying(_ parsed: ParsedIngredient, food: Food) -> Bool {
        let says = [parsed.purpose, parsed.comment, parsed.preparation].compactMap { $0?.lowercased() }
        let frying = says.contains { $0.contains("fry") || $0.contains("frying") }
        return frying && (food.group == "Fats and Oils" || FoodName(food.name).kind.contains("oil"))
    }
}
