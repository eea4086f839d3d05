/// The amount at the head of a line: "1 (14-ounce) can", "2 large", "150g/5oz",
/// "Juice of 1", "A pinch of", or a name first then its amount ("Lemon juice, 3 tablespoons").
extension LineParser {
    /// Reads the head of the line and returns the index where the name starts.
    mutating func parseHead() -> Int {
        var index = 0
        // Bullets: "- 2 cups", "* 1 egg", "• salt".
        while let token = tokenAt(index), token.kind == .symbol,
            token.isDash || token.scalar == 0x2A || token.scalar == 0x2022 || token.scalar == 0xB7
        {
            roles[index] = .ignored
            index += 1
        }
        // "OPTIONAL: ½ ounce truffle", "Optional: red wine vinegar": a heading before the line.
        if isWordToken(index), isSymbol(index + 1, ":"),
            tokenAt(index + 2)?.kind == .number || has(index, [.remark, .remarkOnly])
        {
            roles[index] = .comment
            roles[index + 1] = .ignored
            index += 2
        }
        // "About 3 cups", "Scant ½ cup", "approx. 200 g" — only before an amount.
        var leadEnd = index
        while has(leadEnd, .leadIn) {
            leadEnd += 1
            if isSymbol(leadEnd, "."), !(tokenAt(leadEnd)?.spaceBefore ?? true) { leadEnd += 1 }
        }
        if leadEnd > index,
            matchSingleAmount(at: leadEnd) != nil || isWord(leadEnd, in: [.a, .an])
        {
            for lead in index..<leadEnd { roles[lead] = tokens[lead].kind == .symbol ? .ignored : .comment }
            index = leadEnd
        }
        if isWord(index, in: [.a, .an]) {
            roles[index] = .comment
            if matchSingleAmount(at: index + 1) == nil {
                // "a pinch of salt", "A large egg": the article means one.
                quantity = .exact(.one)
                return parseAfterQuantity(from: index + 1, quantityRange: nil)
            }
            index += 1  // "A 2-inch piece", "a few", "a dozen"
        }
        if let match = matchQuantity(at: index) {
            quantity = match.quantity
            return parseAfterQuantity(from: match.range.upperBound, quantityRange: match.range)
        }
        if let afterPrefix = parsePreparedFromPrefix(at: index) {
            return afterPrefix
        }
        if let afterUnit = parseUnitWithoutNumber(at: index) {
            return afterUnit
        }
        parseAmountAfterName(from: index)
        return index
    }

    /// "Juice of 1 lemon", "Leaves from 1 sprig rosemary": the words before
    /// "of" or "from" say what is taken from the counted thing.
    private mutating func parsePreparedFromPrefix(at start: Int) -> Int? {
        var index = start
        while index < start + 5, let token = tokenAt(index), token.kind == .word, !isWord(index, in: [.of, .from]) {
            index += 1
        }
        guard index > start, isWord(index, in: [.of, .from]), let match = matchQuantity(at: index + 1) else {
            return nil
        }
        force(.preparation, start..<index + 1)
        quantity = match.quantity
        return parseAfterQuantity(from: match.range.upperBound, quantityRange: match.range)
    }

    /// "Pinch of salt", "Large handful of basil", "Dash Tabasco": a unit with no number.
    private mutating func parseUnitWithoutNumber(at first: Int) -> Int? {
        // "Several tablespoons chopped chives": a vague word, not a written number.
        let start = isWord(first, in: [.several, .some]) ? first + 1 : first
        let sizeEnd = sizePhraseEnd(from: start)
        var index = sizeEnd
        while has(index, .measureModifier) { index += 1 }
        guard let unit = matchUnit(at: index), unit.spelling.unit.dimension == .count else { return nil }
        let next = unit.range.upperBound
        guard isWord(next, .of) || isPartitive(next) || Self.unitsUsedAlone.contains(unit.spelling.unit.name)
        else { return nil }
        force(.comment, first..<start)
        force(.size, start..<sizeEnd)
        force(.comment, sizeEnd..<index)
        self.unit = unit.spelling.unit
        noteWritten(nil, at: 0, unit.spelling.unit, at: tokens[unit.range.lowerBound].start)
        force(.amount, unit.range)
        return skipOf(next)
    }

