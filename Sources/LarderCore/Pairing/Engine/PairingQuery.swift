/// What to pair: one or more ingredients, and what the partners may be.
public struct PairingQuery: Hashable, Sendable {
    /// The ingredients to find partners for, by any name `PairingModel.resolve(_:)` reads.
    public var ingredients: [String]
    /// Only partners used in this region's recipes, ranked by how common they are there.
    public var region: String?
    /// Only partners of these network categories ("herb", "spice", "dairy", …); empty for any.
    public var categories: Set<String>
    /// Only these partners (by any name the model resolves): "pair with what is in my pantry".
    public var among: [String]?
    /// How many suggestions to return, best first; nil for every candidate.
    public var limit: Int?
    /// How many shared compounds to name in each suggestion.
    public var compoundExamples: Int

    public init(
        _ ingredients: [String], region: String? = nil, categories: Set<String> = [], among: [String]? = nil,
        limit: Int? = 20, compoundExamples: Int = 3
    ) {
        self.ingredients = ingredients
        self.region = region
        self.categories = categories
        self.among = among
        self.limit = limit
        self.compoundExamples = compoundExamples
    }
}

/// The partners found for a query.
public struct PairingResult: Hashable, Sendable {
    /// The query's ingredients as the model knows them ("Fresh dill" → "dill").
    public var ingredients: [String]
    /// Query names the model does not know; they played no part.
    public var unknown: [String]
    public var suggestions: [PairingSuggestion]
}

/// One partner, its score and why.
public struct PairingSuggestion: Hashable, Sendable {
    /// The network's name: "black_pepper".
    public var ingredient: String
    /// The network's category, nil for an ingredient only a household's recipes use.
    public var category: String?
    /// Higher is better; only comparable within one query.
    public var score: Double
    /// Recipes holding it and every query ingredient (in the query's region, when it has one).
    public var recipesTogether: Int
    /// Flavour compounds it shares with every query ingredient.
    public var sharedCompoundCount: Int
    /// A few of those, the rarest across ingredients (the most telling) first.
    public var sharedCompounds: [String]
    /// The same evidence for each query ingredient on its own.
    public var withEach: [PairingEvidence]

    /// The reason in English: "in 1,204 recipes together; shares 23 aroma compounds: …".
    public var summary: String {
        var parts = [
            recipesTogether == 0
                ? "in no recipe together yet" : "in \(Self.grouped(recipesTogether)) recipe\(recipesTogether == 1 ? "" : "s") together"
        ]
        if sharedCompoundCount > 0 {
            let names = sharedCompounds.isEmpty ? "" : ": " + sharedCompounds.joined(separator: ", ")
            parts.append("shares \(Self.grouped(sharedCompoundCount)) aroma compound\(sharedCompoundCount == 1 ? "" : "s")\(names)")
        }
        return parts.joined(separator: "; ")
    }

    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var text = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}

/// How one query ingredient and a partner go together.
public struct PairingEvidence: Hashable, Sendable {
    public var ingredient: String
    public var recipesTogether: Int
    public var sharedCompounds: Int
}
