/// The same amount in other units, and amounts added with "plus":
/// "150g/5oz", "½ c (50 grams)", "1 cup/240 ml", "2 tablespoons plus 2 teaspoons".
extension LineParser {
    /// Reads alternatives and additions after the main amount; returns the next index.
    mutating func parseAlternatives(from start: Int) -> Int {
        var index = start
        while index < count {
            if isSymbol(index, "/"), let match = measureAfterLeadIn(index + 1) {
                // "2 tablespoons/ about 1.5 ounces/ 40 grams".
                roles[index] = .ignored
                force(.comment, index + 1..<match.quantity.range.lowerBound)
                alternatives.append(record(match, as: .alternative))
                index = match.next
            } else if tokenAt(index)?.isOpening == true, let close = closingIndex(of: index),
                groupStartsWithMeasure(index)
            {
                parseGroup(index...close, asAlternatives: true)
                index = close + 1
            } else if isWord(index, in: [.plus, .and]) || isSymbol(index, "+"),
                let match = matchMeasure(at: index + 1)
            {
                roles[index] = .comment
                additions.append(record(match, as: .addition))
                index = match.next
            } else if isWord(index, .minus), let match = matchMeasure(at: index + 1) {
                // "1 cup minus 2 tablespoons": written, but not an amount to add.
                roles[index] = .comment
                record(match, as: nil)
                index = match.next
            } else if tokenAt(index)?.kind == .number, let match = matchMeasure(at: index) {
                // "1 tbsp 1 tablespoon whiskey", "227 g 8 oz flour": dual units without a separator.
                alternatives.append(record(match, as: .alternative))
                index = match.next
            } else if let packedEnd = packedPhraseEnd(from: index) {
                force(.comment, index..<packedEnd)
                index = packedEnd
            } else {
                return index
            }
        }
        return index
    }

    /// "packed", "firmly packed", "lightly packed" after a unit describe the measuring.
    private func packedPhraseEnd(from index: Int) -> Int? {
        if isWord(index, .packed) { return index + 1 }
        if isWord(index, in: [.firmly, .lightly, .loosely, .tightly, .well]), isWord(index + 1, .packed) {
            return index + 2
        }
        return nil
    }

    /// A measure at `index`, after words such as "about".
    func measureAfterLeadIn(_ index: Int) -> MeasureMatch? {
        var inner = index
        while has(inner, .leadIn) { inner += 1 }
        return matchMeasure(at: inner)
    }

    /// True when the group opened at `index` begins with an amount, after
    /// words such as "about": "(about 9 ounces)", "(50 grams)".
    func groupStartsWithMeasure(_ index: Int) -> Bool {
        measureAfterLeadIn(index + 1) != nil
    }

    /// Reads a parenthesised group: amounts in it become alternatives (when
    /// `asAlternatives`) and count as written; other words are a comment.
    /// Amounts count only when `recordsAmounts` (the group states an amount,
    /// not a remark such as "(or one 14-ounce can)").
    mutating func parseGroup(_ group: ClosedRange<Int>, asAlternatives: Bool = true, recordsAmounts: Bool = true) {
        roles[group.lowerBound] = .ignored
        roles[group.upperBound] = .ignored
        // "(softened)", "(sifted and measured)": a preparation in parentheses.
        let first = group.lowerBound + 1
        let remark: Role =
            has(first, .preparation) || (has(first, .preparationAdverb) && has(first + 1, .preparation))
            ? .preparation : .comment
        var index = group.lowerBound + 1
        while index < group.upperBound {
            if roles[index] != .unassigned {
                index += 1
            } else if recordsAmounts, let match = matchMeasure(at: index), match.next <= group.upperBound {
                let measure = record(match, as: asAlternatives ? .alternative : nil)
                if asAlternatives { alternatives.append(measure) }
                index = match.next
            } else {
                roles[index] = tokens[index].kind == .symbol ? .ignored : remark
                index += 1
            }
        }
    }
}