    /// Count units that open a line without "of": "Pinch salt", "Dash Tabasco".
    private static let unitsUsedAlone: Set<String> = [
        "pinch", "dash", "handful", "splash", "drizzle", "knob", "glug", "bunch",
    ]

    /// "Lemon juice, 3 tablespoons": the amount follows the name after a comma; "frozen peas
    /// 400 g", "молоко 1 л": it ends the line, as shopping lists write it.
    private mutating func parseAmountAfterName(from start: Int) {
        var index = start
        while let token = tokenAt(index), !isSeparator(index), !token.isOpening {
            if token.kind == .number {
                parseAmountEndingLine(at: index, after: start)
                return
            }
            index += 1
        }
        guard index > start, isSymbol(index, ","), let match = measureAfterLeadIn(index + 1) else { return }
        force(.comment, index + 1..<match.quantity.range.lowerBound)
        quantity = match.quantity.quantity
        unit = match.unit?.spelling.unit
        record(match, as: .main)
        _ = parseAlternatives(from: match.next)
    }

    /// The amount written last, right after the name's words. It needs its unit: a bare number
    /// there is part of the name ("item 3", "vitamin B 12"), and an amount with words after it
    /// ("Coca-Cola 2 l bottle") is left to the name and the remarks.
    private mutating func parseAmountEndingLine(at index: Int, after nameStart: Int) {
        guard index > nameStart, isWordToken(index - 1), let match = matchMeasure(at: index),
            match.next == count
        else { return }
        quantity = match.quantity.quantity
        unit = match.unit?.spelling.unit
        record(match, as: .main)
    }

    /// Everything between the quantity and the name: multipliers, package
    /// sizes, size words, the unit, and the same amount in other units.
    mutating func parseAfterQuantity(from start: Int, quantityRange: Range<Int>?) -> Int {
        var index = start
        // "1 1 onion", "10 10 eggs": a number written twice.
        if let repeated = tokenAt(index), repeated.isWholeNumber, quantity == .exact(repeated.value),
            matchUnit(at: index + 1) == nil, !(tokenAt(index + 1)?.isDash ?? false)
        {
            roles[index] = .ignored
            index += 1
        }
        // "½ each yellow, red, and green bell pepper".
        if isWord(index, .each) {
            roles[index] = .comment
            index += 1
        }
        index = parsePackageSize(from: index)
        let sizeEnd = sizePhraseEnd(from: index)
        if sizeEnd > index, tokenAt(sizeEnd)?.kind == .word || tokenAt(sizeEnd)?.isOpening == true {
            force(.size, index..<sizeEnd)
            index = sizeEnd
        } else if sizeEnd > index, isSymbol(sizeEnd, ","), tokenAt(sizeEnd + 1)?.kind == .word {
            // "2 large, ripe mangoes": the comma only separates two describing words.
            force(.size, index..<sizeEnd)
            roles[sizeEnd] = .ignored
            index = sizeEnd + 1
        }
        // "4 small or 2 large bananas": another count in another size.
        if index > 0, roles[index - 1] == .size, isWord(index, .or), let other = matchQuantity(at: index + 1) {
            let otherSizeEnd = sizePhraseEnd(from: other.range.upperBound)
            if otherSizeEnd > other.range.upperBound {
                force(.comment, index..<otherSizeEnd)
                index = otherSizeEnd
            }
        }
        // "1 heaping tablespoon", "½ lightly packed cup".
        var modifierEnd = index
        while has(modifierEnd, .measureModifier) { modifierEnd += 1 }
        if modifierEnd > index, matchUnit(at: modifierEnd) != nil {
            force(.comment, index..<modifierEnd)
            index = modifierEnd
        }
        // "4 thin (½ inch thick) slices": a remark between the size and the unit.
        if tokenAt(index)?.isOpening == true, let close = closingIndex(of: index), matchUnit(at: close + 1) != nil {
            parseGroup(index...close)
            index = close + 1
        }
        // "1-inch piece": a hyphen joins the number and the unit.
        if let dash = tokenAt(index), dash.isDash, !dash.spaceBefore, index == quantityRange?.upperBound,
            matchUnit(at: index + 1) != nil
        {
            roles[index] = .amount
            index += 1
        }
        var unitMatch: UnitMatch?
        if let match = matchUnit(at: index) {
            unitMatch = match
            unit = match.spelling.unit
            index = match.range.upperBound
            // "1 c cup", "1 ½ tbsp tablespoons": the unit written twice.
            if let again = matchUnit(at: index), again.spelling.unit == match.spelling.unit {
                force(.ignored, again.range)
                index = again.range.upperBound
            }
        }
        if let quantityRange, let quantity {
            record(
                MeasureMatch(quantity: QuantityMatch(quantity: quantity, range: quantityRange), unit: unitMatch),
                as: .main)
        } else if let unitMatch {
            force(.amount, unitMatch.range)
            noteWritten(nil, at: 0, unitMatch.spelling.unit, at: tokens[unitMatch.range.lowerBound].start)
        }
        index = parseAlternatives(from: index)
        return skipOf(index)
    }

