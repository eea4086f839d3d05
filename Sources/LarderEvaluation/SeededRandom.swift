import LarderCore

/// The harnesses draw from the core's generator, so a `--seed` means the same sequence here as
/// in the planner.
public typealias SeededRandom = SeededGenerator

extension SeededGenerator {
    /// A number in [0, 1).
    public mutating func unit() -> Double {
        Double(next() >> 11) / Double(UInt64(1) << 53)
    }

    /// Fisher–Yates, written out so the order does not depend on the standard library's shuffle.
    public mutating func shuffle<T>(_ items: inout [T]) {
        guard items.count > 1 else { return }
        for i in stride(from: items.count - 1, to: 0, by: -1) {
            items.swapAt(i, below(i + 1))
        }
    }
}
