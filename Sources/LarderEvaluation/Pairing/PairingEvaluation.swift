import LarderCore

/// `larder eval pairing`: how well scorers find an ingredient hidden from a real recipe.
///
/// The recipes are shuffled with the seed and split 80 % train / 20 % test. Every test recipe
/// with at least three ingredients the training recipes know loses one of them at random; each
/// scorer ranks every training ingredient (but the rest of the recipe) given the rest, and the
/// hidden one's rank gives hit@1, hit@10 and the reciprocal rank. Unseen pairs: every pair of
/// known ingredients of a test recipe that no training recipe has together is a positive, and
/// 10,000 random pairs of training ingredients that no training recipe has together are the
/// negatives; a scorer scores a pair {a, b} as score(b | a) + score(a | b).
public enum PairingEvaluation {
    public struct Report: Sendable {
        public var seed: UInt64
        public var trainRecipes: Int
        public var heldOutRecipes: Int
        /// Test recipes with at least three known ingredients: the queries.
        public var testRecipes: Int
        public var unseenPairs: Int
        public var randomPairs: Int
        public var larder: RankingScore
        public var popularity: RankingScore
        public var compounds: RankingScore
        public var cosine: RankingScore
        /// Seconds spent learning Larder's model on the training recipes.
        public var trainingSeconds: Double
    }

    public static let randomPairCount = 10_000

    public static func run(_ network: FlavorNetwork, seed: UInt64, parameters: PairingParameters = .standard) -> Report {
        var random = SeededRandom(seed: seed)
        var recipes = network.recipes
        random.shuffle(&recipes)
        let trainCount = recipes.count * 8 / 10
        let train = Array(recipes[..<trainCount])
        let test = Array(recipes[trainCount...])

        let clock = ContinuousClock()
        let started = clock.now
        let model = PairingModel(network: network, recipes: train, parameters: parameters)
        let trainingSeconds = (clock.now - started).seconds
        let counts = TrainingCounts(network: network, recipes: train)
        let larderIndex = counts.names.map { model.index(of: $0)! }

        var scores = ["larder": RankingScore(), "popularity": RankingScore(), "compounds": RankingScore(), "cosine": RankingScore()]
        var queries = 0
        for recipe in test {
            let known = recipe.ingredients.compactMap { counts.index[$0] }
            guard known.count >= 3 else { continue }
            queries += 1
            let hiddenAt = random.below(known.count)
            let hidden = known[hiddenAt]
            var rest = known
            rest.remove(at: hiddenAt)
            let candidates = (0..<counts.size).filter { !rest.contains($0) }
            let larder = model.scores(for: rest.map { larderIndex[$0] })
            scores["larder"]!.add(rank: RankingScore.rank(of: hidden, among: candidates) { Double(larder[larderIndex[$0]]) })
            scores["popularity"]!.add(rank: RankingScore.rank(of: hidden, among: candidates) { counts.popularity($0) })
            scores["compounds"]!.add(
                rank: RankingScore.rank(of: hidden, among: candidates) { c in
                    rest.reduce(0) { $0 + counts.sharedCompounds($1, c) }
                })
            scores["cosine"]!.add(
                rank: RankingScore.rank(of: hidden, among: candidates) { c in
                    rest.reduce(0) { $0 + counts.cosine($1, c) }
                })
        }

        let positives = unseenPairs(test, counts: counts)
        var negatives: [(Int, Int)] = []
        while negatives.count < randomPairCount {
            let a = random.below(counts.size)
            let b = random.below(counts.size)
            if a != b, counts.together(a, b) == 0 { negatives.append((a, b)) }
        }
        let pairScorers: [String: (Int, Int) -> Double] = [
            "larder": { a, b in
                Double(model.score(of: larderIndex[b], given: [larderIndex[a]]) + model.score(of: larderIndex[a], given: [larderIndex[b]]))
            },
            "popularity": { a, b in counts.popularity(a) + counts.popularity(b) },
            "compounds": { a, b in 2 * counts.sharedCompounds(a, b) },
            "cosine": { a, b in 2 * counts.cosine(a, b) },
        ]
        for (name, pairScore) in pairScorers {
            scores[name]!.unseenAUC = RankingScore.auc(
                positives: positives.map { pairScore($0.0, $0.1) }, negatives: negatives.map { pairScore($0.0, $0.1) })
        }
        return Report(
            seed: seed, trainRecipes: train.count, heldOutRecipes: test.count, testRecipes: queries, unseenPairs: positives.count,
            randomPairs: negatives.count, larder: scores["larder"]!, popularity: scores["popularity"]!,
            compounds: scores["compounds"]!, cosine: scores["cosine"]!, trainingSeconds: trainingSeconds)
    }

    /// Distinct pairs of known ingredients that share a test recipe but no training recipe.
    static func unseenPairs(_ test: [FlavorRecipe], counts: TrainingCounts) -> [(Int, Int)] {
        var seen = Set<Int>()
        var pairs: [(Int, Int)] = []
        for recipe in test {
            let known = recipe.ingredients.compactMap { counts.index[$0] }
            for (offset, a) in known.enumerated() {
                for b in known[(offset + 1)...] where counts.together(a, b) == 0 {
                    let pair = (min(a, b), max(a, b))
                    if seen.insert(pair.0 * counts.size + pair.1).inserted { pairs.append(pair) }
                }
            }
        }
        return pairs
    }
}

