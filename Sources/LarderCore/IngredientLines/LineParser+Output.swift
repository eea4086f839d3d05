/// Building the result's text fields from token roles. Words keep their
/// spelling; separating punctuation is dropped and words are joined by
/// single spaces, as labelled ingredient data writes them.
extension LineParser {
    func result(for text: String) -> ParsedIngredient {
        ParsedIngredient(
            text: text,
            quantity: quantity,
            unit: unit,
            name: joined(.name, singularizing: true) ?? "",
            size: joined(.size),
            preparation: joined(.preparation),
            comment: joined(.comment),
            purpose: joined(.purpose),
            alternatives: alternatives,
            packageSize: packageSize,
            additions: additions,
            substitutes: substitutes,
            quantitiesAsWritten: writtenQuantities.sorted { $0.offset < $1.offset }.map(\.quantity),
            unitsAsWritten: writtenUnits.sorted { $0.offset < $1.offset }.map(\.unit),
            rewrites: rewrites)
    }

    /// The text of every token with `role`, or nil when there is none.
    private func joined(_ role: Role, singularizing: Bool = false) -> String? {
        var output: [UInt8] = []
        var previous = -2
        for index in tokens.indices where roles[index] == role {
            let token = tokens[index]
            if token.kind == .symbol, isDroppedInText(index) { continue }
            if !output.isEmpty, token.spaceBefore || previous != index - 1 { output.append(0x20) }
            if singularizing, token.word >= 0, let singular = WordLexicon.entries[Int(token.word)].singular {
                output.append(contentsOf: singular.utf8)
            } else {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]))
            }
            previous = index
        }
        // A dangling joining word ("and", "or") at either end belongs to neither side.
        return output.isEmpty ? nil : String(decoding: output, as: UTF8.self)
    }

    /// The text of a token range, words joined by single spaces.
    func text(of range: Range<Int>) -> String {
        var output: [UInt8] = []
        for index in range {
            let token = tokens[index]
            if token.kind == .symbol, isDroppedInText(index) { continue }
            if !output.isEmpty, token.spaceBefore || !(index > range.lowerBound) { output.append(0x20) }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]))
        }
        return String(decoding: output, as: UTF8.self)
    }
}
