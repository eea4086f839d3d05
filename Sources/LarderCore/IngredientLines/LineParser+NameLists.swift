/// Names that run on past a comma: lists ("salmon, grouper, or other fish")
/// and a leading adjective ("skinless, boneless chicken breasts").
extension LineParser {
    /// "ground beef, pork, or lamb", "buttermilk, yogurt or milk": comma-separated
    /// items ending in one joined by "or"/"and" are one name. Returns the new end.
    func extendNameList(from end: Int) -> Int {
        var index = end
        while isSymbol(index, ",") {
            var cursor = index + 1
            let startsJoined = isWord(cursor, in: [.or, .and])
            if startsJoined { cursor += 1 }
            var words = 0
            var wordsAfterJoiner = 0
            var hasJoiner = startsJoined
            while let token = tokenAt(cursor), token.kind == .word, roles[cursor] == .unassigned,
                !startsRemark(at: cursor), !isPreparationWord(cursor)
            {
                if words == 0, !startsJoined, token.has(.commentStarter) { return end }
                if words == 0, startsJoined, isWord(cursor, in: [.to, .more, .less, .as, .so, .use]) { return end }
                // "white and green parts", "whole or filleted": describing the food, not another food.
                if token.has([.listBreaker, .participle]) { return end }
                if words == 0, token.has(.preparationStarter) { return end }
                if words > 0, isWord(cursor, in: [.or, .and]) {
                    hasJoiner = true
                    wordsAfterJoiner = 0
                } else if hasJoiner {
                    wordsAfterJoiner += 1
                }
                words += 1
                cursor += 1
            }
            let segmentEnds =
                tokenAt(cursor) == nil || isSeparator(cursor) || (tokenAt(cursor)?.isOpening ?? false)
                || (hasJoiner && wordsAfterJoiner > 0 && (startsRemark(at: cursor) || isPreparationWord(cursor)))
            guard words > 0, words <= 5, segmentEnds else { return end }
            if hasJoiner { return cursor }
            index = cursor
        }
        return end
    }

    /// "2 pounds skinless, boneless chicken", "1 large, ripe mango": a single
    /// describing word, then a comma, then the rest of the name.
    func joinLeadingAdjective(start: Int, end: Int) -> Int {
        guard end == start + 1, let adjective = tokenAt(start), adjective.kind == .word, isSymbol(end, ","),
            let next = tokenAt(end + 1), next.kind == .word, roles[end + 1] == .unassigned
        else { return end }
        // A plural is a food ("pecans, dry roasted"), not a describing word ("skinless").
        if adjective.has(.pluralShape) { return end }
        if startsRemark(at: end + 1)
            || next.has([
                .commentStarter, .preparation, .preparationStarter, .participle, .endsInING, .endsInLY, .endsInEN,
            ])
        {
            return end
        }
        var cursor = end + 1
        while let token = tokenAt(cursor), token.kind == .word, roles[cursor] == .unassigned, !startsRemark(at: cursor)
        {
            if token.has([.participle, .preparation]) { return end }
            if isWord(cursor, in: [.on, .in, .with, .to, .into, .for, .at, .from, .of]) { return end }
            cursor += 1
        }
        guard cursor > end + 2 else { return end }  // the rest needs two words or more
        return cursor
    }

    /// "2 garlic cloves", "3 celery stalks": a count unit written after the food becomes the unit.
    mutating func moveTrailingCountUnit(in range: Range<Int>) {
        let nameWords = range.filter { roles[$0] == .name && tokens[$0].kind == .word }
        guard unit == nil, let last = nameWords.last, nameWords.count >= 2, nameWords.count <= 3,
            !isWord(last - 1, in: [.or, .and, .the, .of, .whole, .a]),
            let match = matchUnit(at: last), match.range.count == 1,
            IngredientVocabulary.trailingCountUnits.contains(match.spelling.unit.name)
        else { return }
        unit = match.spelling.unit
        roles[last] = .amount
        noteWritten(nil, at: 0, match.spelling.unit, at: tokens[last].start)
    }
}
