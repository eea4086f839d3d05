/// An ingredient's name read for matching: the words that identify the food,
/// each with how much it matters and the food-table spellings it may take.
struct IngredientQuery {
    /// One word of the name.
    struct Term {
        /// The ways a food's name may say it, each a set of words that must all be there:
        /// [["unsalted"], ["no-salt"]].
        var alternatives: [[String]]
        /// How much the word identifies the food: the noun most, a colour least.
        var weight: Double
    }

    var terms: [Term]
    /// The position in `terms` of the noun the name is about: "breast" in
    /// "chicken breasts", "flour" in "all-purpose flour".
    var headIndex: Int
    /// The name's words in order, connectors included, for matching phrases ("half and half").
    var sequence: [String]

    var head: Term { terms[headIndex] }

    /// Every word any alternative uses.
    var allTokens: Set<String> { Set(terms.flatMap { $0.alternatives.joined() }) }

    /// Nil when the name has no word that identifies a food ("to serve", "fresh").
    ///
    /// - Parameters:
    ///   - context: other words of the line that may tell foods apart ("boneless, skinless" after
    ///     "chicken thighs"); only describing words among them are used, and they weigh little.
    ///   - knows: whether the food table has a word, for compounds written apart or together
    ///     ("apple sauce" and "applesauce", "breadcrumbs" and "bread crumbs").
    init?(_ name: String, context: String = "", knows: (String) -> Bool = { _ in false }) {
        var words = Self.identifyingWords(Self.firstChoice(Self.withoutPurpose(name.lowercased())), knows: knows)
        // "Knoblauchzehe" reads "garlic clove": the clove is how it is counted, garlic is the food.
        if Self.countWord(endingName: words) != nil { words.removeLast() }
        guard !words.isEmpty else { return nil }
        sequence = words
        let content = words.filter { !FoodVocabulary.connectors.contains($0) }
        guard content.contains(where: { !FoodVocabulary.neverAFood.contains($0) }) else { return nil }
        let minor = content.map { FoodVocabulary.minorModifiers.contains($0) || FoodVocabulary.formWords.contains($0) }
        terms = zip(content, minor).map { word, isMinor in
            Term(alternatives: Self.spellings(of: word, knows: knows), weight: isMinor ? 0.15 : 0.6)
        }
        headIndex = content.indices.last { !minor[$0] } ?? content.count - 1
        terms[headIndex].weight = 1
        // "green onions" are scallions: a phrase the table names another way.
        for index in content.indices.dropLast() {
            if let other = FoodVocabulary.phraseEquivalents[[content[index], content[index + 1]]] {
                terms[index].alternatives.append(other)
                terms[index + 1].alternatives.append(other)
            }
        }
        // "apple sauce" is "applesauce": two words the table writes as one.
        for index in content.indices.dropLast() where knows(content[index] + content[index + 1]) {
            terms[index].alternatives.append([content[index] + content[index + 1]])
            terms[index + 1].alternatives.append([content[index] + content[index + 1]])
        }
        // From the rest of the line: how the food was cooked ("cooked", "dried") matters more than
        // a describing word ("skinless").
        let contextWords = Set(Self.englishWords(context, knows: knows).map(FoodText.singular)).subtracting(content)
        terms += contextWords.filter(FoodVocabulary.cookingWords.contains).sorted().map {
            Term(alternatives: [[$0]], weight: 0.4)
        }
        terms += contextWords.filter(FoodVocabulary.minorModifiers.contains).sorted().map {
            Term(alternatives: [[$0]], weight: 0.15)
        }
    }

    /// A word's spellings: itself, its food-table equivalent ("unsalted" → "no-salt"), and,
    /// for a compound the table writes apart, its parts ("breadcrumbs" → "bread crumb").
    private static func spellings(of word: String, knows: (String) -> Bool) -> [[String]] {
        var alternatives = [[word]]
        alternatives += (FoodVocabulary.equivalents[word] ?? []).filter { $0 != [word] }
        if !knows(word), word.count >= 7 {
            for split in 3...(word.count - 3) {
                let first = String(word.prefix(split))
                let second = FoodText.singular(String(word.dropFirst(split)))
                if knows(first), knows(second) {
                    alternatives.append([first, second])
                    break
                }
            }
        }
        return alternatives
    }

    /// The name without what it is for or comes with: "pecans to top", "oil for frying",
    /// "tomatoes with green chiles".
    private static func withoutPurpose(_ text: String) -> String {
        var result = text
        for marker in Self.purposeMarkers {
            if let range = result.firstRange(of: marker) { result = String(result[..<range.lowerBound]) }
        }
        return result
    }

