extension Quantity {
    /// Reads a quantity written on its own, the way recipes write amounts:
    /// "2", "1.5", "1,5", "1/2", "1 1/2", "1-1/2", "½", "1½", ranges "2-3",
    /// "2 to 3", "2–3", "2 or 3", and words "a", "an", "one"…"twelve",
    /// "half", "dozen", "2 dozen", "a few" (three).
    ///
    /// Returns nil for text that gives no amount — "pinch", "to taste" — and
    /// for anything that is not entirely a quantity.
    public init?(parsing text: String) {
        var contiguous = text
        let quantity: Quantity? = contiguous.withUTF8 { bytes in
            let parser = LineParser(bytes: bytes)
            guard parser.count > 0 else { return nil }
            var start = 0
            if parser.isWord(0, in: [.a, .an]) {
                if parser.count == 1 { return .exact(.one) }
                start = 1
            }
            guard let match = parser.matchQuantity(at: start), match.range.upperBound == parser.count else {
                return nil
            }
            return match.quantity
        }
        guard let quantity else { return nil }
        self = quantity
    }
}

extension Rational {
    /// Reads one exact amount: "3", "1.5", "1,5", "3/4", "1 1/2", "1-1/2",
    /// "⅓", "1½", "one", "half", "a dozen". Nil for ranges and non-amounts.
    public init?(parsing text: String) {
        guard case .exact(let value)? = Quantity(parsing: text) else { return nil }
        self = value
    }
}
