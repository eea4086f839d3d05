import LarderCore

/// Scores an ingredient-line parser against labelled lines.
///
/// The rules, field by field, for each *labelled* line (rows whose label
/// fields are all empty are skipped and counted as `skipped`):
///
/// - **Quantity.** Labels list every quantity in the order written; the
///   first is compared with the parser's first written quantity
///   (`ParsedIngredient.quantitiesAsWritten.first`). Values compare exactly
///   as rationals (`#1$2` = 0.5 = ½); a range matches only a range with the
///   same ends (`2-3`). Label words are read as the parser reads them:
///   `One` = 1, `Half` = 1/2, `dozen` = 12 (`2 dozen` = 24), `few` = 3, and
///   `4x` = 4. A label with no quantity matches a parse with no written
///   quantity — an article ("a pinch") is not a written quantity, in the
///   labels nor in the parse.
/// - **Unit.** The label's first unit is the longest known unit spelling at
///   the start of its unit field, after dropping size and measuring words
///   the parser reports elsewhere (`small bunch` → bunch, `heaping
///   tablespoon` → tbsp, `lg clove` → clove). It is compared by canonical
///   unit (`tablespoon` = `Tbsp` = `Tb` = `T` → tbsp; `c` → cup) with the
///   parser's first written unit (`unitsAsWritten.first`), so "2 15-ounce
///   cans" is right with `ounce` first, as written. No unit on both sides
///   matches; a label unit Larder does not know never matches.
/// - **Name.** Compared case-insensitively after trimming whitespace.
/// - **Sentence.** Quantity, unit and name all right.
///
/// Dual units ("150g/5oz", "1 cup (240 ml)") are therefore judged on the
/// first amount written; the others are not scored.
public enum IngredientLineScorer {
    /// What was right about one line.
    public struct Judgement: Hashable, Sendable {
        /// Whether each field matched its label, by the rules above.
        public var quantity: Bool
        public var unit: Bool
        public var name: Bool
        /// Quantity, unit and name all right.
        public var sentence: Bool { quantity && unit && name }
    }

    /// Scores `lines` with `parse` (by default Larder's parser).
    public static func score(
        _ lines: [LabelledIngredientLine],
        parse: (String) -> ParsedIngredient = IngredientLine.parse
    ) -> IngredientLineScore {
        var score = IngredientLineScore()
        for line in lines {
            guard line.isLabelled else {
                score.skipped += 1
                continue
            }
            score.add(judge(line, parse(line.input)))
        }
        return score
    }

    /// Judges one parse against its label.
    public static func judge(_ label: LabelledIngredientLine, _ parsed: ParsedIngredient) -> Judgement {
        let expectedQuantity = LabelReading.firstQuantity(label.quantity)
        let quantityRight: Bool =
            switch expectedQuantity {
            case .none: parsed.quantitiesAsWritten.isEmpty
            case .unreadable: false
            case .value(let quantity): parsed.quantitiesAsWritten.first == quantity
            }
        let expectedUnit = LabelReading.firstUnit(label.unit)
        let unitRight: Bool =
            switch expectedUnit {
            case .none: parsed.unitsAsWritten.isEmpty
            case .unreadable: false
            case .value(let unit): parsed.unitsAsWritten.first == unit
            }
        let nameRight = normalisedName(label.name) == normalisedName(parsed.name)
        return Judgement(quantity: quantityRight, unit: unitRight, name: nameRight)
    }

    private static func normalisedName(_ name: String) -> String {
        String(name.lowercased().trimmingWhitespace())
    }
}

/// Counts of right answers per field over a set of lines.
public struct IngredientLineScore: Hashable, Sendable {
    /// Labelled lines scored.
    public var lines = 0
    /// Unlabelled lines left out.
    public var skipped = 0
    /// Lines whose field was right, per field and for the whole sentence.
    public var quantityRight = 0
    public var unitRight = 0
    public var nameRight = 0
    public var sentenceRight = 0

    /// An empty score, to add lines or other scores to.
    public init() {}

    mutating func add(_ judgement: IngredientLineScorer.Judgement) {
        lines += 1
        if judgement.quantity { quantityRight += 1 }
        if judgement.unit { unitRight += 1 }
        if judgement.name { nameRight += 1 }
        if judgement.sentence { sentenceRight += 1 }
    }

    /// Shares of labelled lines right, from 0 to 1 (0 when no line was scored).
    public var quantityAccuracy: Double { share(quantityRight) }
    public var unitAccuracy: Double { share(unitRight) }
    public var nameAccuracy: Double { share(nameRight) }
    public var sentenceAccuracy: Double { share(sentenceRight) }

    private func share(_ count: Int) -> Double {
        lines == 0 ? 0 : Double(count) / Double(lines)
    }

    /// Two scores combined, for an overall figure across files.
    public static func + (lhs: IngredientLineScore, rhs: IngredientLineScore) -> IngredientLineScore {
        var sum = lhs
        sum.lines += rhs.lines
        sum.skipped += rhs.skipped
        sum.quantityRight += rhs.quantityRight
        sum.unitRight += rhs.unitRight
        sum.nameRight += rhs.nameRight
        sum.sentenceRight += rhs.sentenceRight
        return sum
    }
}
