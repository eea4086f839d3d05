/// The working state of parsing one ingredient line: the tokens, the role
/// each token plays, and the amounts found so far. The parse runs in four
/// passes, each in its own file: the amount at the head of the line
/// (`+Head`), the name (`+Name`), the remarks after it (`+Tail`), and
/// building the result's text (`+Output`).
struct LineParser {
    /// What a token contributes to the result.
    enum Role: UInt8 {
        case unassigned, amount, name, size, preparation, comment, purpose, ignored
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let tokens: [LineToken]
    var roles: [Role]

    var quantity: Quantity?
    var unit: Unit?
    var packageSize: Measure?
    var alternatives: [Measure] = []
    var additions: [Measure] = []
    var substitutes: [String] = []
    var rewrites: [AmountRewrite] = []
    /// Quantities and units of amounts, with the byte offset where each was written.
    var writtenQuantities: [(offset: Int, quantity: Quantity)] = []
    var writtenUnits: [(offset: Int, unit: Unit)] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        tokens = LineTokenizer.tokenize(bytes)
        roles = Array(repeating: .unassigned, count: tokens.count)
    }

    /// Parses the whole line.
    mutating func run() {
        var index = parseHead()
        index = parseName(from: index)
        parseTail(from: index)
    }

    // MARK: Token helpers

    var count: Int { tokens.count }

    func tokenAt(_ index: Int) -> LineToken? {
        index >= 0 && index < tokens.count ? tokens[index] : nil
    }

    func isWord(_ index: Int, _ word: FunctionWord) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].word == word.rawValue
    }

    func isWord(_ index: Int, in words: FunctionWords) -> Bool {
        index >= 0 && index < tokens.count && words.contains(tokens[index].word)
    }

    /// True when the token at `index` is a word with any of `classes`.
    func has(_ index: Int, _ classes: WordClass) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .word && tokens[index].has(classes)
    }

    /// "de", "d'" before a word: another language's "of" ("de" alone at the end is a name).
    func isPartitive(_ index: Int) -> Bool {
        has(index, .partitive) && isWordToken(index + 1)
    }

    func isWordToken(_ index: Int) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .word
    }

    func isSymbol(_ index: Int, _ character: Unicode.Scalar) -> Bool {
        tokenAt(index)?.isSymbol(character) ?? false
    }

    /// Assigns `role` to tokens in `range` that have none yet.
    mutating func assign(_ role: Role, _ range: Range<Int>) {
        for index in range where index < roles.count && roles[index] == .unassigned {
            roles[index] = role
        }
    }

    /// Sets `role` on tokens in `range`, replacing any earlier role.
    mutating func force(_ role: Role, _ range: Range<Int>) {
        for index in range where index < roles.count { roles[index] = role }
    }

    /// The index of the ")" or "]" that closes the group opened at `index`, or nil.
    func closingIndex(of index: Int) -> Int? {
        var depth = 0
        var cursor = index
        while cursor < count {
            if tokens[cursor].isOpening { depth += 1 }
            if tokens[cursor].isClosing {
                depth -= 1
                if depth == 0 { return cursor }
            }
            cursor += 1
        }
        return nil
    }

    /// True for symbols that separate parts of a line: "," ";" ":" and a dash or
    /// period standing alone between spaces (or ending the line).
    func isSeparator(_ index: Int) -> Bool {
        guard let token = tokenAt(index), token.kind == .symbol else { return false }
        switch token.scalar {
        case 0x2C, 0x3B, 0x3A: return true  // , ; :
        case 0x2E:  // "." ends a part unless it is inside an abbreviation ("e.g.").
            return tokenAt(index + 1).map { $0.spaceBefore || $0.kind == .symbol } ?? true
        default:
            return token.isDash && token.spaceBefore && (self.tokenAt(index + 1)?.spaceBefore ?? true)
        }
    }

    /// Records an amount in the written-order lists.
    mutating func noteWritten(_ quantity: Quantity?, at quantityOffset: Int, _ unit: Unit?, at unitOffset: Int) {
        if let quantity { writtenQuantities.append((quantityOffset, quantity)) }
        if let unit { writtenUnits.append((unitOffset, unit)) }
    }
}
