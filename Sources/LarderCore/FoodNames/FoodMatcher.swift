/// A food linked to an ingredient, and how sure the link is.
public struct FoodMatch: Hashable, Sendable {
    /// The food's position in the matcher's foods.
    public var position: Int
    public var food: Food
    /// From 0 to 1; matches below the matcher's threshold are not returned.
    public var confidence: Double
}

/// Links an ingredient's name to a food of the table: "all-purpose flour" →
/// "Wheat flour, white, all-purpose, enriched, bleached", "boneless skinless
/// chicken breasts" → "Chicken, broiler or fryers, breast, skinless,
/// boneless, meat only, raw", "unsalted butter" → "Butter, without salt".
///
/// General rules, not a list of answers: words are normalised and made
/// singular; words that do not identify a food ("organic", "large", "chopped")
/// are dropped; the noun the name is about must be in the food; the food's
/// kind should be one the name asks for ("peanut butter" is not "butter"),
/// past category prefixes ("Spices, …", "Nuts, …") and animals ("Pork, cured,
/// bacon"); and among foods that answer the name, the plain one wins — raw,
/// not cooked; whole, not "fat free" — then the most common. When nothing
/// answers well enough, there is no match rather than a guess.
public struct FoodMatcher: Sendable {
    public let index: FoodIndex
    /// The least confidence a match must have.
    public var threshold: Double

    public init(_ index: FoodIndex, threshold: Double = 0.55) {
        self.index = index
        self.threshold = threshold
    }

    public init(foods: [Food], threshold: Double = 0.55) {
        self.init(FoodIndex(foods), threshold: threshold)
    }

    /// The best food for `ingredient`, or nil when none is likely enough.
    ///
    /// - Parameter context: the rest of the line ("boneless, skinless"), whose describing
    ///   words may tell similar foods apart.
    public func match(_ ingredient: String, context: String = "") -> FoodMatch? {
        candidates(ingredient, context: context, limit: 1).first
    }

    /// The count unit an ingredient's name ends in, in any language Larder reads: "Knoblauchzehe"
    /// (garlic clove) → clove, "bladselleristilk" → stalk. Nil when the name does not end in one.
    public func countUnit(in ingredient: String) -> Unit? {
        IngredientQuery.countUnit(in: ingredient, knows: { index.postings[$0] != nil })
    }

    /// The likeliest foods for `ingredient`, best first, all above the threshold.
    public func candidates(_ ingredient: String, context: String = "", limit: Int = 5) -> [FoodMatch] {
        let found = rankedCandidates(ingredient, context: context, limit: limit)
        // "craisins or dried cranberries": when the first choice is unknown, the second.
        if found.isEmpty, let second = IngredientQuery.secondChoice(ingredient) {
            return rankedCandidates(second, context: context, limit: limit)
        }
        return found
    }

    private func rankedCandidates(_ ingredient: String, context: String, limit: Int) -> [FoodMatch] {
        guard var query = IngredientQuery(ingredient, context: context, knows: { index.postings[$0] != nil }) else {
            return []
        }
        var positions = foodsNaming(query.head)
        // A head no food has is a word the table does not know: try the word before it,
        // trusting the result less.
        var certainty = 1.0
        while positions.isEmpty, let earlier = query.withEarlierHead() {
            query = earlier
            positions = foodsNaming(query.head)
            certainty *= 0.85
        }
        // When some food is the named thing itself ("Nuts, coconut meat", "Vanilla extract"),
        // a food that merely has it as a variety or flavour ("Oil, coconut") is not read as it.
        let head = query.head
        let named = positions.contains { position in
            let entry = index.entries[Int(position)]
            let kind = entry.kind
            if let category = entry.category, FoodVocabulary.productCategories.contains(category) { return false }
            return head.isCovered(by: [kind.last ?? ""])
                || (kind.count == 2 && FoodVocabulary.formKinds.contains(kind[1]) && head.isCovered(by: [kind[0]]))
        }
        var scored: [(position: Int, score: Double)] = positions.map { position in
            (Int(position), score(index.entries[Int(position)], for: query, headIsNamed: named))
        }
        scored.sort { a, b in
            a.score != b.score ? a.score > b.score : index.foods[a.position].name < index.foods[b.position].name
        }
        return scored.prefix(limit).compactMap { position, score in
            let confidence = min(1, max(0, score)) * certainty
            guard confidence >= threshold else { return nil }
            return FoodMatch(position: position, food: index.foods[position], confidence: confidence)
        }
    }

    /// The foods whose words say `term` in one of its ways.
    private func foodsNaming(_ term: IngredientQuery.Term) -> Set<Int32> {
        var positions = Set<Int32>()
        for alternative in term.alternatives {
            guard let first = alternative.first, var found = index.postings[first].map(Set.init) else { continue }
            for token in alternative.dropFirst() { found.formIntersection(index.postings[token] ?? []) }
            positions.formUnion(found)
        }
        return positions
    }
}
