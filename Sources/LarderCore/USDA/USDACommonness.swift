/// Estimates how everyday each food of a release is, from signals the
/// release itself carries, since it has no popularity figures:
/// - the survey flag: the food is one people reported eating in the USDA's
///   dietary intake survey;
/// - household measures: common foods are weighed by the cup, the spoon, the piece;
/// - prominence: how many foods share its kind ("Wheat flour" has two dozen
///   variants, "Potato flour" one) and how often other foods name it as an
///   ingredient ("prepared with whole milk");
/// - a basic form ("raw", "whole", "all-purpose") and few qualifiers;
/// - and against it: brands, and groups of prepared or special-purpose foods
///   (baby foods, fast and restaurant foods, meals).
struct USDACommonness {
    /// Each food's name, read once.
    private var names: [String: FoodName] = [:]
    /// Kind ("wheat flour") → foods of that kind plus foods naming it in their qualifiers.
    private var prominence: [String: Int] = [:]

    init(_ rows: [USDAFoodDescriptionRow]) {
        for row in rows { names[row.ndbNumber] = FoodName(row.longDescription) }
        let kinds = Set(names.values.map { $0.kind.joined(separator: " ") })
        for name in names.values {
            prominence[name.kind.joined(separator: " "), default: 0] += 1
            // Mentions of a kind in the qualifiers of other foods, counted once per food.
            var mentioned: Set<String> = []
            for segment in name.segments.dropFirst() {
                for length in 1...3 where segment.count >= length {
                    for start in 0...(segment.count - length) {
                        let phrase = segment[start..<(start + length)].joined(separator: " ")
                        if kinds.contains(phrase) { mentioned.insert(phrase) }
                    }
                }
            }
            for phrase in mentioned { prominence[phrase, default: 0] += 1 }
        }
    }

    /// A value from 0 to 1.
    func estimate(_ row: USDAFoodDescriptionRow, householdMeasures: Int) -> Double {
        let name = names[row.ndbNumber] ?? FoodName(row.longDescription)
        // Square root: a kind with a few dozen variants or mentions is a staple; one with a handful is not.
        let prominenceScore = min(1, (Double(prominence[name.kind.joined(separator: " ")] ?? 0) / 60).squareRoot())
        let measureScore = Double(min(householdMeasures, 6)) / 6
        // Parts made only of stock words ("raw", "year round average") do not make a food particular.
        let particularParts = name.segments.dropFirst().filter { part in
            !part.allSatisfy { FoodVocabulary.neutralQualifiers.contains($0) || $0.allSatisfy(\.isNumber) }
        }
        let brevity = max(0, 1 - 0.12 * Double(particularParts.count))
        var score =
            0.25 * (row.isSurveyFood ? 1 : 0) + 0.20 * measureScore + 0.33 * prominenceScore + 0.15 * brevity
            + 0.07 * (name.isBasicForm ? 1 : 0)
        if !row.manufacturer.isEmpty || Self.namesABrand(row.longDescription) { score -= 0.25 }
        if Self.specialGroups.contains(row.groupCode) { score -= 0.25 }
        return min(1, max(0, score))
    }

    /// Baby foods, fast foods, meals and side dishes, American Indian/Alaska Native foods, restaurant foods.
    private static let specialGroups: Set<String> = ["0300", "2100", "2200", "3500", "3600"]

    /// Food tables write brands in capitals: "KELLOGG'S", "CAMPBELL'S", "USDA Commodity".
    static func namesABrand(_ name: String) -> Bool {
        var run = 0
        for character in name {
            if character.isUppercase {
                run += 1
                if run >= 3 { return true }
            } else if character != "'" && character != "&" && character != "." {
                run = 0
            }
        }
        return name.contains("Commodity")
    }
}
