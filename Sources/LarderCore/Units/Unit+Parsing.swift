extension Unit {
    /// Reads a unit as recipes write it: "tablespoons", "Tbsp.", "T" (but
    /// "t" is a teaspoon), "fl. oz.", "c", "ст. л.", "чайної ложки"-style
    /// inflections, "склянки", "шт.". Nil when the whole text is not a unit.
    public init?(parsing text: String) {
        var contiguous = text
        let unit: Unit? = contiguous.withUTF8 { bytes in
            let parser = LineParser(bytes: bytes)
            guard let match = parser.matchUnit(at: 0), match.range.upperBound == parser.count else { return nil }
            return match.spelling.unit
        }
        guard let unit else { return nil }
        self = unit
    }
}
