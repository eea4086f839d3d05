/// How many servings a recipe's yield makes.
///
/// A count of servings or of single items is that count: "8 servings" → 8,
/// "Makes 12" → 12, "12 cookies" → 12, "4-6 servings" → 4 (the low end, as sites count),
/// "2 dozen" → 24. A yield in cups or grams is divided by the serving size
/// when the recipe gives one ("4 cups" at "1/4 cup" a serving → 16). A yield
/// of whole things that are cut to serve — loaves, cakes, pies — is divided
/// by the serving's weight when the recipe gives it ("1 slice (148 g)"), and
/// otherwise counts the slices such a thing is usually cut into.
public enum Servings {
    /// The number of servings in `yields`, reading it alone.
    public static func parse(_ yields: String) -> Double? {
        estimate(yields: yields)
    }

    /// The number of servings, using the serving size and the recipe's weight when known.
    public static func estimate(yields: String, servingSize: String? = nil, recipeGrams: Double? = nil) -> Double? {
        guard let (amount, rest) = leadingAmount(yields) else { return nil }
        let noun = rest.first.flatMap { FoodText.words($0).first }.map(FoodText.singular)
        let serving = servingSize.map(IngredientLine.parse)
        // "4 cups" of a soup served by the "1/4 cup".
        if let unit = rest.isEmpty ? nil : Unit(parsing: rest.prefix(2).joined(separator: " ")) ?? Unit(parsing: rest[0]),
            unit.dimension == .mass || unit.dimension == .volume
        {
            guard let serving, let servingUnit = serving.unit, servingUnit.dimension == unit.dimension,
                let servingAmount = serving.quantity,
                case .success(let converted) = Measure(servingAmount, servingUnit).converted(to: unit)
            else { return amount }
            let each = NutritionCalculator.countedAmount(converted.quantity)
            return each > 0 ? amount / each : amount
        }
        // Many "loaves" or "cakes" are small ones, each a serving. A recipe that makes one or two
        // servings of a slice each ("2 servings", "1 slice") also makes whole things cut to serve.
        let wholeSlices = noun.flatMap { slicesPerWhole[$0] } ?? (serving.map(isSlice) == true ? slicesPerUnnamedWhole : nil)
        guard let slices = wholeSlices, amount <= 2 else { return amount }
        // A loaf or cake served by the slice: by the slice's weight, or by how many slices it usually makes.
        if let recipeGrams, let servingGrams = serving.flatMap(gramsWritten), servingGrams > 0 {
            return max(amount, recipeGrams / servingGrams)
        }
        return amount * slices
    }

    /// True when a serving is a slice or a wedge of something: "1 slice (148 g)", "1 Stück", "1 wedge".
    private static func isSlice(_ serving: ParsedIngredient) -> Bool {
        if serving.unit == .slice || serving.unit == Unit.named("wedge") { return true }
        return FoodText.tokens(serving.name).contains { ["slice", "wedge"].contains($0) }
    }

    /// A weight the serving size writes: "1 slice (148g)" → 148.
    private static func gramsWritten(_ serving: ParsedIngredient) -> Double? {
        let measures = ([serving.measure] + serving.alternatives.map(Optional.some)).compactMap { $0 }
        for measure in measures where measure.unit?.dimension == .mass {
            if case .success(let grams) = measure.grams() { return NutritionCalculator.countedAmount(grams) }
        }
        return nil
    }

    /// The first run of words that reads as an amount, and the words after it: "makes 2 dozen cookies" → 24, ["cookies"].
    private static func leadingAmount(_ text: String) -> (Double, [String])? {
        let words = text.split { $0 == " " || $0 == "\t" || $0 == "\n" }.map(String.init)
        for start in words.indices {
            for end in stride(from: min(words.count, start + 4), to: start, by: -1) {
                let phrase = words[start..<end].joined(separator: " ")
                // "a big pot" is no count of servings.
                if ["a", "an"].contains(phrase.lowercased()) { continue }
                if let quantity = Quantity(parsing: phrase), quantity.low.isPositive {
                    return (NutritionCalculator.countedAmount(quantity), Array(words[end...]))
                }
            }
        }
        return nil
    }
}
