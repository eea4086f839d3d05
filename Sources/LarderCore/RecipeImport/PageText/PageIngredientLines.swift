/// Repairs for ingredient lines read from a page's text rather than from
/// structured data, and the test of whether the page's list is a better
/// version of a structured one.
enum PageIngredientLines {
    /// `shown` when it says more about the same ingredients as `lines`; `nil` otherwise.
    ///
    /// Three cases: structured data that lost the amounts — as many lines, each
    /// structured line's letters within its shown counterpart ("flour" in "1 ½
    /// cups all-purpose flour"), the shown ones with more amounts, or bare
    /// names against a shorter shown list in which every line has an amount; and
    /// structured data that lost lines — every structured line shown word for
    /// word among at least half as many lines again, most of them
    /// with amounts (so a list of names and quantities in separate cells does not count).
    static func moreComplete(_ lines: [String], shownAs shown: [String]) -> [String]? {
        guard !lines.isEmpty else { return nil }
        func letters(_ text: String) -> String { String(text.lowercased().filter(\.isLetter)) }
        func amounts(_ list: [String]) -> Int { list.filter { $0.contains(where: \.isNumber) }.count }
        let keys = lines.map(letters)
        let shownKeys = shown.map(letters)
        guard !keys.contains(where: \.isEmpty) else { return nil }
        if shown.count == lines.count {
            let same = zip(keys, shownKeys).allSatisfy { key, shownKey in shownKey.contains(key) }
            return same && amounts(shown) > amounts(lines) ? shown : nil
        }
        if !shown.isEmpty, shown.count < lines.count, amounts(lines) == 0, amounts(shown) == shown.count {
            // Bare names against a shorter list with every amount: each shown line must hold the
            // next names in order (the structured list may name a garnish the page leaves out).
            var next = 0
            for shownKey in shownKeys {
                guard let found = keys[next...].firstIndex(where: { shownKey.contains($0) }) else { return nil }
                next = found + 1
            }
            return shown
        }
        guard shown.count * 2 >= lines.count * 3, amounts(shown) * 10 >= shown.count * 7 else { return nil }
        var unmatched = shownKeys
        for key in keys {
            guard let found = unmatched.firstIndex(of: key) else { return nil }
            unmatched.remove(at: found)
        }
        return shown
    }

    /// `lines` without a run that repeats the run just before it, word for
    /// word but for the amounts and units: pages that print a list once per unit system
    /// ("50 g Cucumber" … then "1.8 oz Cucumber" …) and hide all but one.
    static func withoutRepeatedRuns(_ lines: [String]) -> [String] {
        let keys = lines.map(foodKey)
        var kept: [Int] = []
        var index = 0
        while index < lines.count {
            var skipped = false
            // The longest earlier run (of two lines or more) ending just before `index` that repeats here.
            var length = kept.count
            while length >= 2 {
                let previous = kept.suffix(length).map { keys[$0] }
                if index + length <= keys.count, Array(keys[index..<(index + length)]) == previous {
                    index += length
                    skipped = true
                    break
                }
                length -= 1
            }
            if !skipped {
                kept.append(index)
                index += 1
            }
        }
        return kept.map { lines[$0] }
    }

    /// The letters of a line's last word: what stays the same when only the
    /// amount and unit change ("50 g Cucumber", "1.8 oz Cucumber"; "150 ml
    /// Sour cream", "5.3 fl oz Sour cream"). Runs of lines are compared, so
    /// two different lines ending alike rarely matter.
    private static func foodKey(_ line: String) -> String {
        let words = line.lowercased().split(separator: " ").filter { !$0.contains(where: \.isNumber) }
        return String((words.last ?? "").filter(\.isLetter))
    }

    /// Ingredient lines rejoined where the page sets the amount and the food
    /// in separate blocks: "6" + "ripe tomatoes" → "6 ripe tomatoes", or
    /// "potatoes" + "1 kilogram" → "potatoes 1 kilogram". Only for a list that
    /// alternates so — two lines in five or more lone amounts (a number and at most one word),
    /// no other line starting with a number. The first lone amount decides
    /// which way it runs: after a line without one, the amounts follow their
    /// foods; otherwise they lead.
    static func joiningSplitAmounts(_ lines: [String]) -> [String] {
        func isLoneAmount(_ line: String) -> Bool {
            guard let first = line.first, first.isNumber || RecipeNumberScanner.vulgarFractions[first] != nil else {
                return false
            }
            return line.split(separator: " ").count <= 2
        }
        // Only a page that alternates: most of its amounts alone on their lines, no line led by one.
        let loneAmounts = lines.filter(isLoneAmount).count
        guard let firstAmount = lines.firstIndex(where: isLoneAmount), loneAmounts * 5 >= lines.count * 2,
            !lines.contains(where: { !isLoneAmount($0) && $0.first?.isNumber == true })
        else { return lines }
        let amountsFollow = firstAmount > 0 && !lines[firstAmount - 1].contains(where: \.isNumber)
        var joined: [String] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if isLoneAmount(line), !amountsFollow, index + 1 < lines.count, !isLoneAmount(lines[index + 1]) {
                joined.append(line + " " + lines[index + 1])
                index += 2
            } else if isLoneAmount(line), !amountsFollow, index + 1 < lines.count {
                // An amount with no food of its own (a "for 4" above the list) is no ingredient.
                index += 1
            } else if line.hasPrefix("("), line.hasSuffix(")"), let previous = joined.last {
                // A note in brackets on a line of its own belongs to the line above.
                joined[joined.count - 1] = previous + " " + line
                index += 1
            } else if isLoneAmount(line), amountsFollow, let previous = joined.last,
                !previous.contains(where: \.isNumber)
            {
                joined[joined.count - 1] = previous + " " + line
                index += 1
            } else {
                joined.append(line)
                index += 1
            }
        }
        return joined
    }
}
