/// A food's name taken apart once, for searching and matching.
struct IndexedFood: Sendable {
    let name: FoodName
    /// The name's words in order, part by part, for matching phrases.
    let segments: [[String]]
    /// Every word of the name and the synonyms.
    let tokens: Set<String>
    /// The synonyms' words, one list per synonym.
    let synonyms: [[String]]
    /// The food itself, past a category prefix: ["garlic", "powder"] for
    /// "Spices, garlic powder"; the name's kind otherwise.
    let kind: [String]
    /// Which part holds the kind: 0, or 1 after a category prefix.
    let kindSegment: Int
    /// The category prefix, when there is one: ["spice"], ["syrup"].
    let category: [String]?
    /// Words of capitalised brand names ("KELLOGG'S", "SILK"): a food of a brand the line does not name is unlikely.
    let brandTokens: Set<String>
    /// True when the kind names an animal ("Pork, cured, bacon"): recipes
    /// name the cut or product and leave the animal out.
    let kindIsAnimal: Bool
    /// The words that describe the kind: the rest of its part and every later part.
    let qualifierTokens: Set<String>
    /// The words of the part right after the kind, which change the food most ("Egg, white").
    let firstQualifierTokens: Set<String>
    /// The words of the two parts after the kind: where food tables name a variety
    /// ("Cheese, parmesan", "Squash, summer, zucchini").
    let leadingQualifierTokens: Set<String>
    let commonness: Double

    init(_ food: Food) {
        let name = FoodName(food.name)
        self.name = name
        segments = name.segments
        let synonyms = food.synonyms.map { FoodText.tokens($0) }
        self.synonyms = synonyms
        tokens = name.allTokens.union(synonyms.joined())
        if FoodVocabulary.categoryKinds.contains(name.kind), name.segments.count > 1 {
            kind = FoodName.kind(of: name.plainSegments[1])
            kindSegment = 1
            category = name.kind
        } else {
            kind = name.kind
            kindSegment = 0
            category = nil
        }
        kindIsAnimal = kindSegment == 0 && kind.count == 1 && FoodVocabulary.animalKinds.contains(kind[0])
        let kindPart = name.segments.indices.contains(kindSegment) ? name.segments[kindSegment] : []
        let described = Set(kindPart.dropFirst(kind.count)).union(name.segments.dropFirst(kindSegment + 1).joined())
        qualifierTokens = described.subtracting(kind)
        firstQualifierTokens =
            name.segments.indices.contains(kindSegment + 1) ? Set(name.segments[kindSegment + 1]).subtracting(kind) : []
        leadingQualifierTokens = Set(name.segments.dropFirst(kindSegment + 1).prefix(2).joined()).subtracting(kind)
        commonness = food.commonness
        brandTokens = Set(Self.capitalisedWords(food.name).flatMap { FoodText.tokens($0) })
    }

    /// Words of two or more letters written in capitals: "KELLOGG'S", "SILK", "MALT-O-MEAL".
    /// Abbreviations food tables use for other things ("USDA", "NFS", "BBQ") are not brands.
    static func capitalisedWords(_ name: String) -> [String] {
        name.split { $0 == " " || $0 == "," || $0 == "(" || $0 == ")" }.compactMap { word in
            let letters = word.filter(\.isLetter)
            guard letters.count >= 2, letters.allSatisfy(\.isUppercase) else { return nil }
            return notBrands.contains(letters.lowercased()) ? nil : String(word)
        }
    }

    private static let notBrands: Set<String> = ["usda", "nfs", "ns", "bbq", "dha", "ii", "iii", "nlea", "ready"]

    /// Where `token` sits in the name: 0 in the kind, 1 in the next part, 2
    /// further on, 3 in a remark or synonym only; nil when absent.
    func place(of token: String) -> Int? {
        guard tokens.contains(token) else { return nil }
        if kind.contains(token) { return 0 }
        if name.remarks.contains(token) { return 3 }
        for (offset, segment) in segments.enumerated() where segment.contains(token) {
            return min(2, max(1, offset - kindSegment))
        }
        return 3
    }
}
