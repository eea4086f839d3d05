import Testing

@testable import LarderEvaluation

@Suite("Ranking metrics")
struct RankingScoreTests {
    @Test func tiedCandidatesShareTheMeanRank() {
        let scores = [0: 5.0, 1: 3.0, 2: 3.0, 3: 3.0, 4: 1.0]

        // MUT
        let rank = RankingScore.rank(of: 2, among: Array(0...4)) { scores[$0]! }

        // validate: one above, two tied → 1 + 1 + 2/2.
        #expect(rank == 3)
    }

    @Test func hitsAndReciprocalRanksAverageOverQueries() {
        var score = RankingScore()

        score.add(rank: 1)
        score.add(rank: 4)
        score.add(rank: 20)
        score.add(rank: 10.5)

        #expect(score.hit1 == 0.25)
        #expect(score.hit10 == 0.5)
        #expect(abs(score.mrr - (1 + 0.25 + 0.05 + 1 / 10.5) / 4) < 1e-12)
    }

    @Test func aucIsTheChanceAPositiveOutscoresANegativeWithTiesHalf() {
        #expect(RankingScore.auc(positives: [3, 4], negatives: [1, 2]) == 1)
        #expect(RankingScore.auc(positives: [1, 2], negatives: [3, 4]) == 0)
        #expect(RankingScore.auc(positives: [2, 2], negatives: [2, 2]) == 0.5)
        // 3 beats 1 and ties 3 (1.5); 0 beats nothing: 1.5 of 4 pairs.
        #expect(RankingScore.auc(positives: [3, 0], negatives: [1, 3]) == 0.375)
    }
}
