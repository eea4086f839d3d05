/// The flavour compounds of every ingredient as bitsets laid end to end, so that "how many
/// compounds do these two share" is a few dozen AND + popcount, not a set intersection.
struct CompoundSets: Sendable {
    let wordsPerSet: Int
    private(set) var words: [UInt64]
    /// How many compounds each set holds.
    private(set) var sizes: [Int]

    init(count: Int, compoundCount: Int) {
        wordsPerSet = max(1, (compoundCount + 63) / 64)
        words = Array(repeating: 0, count: count * wordsPerSet)
        sizes = Array(repeating: 0, count: count)
    }

    /// Whether the compound was not in the set yet.
    @discardableResult
    mutating func insert(_ compound: Int, into set: Int) -> Bool {
        let word = set * wordsPerSet + compound / 64
        let bit = UInt64(1) << UInt64(compound % 64)
        guard words[word] & bit == 0 else { return false }
        words[word] |= bit
        sizes[set] += 1
        return true
    }

    /// Appends an empty set (an ingredient the network has no compounds for).
    mutating func appendEmpty() {
        words.append(contentsOf: repeatElement(0, count: wordsPerSet))
        sizes.append(0)
    }

    func shared(_ a: Int, _ b: Int) -> Int {
        var count = 0
        let first = a * wordsPerSet
        let second = b * wordsPerSet
        for offset in 0..<wordsPerSet { count += (words[first + offset] & words[second + offset]).nonzeroBitCount }
        return count
    }

    /// Cosine of the two sets: shared / √(size·size); 0 when either is empty.
    func cosine(_ a: Int, _ b: Int) -> Double {
        guard sizes[a] > 0, sizes[b] > 0 else { return 0 }
        return Double(shared(a, b)) / (Double(sizes[a]) * Double(sizes[b])).squareRoot()
    }

    /// The compounds every one of `sets` holds, as compound indices in ascending order.
    func common(_ sets: [Int]) -> [Int] {
        guard let first = sets.first else { return [] }
        var found: [Int] = []
        for word in 0..<wordsPerSet {
            var bits = words[first * wordsPerSet + word]
            for set in sets.dropFirst() { bits &= words[set * wordsPerSet + word] }
            while bits != 0 {
                let bit = bits.trailingZeroBitCount
                found.append(word * 64 + bit)
                bits &= bits - 1
            }
        }
        return found
    }
}
