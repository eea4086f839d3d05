/// What the parser knows about a word, as bits, so each token's word is
/// looked up once (in the tokenizer) and every later question about it is
/// a bit test instead of a hash lookup.
struct WordClass: OptionSet, Sendable {
    let rawValue: UInt32

    static let size = WordClass(rawValue: 1 << 0)
    static let sizeIntensifier = WordClass(rawValue: 1 << 1)
    static let measureModifier = WordClass(rawValue: 1 << 2)
    static let leadIn = WordClass(rawValue: 1 << 3)
    static let preparation = WordClass(rawValue: 1 << 4)
    static let preparationAfterAdverb = WordClass(rawValue: 1 << 5)
    static let preparationAdverb = WordClass(rawValue: 1 << 6)
    static let preparationStarter = WordClass(rawValue: 1 << 7)
    static let commentStarter = WordClass(rawValue: 1 << 8)
    static let purposeNoun = WordClass(rawValue: 1 << 9)
    static let purposeVerb = WordClass(rawValue: 1 << 10)
    static let number = WordClass(rawValue: 1 << 11)
    static let half = WordClass(rawValue: 1 << 12)
    static let few = WordClass(rawValue: 1 << 13)
    /// Hyphenated words ending in a preparation: "thin-sliced", "fresh-ground".
    static let preparedCompound = WordClass(rawValue: 1 << 14)
    /// Words that open a parenthesised remark rather than another name.
    static let remark = WordClass(rawValue: 1 << 15)
    /// Words that mark a parenthesis or list item as a remark wherever they stand.
    static let remarkOnly = WordClass(rawValue: 1 << 16)
    static let listBreaker = WordClass(rawValue: 1 << 17)
    /// "de", "d'", "di": the "of" that French, Spanish, Italian and Portuguese put between an
    /// amount and the food ("200 g de farine", "1 colher de azeite").
    static let partitive = WordClass(rawValue: 1 << 18)

    // Spelling shapes, computed from the bytes.
    static let endsInED = WordClass(rawValue: 1 << 20)
    static let endsInLY = WordClass(rawValue: 1 << 21)
    static let endsInING = WordClass(rawValue: 1 << 22)
    static let endsInEN = WordClass(rawValue: 1 << 23)
    /// A regular past participle: longer than four letters, "-ed", not "un-…", not "-eed".
    static let participle = WordClass(rawValue: 1 << 24)
    /// A plural noun shape: "-s" but not "-less" or "-ss".
    static let pluralShape = WordClass(rawValue: 1 << 25)
    /// The single letters "T" (tablespoon) and "t" (teaspoon), told apart by case.
    static let capitalT = WordClass(rawValue: 1 << 26)
    static let smallT = WordClass(rawValue: 1 << 27)
}

/// Words the parser asks about by name. Their ids are fixed: the lexicon
/// gives them the first ids, in this order, so a check is an integer compare.
enum FunctionWord: Int32, CaseIterable {
    case a, an, and, or, of, to, `for`, plus, x, `as`, such, `if`, at, room, taste, more, less
    case so, use, dozen, couple, through, the, whole, other, with, `in`, into, until, on
    case packed, firmly, lightly, loosely, tightly, well, size, sized, needed, garnish, required
    case desired, necessary, like, extra, additional, additionally, ground, cracked, fresh
    case cut, part, parts, total, each, low, only, from, one, some, few, little, several
    case combination, minus, thin, thick, fine, coarse
}

/// A small set of function words, as bits.
struct FunctionWords: ExpressibleByArrayLiteral {
    let bits: UInt64

    init(arrayLiteral words: FunctionWord...) {
        var bits: UInt64 = 0
        for word in words { bits |= 1 << UInt64(word.rawValue) }
        self.bits = bits
    }

    func contains(_ id: Int32) -> Bool {
        id >= 0 && id < 64 && bits & (1 << UInt64(id)) != 0
    }
}

/// Everything known about one word.
struct WordEntry: Sendable {
    var classes: WordClass = []
    var number: Int64 = 0
    /// The unit this word spells on its own ("cups"), if any.
    var unit: UnitSpelling?
    /// Multi-word unit spellings starting with this word ("fl oz"), longest first,
    /// with the ids of their words.
    var multiWordUnits: [(spelling: UnitSpelling, words: [Int32])] = []
    /// The singular labelled names use: "leaves" → "leaf".
    var singular: String?
}

/// The parser's dictionary: word text → id → entry.
enum WordLexicon {
    static let ids: [String: Int32] = table.ids
    static let entries: [WordEntry] = table.entries

    /// The id of a lowercase word, or -1 when the parser does not know it.
    static func id(_ word: String) -> Int32 { ids[word] ?? -1 }

    private static let table: (ids: [String: Int32], entries: [WordEntry]) = {
        var ids: [String: Int32] = [:]
        var entries: [WordEntry] = []
        func id(_ word: String) -> Int32 {
            if let existing = ids[word] { return existing }
            let new = Int32(entries.count)
            ids[word] = new
            entries.append(WordEntry())
            return new
        }
        func mark(_ words: some Sequence<String>, _ wordClass: WordClass) {
            for word in words { entries[Int(id(word))].classes.insert(wordClass) }
        }
        for word in FunctionWord.allCases {
            let assigned = id(String(describing: word))
            assert(assigned == word.rawValue, "function words take the first ids")
        }
        typealias V = IngredientVocabulary
        mark(V.sizeWords, .size)
        mark(V.sizeIntensifiers, .sizeIntensifier)
        mark(V.measureModifiers, .measureModifier)
        mark(V.leadInWords, .leadIn)
        mark(V.preparationWords, .preparation)
        mark(V.preparationAfterAdverb, .preparationAfterAdverb)
        mark(V.preparationAdverbs, .preparationAdverb)
        mark(V.preparationStarters, .preparationStarter)
        mark(V.commentStarters, .commentStarter)
        mark(V.purposeNouns, .purposeNoun)
        mark(V.purposeVerbs, .purposeVerb)
        mark(V.halfWords, .half)
        mark(V.fewWords, .few)
        mark(V.remarkWords, .remark)
        mark(V.remarkOnlyWords, .remarkOnly)
        mark(V.listBreakers, .listBreaker)
        mark(V.partitiveWords, .partitive)
        for (word, value) in V.numberWords {
            let wordID = Int(id(word))
            entries[wordID].classes.insert(.number)
            entries[wordID].number = value
        }
        for (plural, singular) in V.singularNameWords {
            entries[Int(id(plural))].singular = singular
        }
        for (word, spelling) in UnitLexicon.singleWord {
            entries[Int(id(word))].unit = spelling
        }
        for (first, spellings) in UnitLexicon.multiWord {
            let firstID = Int(id(first))
            entries[firstID].multiWordUnits = spellings.map { spelling in
                (spelling, spelling.words.map { id($0) })
            }
        }
        return (ids, entries)
    }()
}
