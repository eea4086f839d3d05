/// Reads ingredient lines as recipes write them.
///
/// ```swift
/// let line = IngredientLine.parse("1 1/2 cups all-purpose flour, sifted")
/// line.quantity     // .exact(3/2)
/// line.unit         // .cup
/// line.name         // "all-purpose flour"
/// line.preparation  // "sifted"
/// ```
///
/// The parser is a set of general rules over words — numbers, unit
/// spellings, size, preparation and remark vocabulary — working on the
/// line's UTF-8 bytes without regular expressions, so it reads several
/// hundred thousand lines a second.
public enum IngredientLine {
    /// Parses one ingredient line. Never fails: a line it cannot read as an
    /// amount is all name ("Herby Yogurt Dip").
    public static func parse(_ text: String) -> ParsedIngredient {
        var contiguous = text
        return contiguous.withUTF8 { bytes in
            var parser = LineParser(bytes: bytes)
            parser.run()
            return parser.result(for: text)
        }
    }
}
