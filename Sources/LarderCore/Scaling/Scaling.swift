/// Scales ingredient lines from one number of servings to another: every
/// amount × (to / from), ranges at both ends, written as cooks write them
/// ("1 cup" × 2.5 → "2 1/2 cups", never "2.5000 cups").
///
/// Lines without a written amount ("salt to taste", "a pinch of salt") are
/// returned unchanged, as is every line when `from` equals `to` or either is
/// not positive. Package sizes stay ("1 (14-ounce) can" → "2 (14-ounce) cans").
///
/// - Parameter reunit: also move amounts to the unit cooks would use once
///   scaled, exactly ("3 tsp" → "1 tbsp", "16 tbsp" → "1 cup", "1000 g" → "1 kg").
public func scale(_ lines: [String], from servings: Rational, to newServings: Rational, reunit: Bool = false)
    -> [String]
{
    guard let factor = scalingFactor(from: servings, to: newServings) else { return lines }
    return lines.map { IngredientLine.scaled($0, by: factor, reunit: reunit) }
}

/// Scales parsed lines; each result is the parse of the scaled text.
public func scale(
    _ ingredients: [ParsedIngredient], from servings: Rational, to newServings: Rational, reunit: Bool = false
) -> [ParsedIngredient] {
    guard let factor = scalingFactor(from: servings, to: newServings) else { return ingredients }
    return ingredients.map { $0.scaled(by: factor, reunit: reunit) }
}

/// to / from, or nil when scaling would change nothing or make no sense.
private func scalingFactor(from servings: Rational, to newServings: Rational) -> Rational? {
    guard servings.isPositive, newServings.isPositive, servings != newServings else { return nil }
    return newServings / servings
}

extension ParsedIngredient {
    /// The line with every written amount multiplied by `factor`.
    public func scaled(by factor: Rational, reunit: Bool = false) -> ParsedIngredient {
        IngredientLine.parse(IngredientLine.scaled(text, by: factor, reunit: reunit))
    }
}

extension IngredientLine {
    /// `text` with its written amounts — the main one, the same amount in other
    /// units, and amounts added with "plus" — multiplied by `factor` and
    /// rewritten in place; the rest of the line is kept as written.
    public static func scaled(_ text: String, by factor: Rational, reunit: Bool = false) -> String {
        guard factor.isPositive, factor != .one else { return text }
        let parsed = parse(text)
        let scaledText = rewritten(text, parsed) { measure in
            let scaled = Measure(measure.quantity.scaled(by: factor), measure.unit)
            return reunit ? scaled.normalized() : scaled
        }
        return CountNoun.agreeing(scaledText, parsedFrom: parsed, factor: factor)
    }

    /// `text` with its amounts in `system`'s units, rounded as `Measure.shown(in:)` rounds
    /// ("1 cup milk" → "237 ml milk"); count units and amounts without a unit stay.
    public static func shown(_ text: String, in system: MeasurementSystem) -> String {
        rewritten(text, parse(text)) { $0.shown(in: system) }
    }

    /// `text` (parsed as `parsed`) with every written amount replaced by `transform` of it,
    /// rewritten in place.
    static func rewritten(_ text: String, _ parsed: ParsedIngredient, _ transform: (Measure) -> Measure) -> String {
        guard !parsed.rewrites.isEmpty else { return text }
        var bytes = Array(text.utf8)
        // Rewrite from the end of the line so earlier offsets stay valid.
        let edits = parsed.rewrites.flatMap { $0.edits(to: transform($0.measure)) }
            .sorted { $0.range.lowerBound > $1.range.lowerBound }
        for edit in edits {
            bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension AmountRewrite {
    struct Edit {
        var range: Range<Int>
        var text: String
    }

    /// The replacements that write `replacement` where this amount was: the number, and the
    /// unit word when its plural changes or the unit itself does.
    func edits(to replacement: Measure) -> [Edit] {
        let number = AmountFormatter.string(replacement.quantity, style: AmountFormatter.style(for: replacement.unit))
        guard let unitSpan, let unit = replacement.unit else {
            return [Edit(range: quantitySpan, text: number)]
        }
        let isPlural = replacement.quantity.upperBound > .one
        let word: String
        if unit == measure.unit, let singular = spellingSingular, let plural = spellingPlural {
            word = isPlural ? plural : singular
        } else {
            word = unit.displayName(for: replacement.quantity.upperBound)
        }
        if quantitySpan.upperBound <= unitSpan.lowerBound {
            // Number and unit as written, with whatever stood between them ("1 (14-ounce) can").
            return [Edit(range: quantitySpan, text: number), Edit(range: unitSpan, text: word)]
        }
        return [Edit(range: quantitySpan, text: number)]
    }
}
