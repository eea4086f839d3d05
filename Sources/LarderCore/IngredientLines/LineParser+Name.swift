/// The name: what follows the amount up to the first remark, less the size
/// and preparation words written in front of it ("2 cups finely chopped
/// onion" → preparation "finely chopped", name "onion").
extension LineParser {
    /// Reads the name starting at `start`; returns the index after it.
    mutating func parseName(from start: Int) -> Int {
        var index = skipNameLeadIn(from: start)
        index = takeSize(at: index)
        // Canned and packaged goods are named by how they are sold:
        // "1 can diced tomatoes" names diced tomatoes.
        if !(unit.map(Self.isContainer) ?? false) && packageSize == nil {
            index = parsePreparationLead(from: index)
            index = takeSize(at: index)
        }
        index = skipOf(index)
        nameCountUnitWhenNothingFollows(at: index)
        var end = nameEnd(from: index)
        end = joinLeadingAdjective(start: index, end: end)
        end = extendNameList(from: end)
        for position in index..<end where roles[position] == .unassigned {
            roles[position] = tokens[position].kind == .symbol && isDroppedInText(position) ? .ignored : .name
        }
        takeInnerSizes(in: index..<end)
        moveTrailingCountUnit(in: index..<end)
        return end
    }

    /// Skips what may sit between the amount and the name: "of", a remark in
    /// parentheses ("(scant)"), "or more", a stray comma.
    private mutating func skipNameLeadIn(from start: Int) -> Int {
        var index = start
        while index < count {
            if roles[index] != .unassigned {
                index += 1
            } else if isWord(index, in: [.of, .each]) || isPartitive(index) {
                // "1 sprig of rosemary", "1 teaspoon each ginger and turmeric", "1 colher (sopa) de azeite".
                roles[index] = .comment
                index += 1
            } else if tokens[index].isOpening, let close = closingIndex(of: index) {
                let startsWithMeasure = groupStartsWithMeasure(index)
                parseGroup(index...close, asAlternatives: startsWithMeasure, recordsAmounts: startsWithMeasure)
                index = parseAlternatives(from: close + 1)
            } else if isWord(index, in: [.or, .and]), isWord(index + 1, in: [.more, .less, .so]) {
                force(.comment, index..<index + 2)
                index += 2
            } else if isWord(index, .or), let end = alternativeAmountEnd(from: index + 1) {
                // "1/8 teaspoon or a few drops of almond extract".
                force(.comment, index..<end)
                index = end
            } else if isSymbol(index, ","), index == start {
                roles[index] = .ignored
                index += 1
            } else {
                return index
            }
        }
        return index
    }

    /// The end of an amount offered instead, before the name: "a few drops of", "2 tablespoons".
    private func alternativeAmountEnd(from start: Int) -> Int? {
        var index = start
        if isWord(index, in: [.a, .an]) { index += 1 }
        if let quantity = matchQuantity(at: index) { index = quantity.range.upperBound }
        guard index > start, let unit = matchUnit(at: index) else { return nil }
        index = unit.range.upperBound
        return isWord(index, .of) ? index + 1 : index
    }

    /// "8 cloves", "20 to 24 cloves": a count word with nothing after it is the food itself.
    private mutating func nameCountUnitWhenNothingFollows(at index: Int) {
        guard let unit, unit.dimension == .count, !hasNameWord(from: index),
            let unitIndex = roles.lastIndex(of: .amount), isWordToken(unitIndex),
            matchUnit(at: unitIndex)?.spelling.unit == unit
        else { return }
        roles[unitIndex] = .name
        self.unit = nil
        writtenUnits.removeAll { $0.unit == unit }
        if let main = rewrites.firstIndex(where: { $0.role == .main }) {
            rewrites[main].measure.unit = nil
            rewrites[main].unitSpan = nil
        }
    }

    /// A size phrase at `index` followed by a name word becomes the size.
    private mutating func takeSize(at index: Int) -> Int {
        let end = sizePhraseEnd(from: index)
        guard end > index, hasNameWord(from: end) else { return index }
        force(.size, index..<end)
        return end
    }

