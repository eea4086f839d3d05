/// Hit@1, hit@10 and mean reciprocal rank of hidden ingredients, and the AUC on unseen pairs.
public struct RankingScore: Hashable, Sendable {
    public var queries = 0
    public var hits1 = 0
    public var hits10 = 0
    public var reciprocalRanks = 0.0
    public var unseenAUC = 0.0

    public var hit1: Double { queries == 0 ? 0 : Double(hits1) / Double(queries) }
    public var hit10: Double { queries == 0 ? 0 : Double(hits10) / Double(queries) }
    public var mrr: Double { queries == 0 ? 0 : reciprocalRanks / Double(queries) }

    /// Counts one query whose hidden ingredient came at `rank` (1 is first; ties share the mean rank).
    mutating func add(rank: Double) {
        queries += 1
        if rank <= 1 { hits1 += 1 }
        if rank <= 10 { hits10 += 1 }
        reciprocalRanks += 1 / rank
    }

    /// The rank of `target` among `candidates` by `scores` (higher first): 1 + those above it +
    /// half of those tied with it, so a scorer that cannot tell candidates apart is not flattered.
    static func rank(of target: Int, among candidates: [Int], scores: (Int) -> Double) -> Double {
        let value = scores(target)
        var above = 0
        var tied = 0
        for candidate in candidates where candidate != target {
            let score = scores(candidate)
            if score > value { above += 1 } else if score == value { tied += 1 }
        }
        return 1 + Double(above) + Double(tied) / 2
    }

    /// Area under the ROC curve: the chance that a positive scores above a negative, ties counting half.
    static func auc(positives: [Double], negatives: [Double]) -> Double {
        guard !positives.isEmpty, !negatives.isEmpty else { return 0.5 }
        let all = (positives.map { ($0, true) } + negatives.map { ($0, false) }).sorted { $0.0 < $1.0 }
        var positiveRankSum = 0.0
        var start = 0
        while start < all.count {
            var end = start
            while end + 1 < all.count, all[end + 1].0 == all[start].0 { end += 1 }
            let meanRank = Double(start + end) / 2 + 1
            for i in start...end where all[i].1 { positiveRankSum += meanRank }
            start = end + 1
        }
        let p = Double(positives.count)
        return (positiveRankSum - p * (p + 1) / 2) / (p * Double(negatives.count))
    }
}
