/// Guesses an item's aisle from its name alone — for what the food table cannot link ("paper
/// towels", a brand, a typo) — by naive Bayes over the words of food names whose aisle is known
/// from their food group.
///
/// Two models: one over whole words (each word made singular, plus the first word on its own,
/// which in food-table names is the kind of food: "Beef, …", "Spices, …"), and one over letter
/// triples, asked when the name's first word was never seen, so that an inflected, misspelt or
/// unusual word ("молока", "tomatos", "crabapples") still finds its aisle.
public struct AisleClassifier: Sendable {
    /// A name and the aisle it belongs in.
    public struct Example: Hashable, Sendable {
        public var name: String
        public var aisle: Aisle

        public init(_ name: String, _ aisle: Aisle) {
            self.name = name
            self.aisle = aisle
        }
    }

    /// A guess and how sure it is (the model's posterior, 0–1).
    public struct Guess: Hashable, Sendable {
        public var aisle: Aisle
        public var confidence: Double
    }

    private var words = NaiveBayesText<Aisle>(smoothing: 0.1)
    private var letters = NaiveBayesText<Aisle>(smoothing: 0.1)
    /// How many examples it learnt from.
    public private(set) var exampleCount = 0

    /// Learns from `examples`.
    public init(training examples: [Example]) {
        for example in examples {
            let features = Self.wordFeatures(example.name)
            guard !features.isEmpty else { continue }
            words.add(features, as: example.aisle)
            letters.add(Self.letterFeatures(example.name), as: example.aisle)
            exampleCount += 1
        }
    }

    /// The likeliest aisle for `name`, or nil when nothing in it was ever seen.
    public func guess(_ name: String) -> Guess? {
        let features = Self.wordFeatures(name)
        // A name whose first word is new ("Crabapples, raw") would be judged by its describing
        // words alone ("raw"); its letters say more.
        let headIsKnown = features.last.map { words.knows("w:" + $0.dropFirst(2)) } ?? false
        if headIsKnown, let found = words.classify(features) {
            return Guess(aisle: found.label, confidence: found.probability)
        }
        if let found = letters.classify(Self.letterFeatures(name)) {
            return Guess(aisle: found.label, confidence: found.probability)
        }
        return words.classify(features).map { Guess(aisle: $0.label, confidence: $0.probability) }
    }

    /// The likeliest aisle for `name`; other when nothing in it was ever seen.
    public func aisle(for name: String) -> Aisle {
        guess(name)?.aisle ?? .other
    }

    static func wordFeatures(_ name: String) -> [String] {
        let tokens = FoodText.tokens(name).filter { !$0.allSatisfy(\.isNumber) }
        guard let first = tokens.first else { return [] }
        return tokens.map { "w:" + $0 } + ["f:" + first]
    }

    static func letterFeatures(_ name: String) -> [String] {
        var features: [String] = []
        for token in FoodText.words(name) where !token.allSatisfy(\.isNumber) {
            let letters = Array("<" + token + ">")
            guard letters.count >= 3 else { continue }
            for start in 0...(letters.count - 3) { features.append(String(letters[start..<start + 3])) }
        }
        return features
    }
}