    /// "of" after an amount ("1 sprig of rosemary", "200 g de farine") is a joining word, kept
    /// as a comment.
    mutating func skipOf(_ index: Int) -> Int {
        guard isWord(index, .of) || isPartitive(index) else { return index }
        roles[index] = .comment
        return index + 1
    }

    /// The size of each package or piece, written between the count and the
    /// unit or name: "(14-ounce)", "15-ounce", "x 400g", "8 oz" in "1 8 oz pack".
    private mutating func parsePackageSize(from start: Int) -> Int {
        var index = start
        var isMultiplier = false
        if isWord(index, .x) || isSymbol(index, "×") || isSymbol(index, "*") {
            isMultiplier = true
            index += 1
        }
        if tokenAt(index)?.isOpening == true, let close = closingIndex(of: index) {
            var inner = index + 1
            while has(inner, .leadIn) { inner += 1 }
            guard let match = matchMeasure(at: inner) else { return start }
            packageSize = record(match, as: nil)
            parseGroup(index...close)
            return close + 1
        }
        guard let match = matchMeasure(at: index) else { return start }
        if isMultiplier { force(.ignored, start..<index) }
        packageSize = record(match, as: nil)
        var next = match.next
        // "14 oz/397g", "28-oz (800 g)": the package size in other units.
        while isSymbol(next, "/"), let other = matchMeasure(at: next + 1) {
            roles[next] = .ignored
            record(other, as: nil)
            next = other.next
        }
        if tokenAt(next)?.isOpening == true, let close = closingIndex(of: next), matchMeasure(at: next + 1) != nil {
            parseGroup(next...close)
            next = close + 1
        }
        return next
    }

    func isSizeWord(_ index: Int) -> Bool {
        has(index, .size)
    }

    /// The end of a size phrase: "large", "extra large", "medium to large", "small or medium".
    func sizePhraseEnd(from start: Int) -> Int {
        var index = start
        while true {
            var word = index
            if has(word, .sizeIntensifier) { word += 1 }
            guard isSizeWord(word) else { return index }
            index = word + 1
            // "medium size", "large-sized".
            if isWord(index, in: [.size, .sized]) { index += 1 }
            let joined = isWord(index, in: [.or, .to]) || (tokenAt(index)?.isDash ?? false)
            let continues =
                isSizeWord(index + 1)
                || (has(index + 1, .sizeIntensifier) && isSizeWord(index + 2))
            guard joined, continues else { return index }
            index += 1
        }
    }
}
