/// How well a food answers an ingredient's name. The rules, in the order they weigh:
/// the share of the name's words the food says; whether the food is the kind of thing the
/// name asks for; whether the name's noun is a noun of the food; and then what the food adds
/// that the name did not ask for — a cooked form, a product variant, a brand.
extension FoodMatcher {
    /// How well `entry` answers `query`: the share of the name's words it
    /// says, less what it adds that the name did not ask for, plus a little
    /// for saying the name's words as a phrase and for commonness.
    func score(_ entry: IndexedFood, for query: IngredientQuery, headIsNamed: Bool = false) -> Double {
        let totalWeight = query.terms.reduce(0) { $0 + $1.weight }
        let coveredWeight = query.terms.filter { $0.isCovered(by: entry.tokens) }.reduce(0) { $0 + $1.weight }
        let asked = query.allTokens
        let phrase = longestPhrase(entry, query)
        var score =
            coveredWeight / totalWeight
            - kindPenalty(entry, query, asked: asked, phrase: phrase, headIsNamed: headIsNamed)

        // The noun found only as a stock qualifier ("canned in water", "packed in juice") is not the food.
        if !query.head.isCovered(by: Set(entry.kind)),
            query.head.alternatives.joined().allSatisfy({ FoodVocabulary.neutralQualifiers.contains($0) })
        {
            score -= 0.15
        }
        // The name asks for something the food does not say, and the food is a kind the name
        // did not ask for: two different foods that share a word ("espresso powder", "chili powder").
        let missesAWord = query.terms.contains { $0.weight >= 0.6 && !$0.isCovered(by: entry.tokens) }
        if missesAWord, entry.kind.contains(where: { !asked.contains($0) }), !entry.kindIsAnimal {
            score -= 0.15
        }
        // The name's noun must be a noun of the food too — the kind, or the last word of one of its
        // parts ("Nuts, pecans", "Chicken, ..., breast") — not a word describing another noun
        // ("pot" in "Beef, chuck, arm pot roast").
        if !query.head.isCovered(by: Set(entry.kind)),
            !entry.segments.contains(where: {
                query.head.isCovered(by: [$0.last ?? ""]) || query.head.isCovered(by: Set($0)) && $0.count == 1
            }),
            !query.head.alternatives.contains(where: { $0.count > 1 && $0.allSatisfy(entry.tokens.contains) })
        {
            score -= 0.2
        }
        // The noun said only in a remark: "Bread, white (includes soft bread crumbs)" is bread.
        let plainTokens = Set(entry.name.plainSegments.joined()).union(entry.synonyms.joined())
        if !query.head.isCovered(by: plainTokens), query.head.isCovered(by: entry.tokens),
            !entry.name.remarkGroups.contains(where: { $0.allSatisfy(asked.contains) })
        {
            score -= 0.2
        }
        // A brand the line does not name.
        if !entry.brandTokens.isEmpty, entry.brandTokens.isDisjoint(with: asked) {
            score -= 0.2
        }
        // Qualifiers: cooked or processed forms and product variants only when asked for;
        // any other unasked word costs more right after the kind ("Egg, white") than later.
        // When the name asks for a cooked form ("cooked chicken"), how it was cooked matters little.
        let asksCooked = !asked.isDisjoint(with: FoodVocabulary.cookingWords)
        var qualifierPenalty = 0.0
        for token in entry.qualifierTokens where !asked.contains(token) && !entry.name.remarks.contains(token) {
            if FoodVocabulary.neutralQualifiers.contains(token) || token.allSatisfy(\.isNumber)
                || token.hasPrefix("no-") || token.hasPrefix("with-")
            {
                continue
            }
            if FoodVocabulary.variantWords.contains(token) {
                qualifierPenalty += 0.10
            } else if FoodVocabulary.purchaseStates.contains(token) {
                qualifierPenalty += 0.06
            } else if FoodVocabulary.cookingWords.contains(token) {
                qualifierPenalty += asksCooked ? 0.03 : 0.12
            } else {
                qualifierPenalty += entry.firstQualifierTokens.contains(token) ? 0.04 : 0.02
            }
        }
        // "Separable fat" is the trimmings, not the meat; and cooks trim what fat they can, so
        // a cut is counted lean ("separable lean only") when the table has it so.
        for segment in entry.segments.dropFirst() where segment.contains("separable") {
            if !segment.contains("lean") { qualifierPenalty += 0.1 } else if segment.contains("fat") { qualifierPenalty += 0.03 }
        }
        score -= min(qualifierPenalty, 0.35)
        let phraseBonus = phrase.length > 1 ? min(0.2, 0.08 * Double(phrase.length - 1)) : 0
        return score + phraseBonus + 0.2 * entry.commonness
    }

