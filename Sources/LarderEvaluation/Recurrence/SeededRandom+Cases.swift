extension SeededRandom {
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
