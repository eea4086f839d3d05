/// Reading quantities, units and measures at a token position.
extension LineParser {
    struct QuantityMatch {
        var quantity: Quantity
        /// Token indices covered by the quantity.
        var range: Range<Int>
    }

    struct UnitMatch {
        var spelling: UnitSpelling
        /// Token indices covered by the unit (including trailing periods).
        var range: Range<Int>
    }

    struct MeasureMatch {
        var quantity: QuantityMatch
        var unit: UnitMatch?
        var next: Int { unit?.range.upperBound ?? quantity.range.upperBound }
    }

    /// One amount: "2", "1 1/2", "1-1/2", "1½", "one", "half", "a dozen", "2 dozen", "few".
    func matchSingleAmount(at index: Int) -> (value: Rational, next: Int)? {
        guard let first = tokenAt(index) else { return nil }
        var value: Rational
        var next = index + 1
        switch first.kind {
        case .number:
            value = first.value
            if first.isWholeNumber, let fraction = mixedFraction(after: index) {
                value += fraction.value
                next = fraction.next
            }
        case .word:
            if first.has(.number) {
                value = Rational(normalising: WordLexicon.entries[Int(first.word)].number, 1)
                // "one and a half"
                if isWord(next, .and), isWord(next + 1, in: [.a, .an]), has(next + 2, .half) {
                    value += Rational(normalising: 1, 2)
                    next += 3
                }
            } else if first.has(.half) {
                value = Rational(normalising: 1, 2)
                if isWord(next, in: [.a, .an]) { next += 1 }  // "half a cup"
            } else if first.isWord(.dozen) {
                value = 12
            } else if first.has(.few) {
                value = 3
            } else if first.isWord(.couple) {
                value = 2
                if isWord(next, .of) { next += 1 }
            } else {
                return nil
            }
        case .symbol:
            return nil
        }
        if isWord(next, .dozen), !first.isWord(.dozen) {
            value *= 12
            next += 1
        }
        return (value, next)
    }

    /// The fraction completing a mixed number after the whole number at
    /// `index`: "1 1/2", "1 ½", "1-1/2", "1 and 1/2".
    private func mixedFraction(after index: Int) -> (value: Rational, next: Int)? {
        let next = index + 1
        // Not "12 ½-inch-thick slices": a fraction joined to a word by a hyphen describes a size.
        if let fraction = tokenAt(next), fraction.kind == .number, fraction.isFraction, fraction.value < .one,
            !(tokenAt(next + 1).map { $0.isDash && !$0.spaceBefore } ?? false)
        {
            return (fraction.value, next + 1)
        }
        if let dash = tokenAt(next), dash.isDash, !dash.spaceBefore,
            let fraction = tokenAt(next + 1), fraction.isFraction, !fraction.spaceBefore, fraction.value < .one
        {
            return (fraction.value, next + 2)
        }
        if isWord(next, .and), let fraction = tokenAt(next + 1), fraction.isFraction, fraction.value < .one {
            return (fraction.value, next + 2)
        }
        return nil
    }

    /// A quantity, maybe a range: "2", "2-3", "2 to 3", "2–3", "2 or 3", "3-4 dozen".
    func matchQuantity(at index: Int) -> QuantityMatch? {
        guard let low = matchSingleAmount(at: index) else { return nil }
        var next = low.next
        // "13- to 14-ounce", "10- or 12-ounce": a hyphen left hanging before "to"/"or".
        if tokenAt(next)?.isDash == true, isWord(next + 1, in: [.to, .or]) { next += 1 }
        let isConnector = (tokenAt(next)?.isDash ?? false) || isWord(next, in: [.to, .or, .through])
        var highStart = next + 1
        // "8- to -10 ounce": a stray hyphen before the second number.
        if tokenAt(highStart)?.isDash == true, tokenAt(highStart + 1)?.kind == .number { highStart += 1 }
        if isConnector, let high = matchSingleAmount(at: highStart) {
            var lowValue = low.value
            // "3-4 dozen": the dozen written once applies to both ends.
            if isWord(high.next - 1, .dozen), !isWord(low.next - 1, .dozen) { lowValue *= 12 }
            if high.value > lowValue {
                next = high.next
                return QuantityMatch(quantity: .range(lowValue, high.value), range: index..<next)
            }
        }
        return QuantityMatch(quantity: .exact(low.value), range: index..<next)
    }