    /// "4 ripe medium tomatoes": a size word inside the name, before more of it.
    private mutating func takeInnerSizes(in range: Range<Int>) {
        guard !roles.contains(.size) else { return }
        for index in range where roles[index] == .name && isSizeWord(index) {
            if index + 1 < range.upperBound, roles[index + 1] == .name, tokens[index + 1].kind == .word {
                roles[index] = .size
                return
            }
        }
    }

    static func isContainer(_ unit: Unit) -> Bool {
        ["can", "jar", "package", "tin", "box", "bag", "carton", "bottle", "container", "packet", "tub"]
            .contains(unit.name)
    }

    /// True when an unassigned word follows before the next separator.
    func hasNameWord(from start: Int) -> Bool {
        var index = start
        while let token = tokenAt(index), !isSeparator(index), !token.isOpening {
            if token.kind == .word, roles[index] == .unassigned, !startsRemark(at: index) { return true }
            if token.kind == .word { return false }
            index += 1
        }
        return false
    }

    /// "peeled, seeded, and diced tomato", "freshly ground pepper": preparation
    /// words before the name. Returns the index after them.
    private mutating func parsePreparationLead(from start: Int) -> Int {
        var index = start
        var lastPreparation: Int?
        var afterAdverb = false
        while let token = tokenAt(index), roles[index] == .unassigned {
            if token.kind == .word {
                if token.has([.preparation, .preparedCompound])
                    || (afterAdverb && token.has(.preparationAfterAdverb))
                {
                    lastPreparation = index
                    afterAdverb = false
                } else if token.has([.preparationAdverb, .endsInLY])
                    || (token.isWord(.fresh) && isWord(index + 1, in: [.ground, .cracked]))
                {
                    afterAdverb = true
                } else if token.isWord(.and) || token.isWord(.or), lastPreparation != nil {
                    afterAdverb = false
                } else {
                    break
                }
            } else if !(token.isSymbol(",") && lastPreparation != nil) {
                break
            }
            index += 1
        }
        guard var last = lastPreparation else { return start }
        // "cooked or canned black beans": the word after a trailing "or" is one more preparation.
        if isWord(last + 1, in: [.or, .and]), tokenAt(last + 2)?.kind == .word,
            hasNameWord(from: last + 3)
        {
            last += 2
        }
        guard hasNameWord(from: last + 1) else { return start }
        force(.preparation, start..<last + 1)
        return last + 1
    }

    /// Where the name stops: a separator, a remark ("to taste", "for
    /// garnish"), another amount, or a preparation written after it.
    private mutating func nameEnd(from start: Int) -> Int {
        var index = start
        while let token = tokenAt(index) {
            if roles[index] != .unassigned || isSeparator(index) { return index }
            if token.isOpening {
                guard index > start, let close = closingIndex(of: index) else { return index }
                if isNamePart(group: index...close) {
                    // "scallions (green onions)", "Italian (flat-leaf) parsley".
                    force(.ignored, index..<index + 1)
                    roles[close] = .ignored
                    index = close + 1
                    continue
                }
                // "Whipping (35%) cream": a remark inside the name.
                guard tokenAt(close + 1)?.kind == .word, roles[close + 1] == .unassigned,
                    !startsRemark(at: close + 1), !groupStartsWithMeasure(index)
                else { return index }
                parseGroup(index...close, asAlternatives: false, recordsAmounts: false)
                index = close + 1
                continue
            }
            if index > start {
                if startsRemark(at: index) { return index }
                if token.kind == .number, matchMeasure(at: index) != nil { return index }
                // "1 large onion or 2 small onions": another amount offered instead.
                if token.isWord(.or) || token.isWord(.plus),
                    tokenAt(index + 1)?.kind == .number || isWord(index + 1, in: [.a, .an])
                {
                    return index
                }
                // "kosher salt and ¼ teaspoon black pepper": a second ingredient with its own amount.
                if token.isWord(.and), matchMeasure(at: index + 1) != nil { return index }
                if endsNameAsPreparation(at: index) { return index }
                // "salt and freshly ground pepper": a preparation after a conjunction.
                if isWord(index, in: [.and, .or]), let end = adverbPreparationEnd(from: index + 1) {
                    force(.preparation, index + 1..<end)
                    index = end
                    continue
                }
            }
            index += 1
        }
        return index
    }

