/// One token of an ingredient line: a number, a word or a symbol, with its
/// place in the line's UTF-8 bytes so the parser can rebuild text exactly as
/// written.
struct LineToken: Sendable {
    enum Kind: UInt8, Sendable {
        /// "2", "1.5", "1,5", "1/2", "½", "1½".
        case number
        /// Letters, with inner hyphens and apostrophes: "all-purpose", "cook’s".
        case word
        /// Any other single character: "," "(" "-" "/" "–".
        case symbol
    }

    var kind: Kind
    /// Byte offsets of the token in the line's UTF-8.
    var start: Int
    var end: Int
    /// Whitespace (or the line start) comes right before the token.
    var spaceBefore: Bool
    /// The value of a number token.
    var value: Rational = .zero
    /// A number written as a bare fraction ("1/2", "½"): it may complete a mixed number.
    var isFraction = false
    /// A whole number written with digits only ("2"), which can start a mixed number.
    var isWholeNumber = false
    /// The word's id in `WordLexicon`; -1 for words it does not know and for non-words.
    var word: Int32 = -1
    /// What the lexicon and the spelling say about the word.
    var classes: WordClass = []
    /// The scalar of a symbol token.
    var scalar: UInt32 = 0

    func isSymbol(_ character: Unicode.Scalar) -> Bool {
        kind == .symbol && scalar == character.value
    }

    func isWord(_ function: FunctionWord) -> Bool {
        word == function.rawValue
    }

    /// True when the word has any of `classes`.
    func has(_ classes: WordClass) -> Bool {
        !self.classes.isDisjoint(with: classes)
    }

    var isDash: Bool {
        kind == .symbol && (scalar == 0x2D || scalar == 0x2013 || scalar == 0x2014 || scalar == 0x2012)
    }

    /// A symbol that opens a parenthetical remark: "(" or "[".
    var isOpening: Bool { kind == .symbol && (scalar == 0x28 || scalar == 0x5B) }
    var isClosing: Bool { kind == .symbol && (scalar == 0x29 || scalar == 0x5D) }
}