    /// A unit spelling starting at `index`: "cups", "Tbsp.", "T", "fl. oz.", "ст. л.".
    func matchUnit(at index: Int) -> UnitMatch? {
        guard let first = tokenAt(index), first.kind == .word else { return nil }
        if first.has(.capitalT) {
            return UnitMatch(spelling: UnitLexicon.tablespoonLetter, range: index..<skipAbbreviationPeriod(index + 1))
        }
        if first.has(.smallT) {
            return UnitMatch(spelling: UnitLexicon.teaspoonLetter, range: index..<skipAbbreviationPeriod(index + 1))
        }
        guard first.word >= 0 else { return nil }
        let entry = WordLexicon.entries[Int(first.word)]
        for candidate in entry.multiWordUnits {
            if let end = matchWords(candidate.words, from: index) {
                return UnitMatch(
                    spelling: candidate.spelling, range: index..<skipPluralMarker(skipAbbreviationPeriod(end)))
            }
        }
        guard let spelling = entry.unit else { return nil }
        return UnitMatch(spelling: spelling, range: index..<skipPluralMarker(skipAbbreviationPeriod(index + 1)))
    }

    /// Matches word ids from `index`, allowing a period after each ("fl. oz.") and the last
    /// word in parentheses ("colher (sopa)").
    private func matchWords(_ words: [Int32], from index: Int) -> Int? {
        var cursor = index
        for (position, word) in words.enumerated() {
            let isLast = position == words.count - 1
            let inParentheses =
                isLast && position > 0 && tokenAt(cursor)?.isOpening == true
                && tokenAt(cursor + 1)?.word == word && tokenAt(cursor + 2)?.isClosing == true
            if inParentheses { cursor += 1 }
            guard cursor < count, tokens[cursor].kind == .word, tokens[cursor].word == word else { return nil }
            cursor += inParentheses ? 2 : 1
            if isSymbol(cursor, "."), !(tokenAt(cursor)?.spaceBefore ?? true) { cursor += 1 }
        }
        return cursor
    }

    /// Includes a plural ending written in parentheses against the unit: "pincée(s)", "Prise(n)", "cup(s)".
    private func skipPluralMarker(_ index: Int) -> Int {
        guard let open = tokenAt(index), open.isOpening, !open.spaceBefore,
            let ending = tokenAt(index + 1), ending.kind == .word, !ending.spaceBefore, ending.end - ending.start <= 2,
            tokenAt(index + 2)?.isClosing == true
        else { return index }
        return index + 3
    }

    /// Includes a period written straight after an abbreviation ("tsp.").
    private func skipAbbreviationPeriod(_ index: Int) -> Int {
        if isSymbol(index, "."), !(tokenAt(index)?.spaceBefore ?? true) {
            // Keep a decimal or sentence period that starts the next number out of it.
            return index + 1
        }
        return index
    }

    /// A quantity followed by a unit: "150g", "5 oz", "14-ounce", "1 cup".
    /// With `unitRequired` false, a bare quantity also matches.
    func matchMeasure(at index: Int, unitRequired: Bool = true) -> MeasureMatch? {
        guard let quantity = matchQuantity(at: index) else { return nil }
        var next = quantity.range.upperBound
        // "14-ounce", "1-inch piece": a hyphen joins number and unit.
        if let dash = tokenAt(next), dash.isDash, !dash.spaceBefore, tokenAt(next + 1)?.kind == .word {
            next += 1
        }
        // "1 scant cup", "2 heaping tablespoons".
        var unitStart = next
        while has(unitStart, .measureModifier) { unitStart += 1 }
        if let unit = matchUnit(at: unitStart) ?? (unitStart == next ? nil : matchUnit(at: next)) {
            return MeasureMatch(quantity: quantity, unit: unit)
        }
        return unitRequired ? nil : MeasureMatch(quantity: quantity, unit: nil)
    }

    /// Byte span of a token range.
    func span(_ range: Range<Int>) -> Range<Int> {
        guard let first = tokenAt(range.lowerBound), let last = tokenAt(range.upperBound - 1) else { return 0..<0 }
        return first.start..<last.end
    }

    /// Records `match` as an amount of the line: written-order lists, rewrite
    /// span and token roles. Returns the measure.
    @discardableResult
    mutating func record(_ match: MeasureMatch, as role: AmountRewrite.Role?) -> Measure {
        let measure = Measure(match.quantity.quantity, match.unit?.spelling.unit)
        let quantityStart = tokens[match.quantity.range.lowerBound].start
        let unitStart = match.unit.map { tokens[$0.range.lowerBound].start } ?? quantityStart
        noteWritten(measure.quantity, at: quantityStart, measure.unit, at: unitStart)
        force(.amount, match.quantity.range.lowerBound..<match.next)
        if let role {
            rewrites.append(
                AmountRewrite(
                    role: role, measure: measure,
                    quantitySpan: span(match.quantity.range),
                    unitSpan: match.unit.map { span($0.range) },
                    spellingSingular: match.unit?.spelling.singular,
                    spellingPlural: match.unit?.spelling.plural))
        }
        return measure
    }
}
