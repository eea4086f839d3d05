/// Finds foods by name as people type: every word of the query must begin a
/// word of the food's name or synonyms, and results come best first —
/// "egg" finds "Egg, whole, raw, fresh" before "Egg custards", "milk" finds
/// milk before "Candies, milk chocolate".
///
/// Ranking weighs, in order of strength: whether the words are whole words or
/// only beginnings; where they sit (the food's kind, the noun it is about, a
/// later qualifier, a synonym); how much of the kind the query covers; and
/// the food's commonness. The index lives in memory: 8,463 USDA foods take a
/// few megabytes and a search takes well under a millisecond.
public struct FoodIndex: Sendable {
    /// The foods, in the order positions refer to.
    public let foods: [Food]
    let entries: [IndexedFood]
    /// Word → positions of the foods containing it, ascending.
    let postings: [String: [Int32]]
    /// `postings` and the words of the foods' names in other languages: what search looks in.
    private let searchPostings: [String: [Int32]]
    /// Every word search knows, sorted, for finding the words a prefix begins.
    private let vocabulary: [String]
    /// Positions by commonness, then name: the order of an empty query.
    private let byCommonness: [Int]
    /// How many foods share each kind: "Cheese" has dozens, "Carob flour" one.
    let familySizes: [[String]: Int]
    /// The foods of each kind, most common first.
    private let families: [[String]: [Int]]

    public init(_ foods: [Food]) {
        self.foods = foods
        entries = foods.map(IndexedFood.init)
        var postings: [String: [Int32]] = [:]
        for (position, entry) in entries.enumerated() {
            for token in entry.tokens { postings[token, default: []].append(Int32(position)) }
        }
        self.postings = postings
        // Search also finds a food by what the reader's language calls it ("масло вершкове");
        // matching lines to foods keeps to the table's own names and synonyms.
        var searchPostings = postings
        for (position, food) in foods.enumerated() {
            for word in FoodNameTranslations.words(of: food.name) where !entries[position].tokens.contains(word) {
                searchPostings[word, default: []].append(Int32(position))
            }
        }
        self.searchPostings = searchPostings
        let byCommonness = foods.indices.sorted { a, b in
            foods[a].commonness != foods[b].commonness
                ? foods[a].commonness > foods[b].commonness : foods[a].name < foods[b].name
        }
        self.byCommonness = byCommonness
        familySizes = entries.reduce(into: [:]) { sizes, entry in sizes[entry.kind, default: 0] += 1 }
        var families: [[String]: [Int]] = [:]
        for position in byCommonness { families[entries[position].kind, default: []].append(position) }
        self.families = families
        vocabulary = searchPostings.keys.sorted()
    }

    /// Other foods of the same kind as the food at `position`, most common first:
    /// "Nuts, cashew nuts, dry roasted" for "Nuts, cashew nuts, raw".
    public func relatives(of position: Int) -> [Int] {
        (families[entries[position].kind] ?? []).filter { $0 != position }
    }

    /// One page of results and how many foods match in all.
    public struct Page: Sendable {
        /// Positions in `foods`, best first.
        public var positions: [Int]
        public var total: Int
    }

    /// The foods matching `query`, best first, skipping `offset` and returning at most `limit`.
    /// An empty query lists every food, most common first.
    public func search(_ query: String, offset: Int = 0, limit: Int = 20) -> Page {
        let words = Array(Set(FoodText.tokens(query)))
        guard !words.isEmpty else {
            return Page(positions: Array(byCommonness.dropFirst(offset).prefix(limit)), total: byCommonness.count)
        }
        // Foods where every query word begins some word.
        var matched = [UInt16](repeating: 0, count: foods.count)
        for word in words {
            var seen = Set<Int32>()
            for candidate in wordsBeginning(with: word) {
                for position in searchPostings[candidate] ?? [] where seen.insert(position).inserted {
                    matched[Int(position)] += 1
                }
            }
        }
        var scored: [(position: Int, score: Double)] = []
        for position in matched.indices where matched[position] == words.count {
            scored.append((position, score(entries[position], words: words)))
        }
        scored.sort { a, b in
            a.score != b.score ? a.score > b.score : foods[a.position].name < foods[b.position].name
        }
        return Page(positions: scored.dropFirst(offset).prefix(limit).map(\.position), total: scored.count)
    }

    /// How well a food that contains every query word (or a word it begins) answers the query.
    private func score(_ entry: IndexedFood, words: [String]) -> Double {
        var relevance = 0.0
        for word in words {
            var best = 0.0
            for token in entry.tokens where token.hasPrefix(word) {
                let placeWeight: Double =
                    switch entry.place(of: token) {
                    case 0: token == entry.kind.last ? 1.0 : 0.85
                    case 1: 0.7
                    case 2: 0.55
                    default: 0.6
                    }
                best = max(best, placeWeight * (token == word ? 1 : 0.8))
            }
            relevance += best
        }
        relevance /= Double(words.count)
        let kindCoverage =
            entry.kind.isEmpty ? 0 : Double(entry.kind.filter(words.contains).count) / Double(entry.kind.count)
        let synonymCoverage =
            entry.synonyms.map { synonym in
                synonym.isEmpty ? 0 : Double(synonym.filter(words.contains).count) / Double(synonym.count)
            }.max() ?? 0
        return 0.45 * relevance + 0.25 * max(kindCoverage, 0.9 * synonymCoverage) + 0.30 * entry.commonness
    }

    /// The vocabulary words that begin with `prefix` (itself included).
    private func wordsBeginning(with prefix: String) -> ArraySlice<String> {
        var low = 0
        var high = vocabulary.count
        while low < high {
            let middle = (low + high) / 2
            if vocabulary[middle] < prefix { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < vocabulary.count, vocabulary[end].hasPrefix(prefix) { end += 1 }
        return vocabulary[low..<end]
    }
}