    /// What it costs that the food's kind is not what the name asks for.
    private func kindPenalty(
        _ entry: IndexedFood, _ query: IngredientQuery, asked: Set<String>, phrase: (length: Int, whole: Bool),
        headIsNamed: Bool
    ) -> Double {
        // A synonym or a remark says the name ("Coriander (cilantro) leaves").
        let sayings = entry.synonyms + entry.name.remarkGroups
        if sayings.contains(where: { !$0.isEmpty && $0.allSatisfy(asked.contains) && query.head.isCovered(by: Set($0)) }) {
            return 0
        }
        // The food says the whole name, of two or more telling words, as one of its parts
        // ("Cream, fluid, half and half"; "Soup, chicken broth"), or a one-word name no food is
        // named for is a whole part of it ("Seeds, sesame butter, tahini").
        let namesItAsAPart =
            !headIsNamed && query.sequence.count == 1
            && entry.segments.dropFirst().contains { $0 == query.sequence || query.head.alternatives.contains($0) }
        if phrase.whole || namesItAsAPart {
            return 0.05 * Double(entry.kind.filter { !asked.contains($0) }.count)
        }
        var penalty = 0.0
        if let category = entry.category, FoodVocabulary.productCategories.contains(category),
            !category.allSatisfy(asked.contains)
        {
            penalty += 0.15
        }
        let uncovered = entry.kind.filter { !asked.contains($0) }
        guard !uncovered.isEmpty else { return penalty }
        if uncovered.count == entry.kind.count, !entry.kindIsAnimal {
            // A kind with many variants is a class of foods ("Cheese, parmesan", "Milk, buttermilk",
            // "Squash, summer, zucchini"): a name of one of them may leave the class out.
            let namesAVariety =
                !headIsNamed && (index.familySizes[entry.kind] ?? 0) >= 10 && entry.brandTokens.isEmpty
                && query.head.isCovered(by: entry.leadingQualifierTokens)
                && !query.head.alternatives.joined().allSatisfy { FoodVocabulary.neutralQualifiers.contains($0) }
            return penalty + (namesAVariety ? 0.15 : 0.45 + 0.12 * Double(uncovered.count - 1))
        }
        for token in uncovered {
            if token == entry.kind.last {
                penalty += entry.kindIsAnimal ? 0.03 : FoodVocabulary.formKinds.contains(token) ? 0.08 : 0.25
            } else {
                penalty += 0.12
            }
        }
        return penalty
    }

    /// The longest run of the name's words (or of a word's food-table
    /// spelling) that the food says in the same order, and whether it is the
    /// whole name, said as a whole part of the food's name.
    private func longestPhrase(_ entry: IndexedFood, _ query: IngredientQuery) -> (length: Int, whole: Bool) {
        var sequences = [query.sequence]
        for term in query.terms {
            for alternative in term.alternatives where alternative.count > 1 { sequences.append(alternative) }
        }
        var longest = 0
        var whole = false
        let telling = query.terms.filter { $0.weight >= 0.6 }.count
        for sequence in sequences where sequence.count > 1 {
            for segment in entry.segments where segment.count > 1 {
                if segment == sequence, telling >= 2 || sequence.count >= 3 { whole = true }
                longest = max(longest, Self.longestCommonRun(sequence, segment))
            }
        }
        return (longest, whole)
    }

    private static func longestCommonRun(_ a: [String], _ b: [String]) -> Int {
        var longest = 0
        for start in a.indices {
            for offset in b.indices where b[offset] == a[start] {
                var length = 0
                while start + length < a.count, offset + length < b.count, b[offset + length] == a[start + length] {
                    length += 1
                }
                longest = max(longest, length)
            }
        }
        return longest
    }
}
