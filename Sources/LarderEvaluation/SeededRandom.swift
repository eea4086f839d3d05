/// A reproducible random number generator (SplitMix64): the same seed gives the same
/// generated cases on every machine, so a disagreement can be replayed.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// True with probability `chance`.
    mutating func chance(_ chance: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < chance
    }

    /// A non-empty random subset of `values`, at most `limit` long, in the order given.
    mutating func subset<T>(of values: [T], limit: Int) -> [T] {
        let size = Int.random(in: 1...min(limit, values.count), using: &self)
        let picked = Set(values.indices.shuffled(using: &self).prefix(size))
        return values.indices.filter(picked.contains).map { values[$0] }
    }
}