    /// Words after which a name says what the food is for or comes with, in English and the other
    /// languages Larder reads: "olivenolie til stegning", "Butter zum Dünsten", "sel pour la pâte".
    private static let purposeMarkers = [
        " to ", " for ", " with ", " sub ", " substitute", " such as ", " instead", " like ", " zum ", " zur ",
        " für ", " mit ", " pour ", " avec ", " para ", " per ", " voor ", " til ", " till ", " för ", " com ",
    ]

    /// Words that offer a choice of foods: "butter or margarine", "Butter oder Margarine", "beurre ou huile".
    private static let choiceSeparators = [
        " or ", "/", " and/or ", " oder ", " ou ", " eller ", " vagy ", " lub ", " или ", " або ",
    ]

    /// The same query about the word before the head, for when no food has
    /// the head at all ("broccoli florets" → broccoli); nil when there is none.
    func withEarlierHead() -> IngredientQuery? {
        guard let earlier = terms.indices.last(where: { $0 < headIndex && terms[$0].weight >= 0.6 }) else {
            return nil
        }
        var query = self
        query.terms[headIndex].weight = 0.6
        query.terms[earlier].weight = 1
        query.headIndex = earlier
        return query
    }

    /// The words that can identify a food, in English: no vocabulary of quantity, size or
    /// preparation, no one-letter fragments, no bare numbers.
    private static func identifyingWords(_ text: String, knows: (String) -> Bool) -> [String] {
        englishWords(withoutParentheses(text), knows: knows).map(FoodText.singular).filter { word in
            word.count > 1 && !FoodVocabulary.ignored.contains(word) && !word.allSatisfy(\.isNumber)
        }
    }

    /// The count unit a name ends in after the food it counts: "clove" in "garlic clove" (as
    /// "Knoblauchzehe" and "hvidløgsfed" read), "stalk" in "celery stalk".
    static func countWord(endingName words: [String]) -> String? {
        guard let last = words.last, FoodVocabulary.countWords.contains(last),
            words.dropLast().contains(where: {
                !FoodVocabulary.connectors.contains($0) && !FoodVocabulary.minorModifiers.contains($0)
            })
        else { return nil }
        return last
    }

    /// The count unit a name written in any language ends in: "Knoblauchzehe" → clove.
    static func countUnit(in name: String, knows: (String) -> Bool) -> Unit? {
        let words = identifyingWords(firstChoice(withoutPurpose(name.lowercased())), knows: knows)
        return countWord(endingName: words).flatMap(Unit.named)
    }

    /// The words of `text`, those of other languages read in English ("Knoblauchzehe" → "garlic clove").
    private static func englishWords(_ text: String, knows: (String) -> Bool) -> [String] {
        ForeignFoodNames.english(FoodText.words(text), isEnglish: knows).words
    }

    /// The second food of a choice, for when the first is unknown: "craisins or dried cranberries".
    static func secondChoice(_ name: String) -> String? {
        let text = name.lowercased()
        for separator in choiceSeparators {
            if let range = text.firstRange(of: separator) { return String(text[range.upperBound...]) }
        }
        return nil
    }

    /// A choice links to the first food named: "butter or margarine" → butter.
    /// When the first choice is one word and the second ends in a noun, the
    /// noun is shared: "cherry or grape tomatoes" → cherry tomatoes.
    private static func firstChoice(_ text: String) -> String {
        for separator in choiceSeparators {
            guard let range = text.firstRange(of: separator) else { continue }
            let first = String(text[..<range.lowerBound])
            let second = FoodText.words(text[range.upperBound...])
            let firstWords = FoodText.words(first)
            if firstWords.count == 1, second.count > 1, let noun = second.last {
                return first + " " + noun
            }
            return first
        }
        return text
    }

    private static func withoutParentheses(_ text: String) -> String {
        var result = ""
        var depth = 0
        for character in text {
            if character == "(" {
                depth += 1
            } else if character == ")" {
                depth = max(0, depth - 1)
            } else if depth == 0 {
                result.append(character)
            }
        }
        return result
    }
}

extension IngredientQuery.Term {
    /// True when the food's words say this term in one of its ways.
    func isCovered(by tokens: Set<String>) -> Bool {
        alternatives.contains { $0.allSatisfy(tokens.contains) }
    }
}