    /// The end of "freshly ground", "finely chopped" at `index`, if one starts there.
    private func adverbPreparationEnd(from index: Int) -> Int? {
        guard has(index, [.preparationAdverb, .endsInLY]),
            has(index + 1, [.preparation, .preparationAfterAdverb]),
            hasNameWord(from: index + 2)
        else { return nil }
        return index + 2
    }

    /// "1 large onion diced", "peas drained and rinsed", "coffee dissolved in
    /// water": a preparation word after the name, without a comma.
    private func endsNameAsPreparation(at index: Int) -> Bool {
        // "flour mixed with water": a participle followed by a preposition.
        if has(index, .participle), isWord(index + 1, in: [.with, .in, .into]) { return true }
        guard has(index, .preparation) || isWord(index, .cut) else { return false }
        guard let next = tokenAt(index + 1) else { return true }
        if next.kind == .symbol { return isSeparator(index + 1) || next.isOpening }
        return isWord(index + 1, in: [.and, .or, .in, .with, .into, .until, .through, .on])
            || next.has(.preparation)
    }

    /// True when a parenthesised group is another name for the food, part of
    /// the name: "(green onions)", "(flat-leaf)", "(soy sauce)" — a few plain
    /// words, no numbers, no remark.
    private func isNamePart(group: ClosedRange<Int>) -> Bool {
        let inner = (group.lowerBound + 1)..<group.upperBound
        guard !inner.isEmpty, inner.count <= 5 else { return false }
        for index in inner {
            let token = tokens[index]
            if token.kind == .number { return false }
            if token.kind == .symbol, !(token.isDash || token.isSymbol(",") || token.isSymbol("/")) { return false }
        }
        guard isWordToken(inner.lowerBound),
            !has(
                inner.lowerBound,
                [
                    .commentStarter, .remark, .preparation, .preparationStarter,
                    .measureModifier, .endsInLY,
                ])
        else { return false }
        return !inner.contains { has($0, [.remarkOnly, .participle]) }
    }

    /// True where a remark begins inside a name: "to taste", "for garnish",
    /// "or more", "plus extra", "preferably", "such as", "if desired".
    func startsRemark(at index: Int) -> Bool {
        guard let token = tokenAt(index), token.kind == .word, token.word >= 0 else { return false }
        if token.word < 64 {
            switch FunctionWord(rawValue: token.word) {
            case .to: return has(index + 1, .purposeVerb)
            case .for: return startsPurpose(afterFor: index + 1)
            case .or:
                return isWord(index + 1, .to) && isWord(index + 2, .taste)
                    || isWord(index + 1, in: [.more, .less, .as, .so])
                    || isWord(index + 1, .a) && isWord(index + 2, .combination)
            case .plus: return isWord(index + 1, in: [.more, .extra, .additional, .additionally])
            case .as: return isWord(index + 1, in: [.needed, .garnish, .required, .desired, .necessary, .a, .an])
            case .such: return isWord(index + 1, .as)
            case .if, .like: return true
            case .at: return isWord(index + 1, .room)
            default: return false
            }
        }
        return Self.remarkOpeners.contains(token.word)
    }

    /// "preferably", "optional", "divided": words that open a remark on their own.
    private static let remarkOpeners: Set<Int32> = Set(
        ["preferably", "optional", "optionally", "divided", "ideally"].map(WordLexicon.id))

    /// "for garnish", "for deep frying", "for the pan".
    func startsPurpose(afterFor index: Int) -> Bool {
        has(index, [.purposeNoun, .endsInING])
    }

    func isPreparationWord(_ index: Int) -> Bool {
        has(index, [.preparation, .preparationAdverb])
    }

    /// Symbols that separate words in the line but are not part of a text field.
    func isDroppedInText(_ index: Int) -> Bool {
        guard let token = tokenAt(index), token.kind == .symbol else { return false }
        switch token.scalar {
        case 0x2C, 0x3B, 0x3A, 0x28, 0x29, 0x5B, 0x5D, 0x2E, 0x22, 0x201C, 0x201D, 0x2A, 0x3F, 0x21: return true
        default: return token.isDash && token.spaceBefore
        }
    }
}
