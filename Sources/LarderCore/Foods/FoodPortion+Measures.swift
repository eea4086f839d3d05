extension FoodPortion {
    /// Reads portions as food tables write them into the household weights
    /// conversion uses. "cup, chopped" is a cup; "slice, large (1/4\" thick)" a
    /// large slice; "large", "medium (2-1/2\" dia)" or "fruit without refuse"
    /// weigh one of the food itself; "avocado, NS as to Florida or California"
    /// too, since it names the food. Servings and other measures a recipe
    /// never writes ("NLEA serving", "cubic inch") are left out.
    static func measures(_ portions: [FoodPortion], forFoodNamed name: String, synonyms: [String]) -> FoodMeasures {
        let foodWords = Set(([name] + synonyms).flatMap { FoodText.tokens($0) })
        let weights = portions.compactMap { $0.householdWeight(foodWords: foodWords) }
        return FoodMeasures(weights: weights)
    }

    /// This portion as a household weight, or nil when it is not a measure recipes use.
    func householdWeight(foodWords: Set<String>) -> FoodMeasures.HouseholdWeight? {
        guard amount > 0, grams > 0, amount.isFinite, grams.isFinite else { return nil }
        let lowered = description.lowercased()
        // "slice, large (1/4" thick)": the measure, then remarks after a comma, then a parenthesis.
        let beforeParenthesis = lowered.split(separator: "(", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let parts = beforeParenthesis.split(separator: ",", omittingEmptySubsequences: false)
        let head = FoodText.words(parts.first ?? "")
        let remarks = parts.dropFirst().flatMap { FoodText.words($0) }
        guard let first = head.first, !Self.notHouseholdMeasures.contains(first) else { return nil }
        // "cup, whipped" weighs the food whipped up with air; recipes measure it as bought.
        guard !(head + remarks).contains("whipped") else { return nil }

        let exactAmount = Rational(approximating: amount, maxDenominator: 1000)
        let exactGrams = Rational(approximating: grams, maxDenominator: 1000)
        func weight(_ unit: Unit?, sizeFrom words: ArraySlice<String>) -> FoodMeasures.HouseholdWeight {
            FoodMeasures.HouseholdWeight(exactAmount, unit, size: Self.size(in: words), grams: exactGrams)
        }
        // A unit of one or two words: "fl oz", "cup", "tbsp chopped", "cloves".
        if head.count > 1, let unit = Unit(parsing: head[0] + " " + head[1]) {
            return weight(unit, sizeFrom: head.dropFirst(2) + remarks)
        }
        if let unit = Unit(parsing: first) {
            return weight(unit, sizeFrom: head.dropFirst() + remarks)
        }
        // The food itself, by size: "large", "extra large", "medium (2-1/2" dia)".
        if Self.sizeWords.contains(first), let size = Self.size(in: head[...]) {
            return FoodMeasures.HouseholdWeight(exactAmount, nil, size: size, grams: exactGrams)
        }
        // The food itself, by a piece word or its own name: "fruit", "potato large", "avocado".
        if Self.pieceWords.contains(first) || foodWords.contains(FoodText.singular(first)) {
            return weight(nil, sizeFrom: head.dropFirst() + remarks)
        }
        return nil
    }

    /// The size named among `words`, as conversion spells it: "large", "extra-large", "small".
    private static func size(in words: ArraySlice<String>) -> String? {
        for index in words.indices where sizeWords.contains(words[index]) {
            guard words[index] == "extra" else { return FoodMeasures.canonicalSize(words[index]) }
            let next = words.index(after: index)
            if next < words.endIndex, ["large", "small"].contains(words[next]) { return "extra-" + words[next] }
        }
        return nil
    }

    private static let sizeWords: Set<String> = [
        "small", "medium", "large", "extra", "jumbo", "lg", "med", "sm",
    ]

    /// Words that weigh one of the food itself.
    private static let pieceWords: Set<String> = [
        "fruit", "item", "each", "whole", "piece", "pieces", "nut", "kernel", "kernels", "fillet", "filet",
    ]

    /// First words of measures no recipe writes.
    private static let notHouseholdMeasures: Set<String> = [
        "serving", "servings", "nlea", "portion", "order", "recipe", "yield", "cubic", "surface",
    ]
}
