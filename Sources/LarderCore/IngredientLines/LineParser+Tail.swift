/// The remarks after the name, one comma-separated part at a time:
/// preparation ("finely chopped"), purpose ("for garnish"), comment
/// ("preferably organic", "or to taste") and amounts in parentheses.
extension LineParser {
    mutating func parseTail(from start: Int) {
        var index = start
        while index < count {
            if roles[index] != .unassigned {
                index += 1
            } else if tokens[index].isOpening, let close = closingIndex(of: index) {
                // Only a group stating an amount, after the name, gives one:
                // "(about 9 ounces)", not "(or one 14-ounce can)" nor "cut in ½-inch (1 cm) chunks".
                let statesAmount = groupStartsWithMeasure(index) && !continuesPhrase(afterGroupClosingAt: close)
                parseGroup(index...close, asAlternatives: statesAmount, recordsAmounts: statesAmount)
                index = close + 1
            } else if isSeparator(index) || tokens[index].kind == .symbol && isDroppedInText(index) {
                roles[index] = .ignored
                index += 1
            } else {
                let end = partEnd(from: index)
                classifyPart(index..<end)
                index = end
            }
        }
    }

    /// True when words go on after the group, so it sits inside a phrase
    /// ("cut into ½-inch (1 cm) chunks") instead of giving an amount.
    private func continuesPhrase(afterGroupClosingAt close: Int) -> Bool {
        isWordToken(close + 1) && roles[close + 1] == .unassigned
    }

    /// The end of a part: the next separator, parenthesis, or a remark that starts a new part.
    private func partEnd(from start: Int) -> Int {
        // "plus more for serving" is one remark; "chopped for serving" is two parts.
        let isAside = isWord(start, in: [.plus, .or])
        var index = start + 1
        while let token = tokenAt(index), roles[index] == .unassigned, !isSeparator(index), !token.isOpening {
            if !isAside, token.isWord(.for), startsPurpose(afterFor: index + 1) { return index }
            if token.isWord(.or), isWord(index + 1, .to), isWord(index + 2, .taste) { return index }
            index += 1
        }
        return index
    }

    private mutating func classifyPart(_ part: Range<Int>) {
        let first = part.lowerBound
        if let match = measureAfterLeadIn(first), match.next <= part.upperBound {
            recordTailAmount(match, in: part)
            return
        }
        let role: Role
        if isWord(first, .for), startsPurpose(afterFor: first + 1) {
            role = .purpose
        } else if isWord(first, .to), has(first + 1, .purposeVerb), !isWord(first + 1, .taste) {
            role = .purpose
        } else if isWord(first, .as),
            isWord(first + 1, .garnish) || (isWord(first + 1, .a) && isWord(first + 2, .garnish))
        {
            role = .purpose
        } else if isWord(first, .or) {
            role = .comment
            noteSubstitute(part)
        } else if has(first, .commentStarter) || isWord(first, .to) || containsTaste(part) {
            role = .comment
        } else if isPreparationStart(first) {
            role = .preparation
        } else {
            role = .comment
        }
        for index in part where roles[index] == .unassigned {
            roles[index] = tokens[index].kind == .symbol && isDroppedInText(index) ? .ignored : role
        }
    }

    /// "about 6 ounces each", "2 to 3 pounds each", "about 1 pound": an
    /// amount after the name. With "each" it is the size of each piece.
    private mutating func recordTailAmount(_ match: MeasureMatch, in part: Range<Int>) {
        let each = part.contains { isWord($0, .each) }
        let measure = record(match, as: each ? nil : .alternative)
        if each, packageSize == nil {
            packageSize = measure
        } else if !each {
            alternatives.append(measure)
        }
        for index in part where roles[index] == .unassigned {
            roles[index] = tokens[index].kind == .symbol && isDroppedInText(index) ? .ignored : .comment
        }
    }

    private func containsTaste(_ part: Range<Int>) -> Bool {
        part.contains { isWord($0, .taste) }
    }

    /// A part that says how to prepare: a participle ("drained"), an adverb
    /// ("thinly sliced") or a preparing verb ("cut into cubes").
    private func isPreparationStart(_ index: Int) -> Bool {
        // Participles and adverbs also by their endings: "deveined", "shaken", "gently".
        has(index, [.preparation, .preparationStarter, .preparationAfterAdverb, .endsInED, .endsInEN, .endsInLY])
    }

    /// "or 2 cups fresh berries": an aside offering another ingredient.
    private mutating func noteSubstitute(_ part: Range<Int>) {
        let next = part.lowerBound + 1
        guard next < part.upperBound, !startsRemark(at: part.lowerBound),
            !isWord(next, in: [.more, .less, .so, .as, .to, .until])
        else { return }
        substitutes.append(text(of: next..<part.upperBound))
    }
}
