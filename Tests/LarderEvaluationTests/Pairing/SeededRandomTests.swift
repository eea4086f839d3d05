import Testing

@testable import LarderEvaluation

@Suite("Seeded randomness")
struct SeededRandomTests {
    @Test func theSameSeedGivesTheSameSequence() {
        var first = SeededRandom(seed: 7)
        var second = SeededRandom(seed: 7)
        var other = SeededRandom(seed: 8)

        let a = (0..<5).map { _ in first.next() }
        #expect(a == (0..<5).map { _ in second.next() })
        #expect(a != (0..<5).map { _ in other.next() })
    }

    @Test func splitMix64StartsWithItsPublishedValue() {
        // SplitMix64 seeded with 0 first returns 0xE220A8397B1DCDAF.
        var random = SeededRandom(seed: 0)

        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    }

    @Test func aShuffleIsAPermutationFixedByTheSeed() {
        var random = SeededRandom(seed: 3)
        var again = SeededRandom(seed: 3)
        var items = Array(0..<50)
        var same = items

        random.shuffle(&items)
        again.shuffle(&same)

        #expect(items.sorted() == Array(0..<50))
        #expect(items != Array(0..<50))
        #expect(items == same)
    }
}
