/// Splits an ingredient line into `LineToken`s, reading UTF-8 bytes directly:
/// no regular expressions, no Foundation, and no string allocation except
/// each word's lowercase key (short keys fit in a `String` without a heap
/// allocation).
struct LineTokenizer {
    let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var sawSpace = true
    private(set) var tokens: [LineToken] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        tokens.reserveCapacity(32)
    }

    /// Tokenises the whole buffer.
    static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>) -> [LineToken] {
        var tokenizer = LineTokenizer(bytes: bytes)
        tokenizer.run()
        return tokenizer.tokens
    }

    private mutating func run() {
        while position < bytes.count {
            let (scalar, length) = decode(at: position)
            if Self.isSpace(scalar) {
                position += length
                sawSpace = true
            } else if Self.isDigit(scalar) {
                scanNumber()
            } else if let fraction = VulgarFractions.value(of: scalar) {
                append(
                    LineToken(
                        kind: .number, start: position, end: position + length, spaceBefore: sawSpace,
                        value: fraction, isFraction: true))
                position += length
            } else if Self.isLetter(scalar) {
                scanWord()
            } else if scalar == 0xAD || scalar == 0x200B || scalar == 0xFE0F {
                // Soft hyphen, zero-width space, emoji selector: invisible, ignored.
                position += length
            } else {
                var token = LineToken(kind: .symbol, start: position, end: position + length, spaceBefore: sawSpace)
                token.scalar = scalar
                append(token)
                position += length
            }
        }
    }

    private mutating func append(_ token: LineToken) {
        tokens.append(token)
        sawSpace = false
    }

    // MARK: Numbers

    /// Reads "12", "1.5", "1,5", "1,000", "1/2", "1⁄2" and "1½".
    private mutating func scanNumber() {
        let start = position
        var whole = readDigits()
        var value = Rational(normalising: whole.value, 1)
        var isFraction = false
        var isWhole = true
        if position + 1 < bytes.count, bytes[position] == UInt8(ascii: ","), isDigitByte(position + 1) {
            // "1,000" groups thousands; "1,5" is a European decimal.
            let digitsAfter = countDigits(from: position + 1)
            if digitsAfter == 3, whole.count <= 3 {
                position += 1
                let group = readDigits()
                whole.value = whole.value &* 1000 &+ group.value
                value = Rational(normalising: whole.value, 1)
            } else {
                value = readDecimalTail(whole: whole.value)
                isWhole = false
            }
        } else if position + 1 < bytes.count, bytes[position] == UInt8(ascii: "."), isDigitByte(position + 1) {
            value = readDecimalTail(whole: whole.value)
            isWhole = false
        } else if let slashLength = fractionSlashLength(at: position), isDigitByte(position + slashLength) {
            let saved = position
            position += slashLength
            let denominator = readDigits()
            if denominator.value > 0 {
                value = Rational(normalising: whole.value, denominator.value)
                isFraction = true
                isWhole = false
            } else {
                position = saved  // "1/0" is not a fraction; leave the slash as a symbol.
            }
        }
        // "1½": a whole number written straight against a vulgar fraction.
        if isWhole, position < bytes.count {
            let (scalar, length) = decode(at: position)
            if let fraction = VulgarFractions.value(of: scalar) {
                value = value + fraction
                position += length
                isWhole = false
            }
        }
        append(
            LineToken(
                kind: .number, start: start, end: position, spaceBefore: sawSpace,
                value: value, isFraction: isFraction, isWholeNumber: isWhole))
    }

    private mutating func readDigits() -> (value: Int64, count: Int) {
        var value: Int64 = 0
        var count = 0
        while position < bytes.count, isDigitByte(position) {
            // Kitchen numbers are short; cap absurd digit runs instead of overflowing.
            if count < 15 { value = value * 10 + Int64(bytes[position] - 48) }
            count += 1
            position += 1
        }
        return (value, count)
    }

    /// Reads the separator and digits after a whole part: ".25" → whole + 1/4.
    private mutating func readDecimalTail(whole: Int64) -> Rational {
        position += 1
        let digits = readDigits()
        var scale: Int64 = 1
        for _ in 0..<min(digits.count, 15) { scale *= 10 }
        return Rational(normalising: whole, 1) + Rational(normalising: digits.value, scale)
    }

    private func countDigits(from index: Int) -> Int {
        var index = index
        var count = 0
        while index < bytes.count, isDigitByte(index) {
            count += 1
            index += 1
        }
        return count
    }

    /// "/" or the fraction slash "⁄" (U+2044).
    private func fractionSlashLength(at index: Int) -> Int? {
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "/") { return 1 }
        if index + 2 < bytes.count, bytes[index] == 0xE2, bytes[index + 1] == 0x81, bytes[index + 2] == 0x84 {
            return 3
        }
        return nil
    }

    private func isDigitByte(_ index: Int) -> Bool {
        index < bytes.count && bytes[index] >= 48 && bytes[index] <= 57
    }

    // MARK: Words

    /// Reads letters, digits after a letter ("V8"), inner hyphens before a
    /// letter ("all-purpose") and apostrophes ("cook’s", "confectioners’").
    private mutating func scanWord() {
        let start = position
        var isASCII = true
        while position < bytes.count {
            let (scalar, length) = decode(at: position)
            if Self.isLetter(scalar) || Self.isDigit(scalar) {
                if scalar >= 0x80 { isASCII = false }
                position += length
            } else if scalar == 0x2D || scalar == 0x27 || scalar == 0x2019 {
                // A hyphen joins only when a letter follows; an apostrophe also may end a word.
                let next = position + length
                let followedByLetter = next < bytes.count && Self.isLetter(decode(at: next).scalar)
                // "d'huile", "l’olio": an elided article is a word of its own, so the food is too.
                if scalar != 0x2D, followedByLetter, isElidedArticle(start, position) {
                    if scalar != 0x27 { isASCII = false }
                    position = next
                    break
                }
                if followedByLetter || (scalar != 0x2D) {
                    if scalar != 0x2D && scalar != 0x27 { isASCII = false }
                    position = next
                } else {
                    break
                }
            } else {
                break
            }
        }
        var token = LineToken(kind: .word, start: start, end: position, spaceBefore: sawSpace)
        let key = lowercaseKey(start, position, isASCII: isASCII)
        token.word = WordLexicon.id(key)
        if token.word >= 0 { token.classes = WordLexicon.entries[Int(token.word)].classes }
        token.classes.formUnion(shape(start, position))
        if token.word < 0, hasHyphen(start, position) { token.classes.formUnion(Self.compoundClasses(key)) }
        append(token)
    }

    /// Spelling shapes the parser uses in place of suffix tests on strings.
    private func shape(_ start: Int, _ end: Int) -> WordClass {
        let length = end - start
        func lower(_ offset: Int) -> UInt8 {  // the byte `offset` from the end, ASCII-lowercased
            let byte = bytes[end - offset]
            return byte >= 65 && byte <= 90 ? byte + 32 : byte
        }
        func ends(_ suffix: StaticString) -> Bool {
            let count = suffix.utf8CodeUnitCount
            guard length >= count else { return false }
            for index in 0..<count where lower(count - index) != suffix.utf8Start[index] { return false }
            return true
        }
        var shape: WordClass = []
        if length == 1 {
            if bytes[start] == UInt8(ascii: "T") { shape.insert(.capitalT) }
            if bytes[start] == UInt8(ascii: "t") { shape.insert(.smallT) }
            return shape
        }
        if ends("ed") {
            shape.insert(.endsInED)
            let startsWithUn =
                (bytes[start] | 0x20) == UInt8(ascii: "u") && (bytes[start + 1] | 0x20) == UInt8(ascii: "n")
            if length > 4, !startsWithUn, !ends("eed") { shape.insert(.participle) }
        }
        if ends("ly") { shape.insert(.endsInLY) }
        if ends("ing") { shape.insert(.endsInING) }
        if ends("en") { shape.insert(.endsInEN) }
        if ends("s"), !ends("less"), !ends("ss") { shape.insert(.pluralShape) }
        return shape
    }

    /// French and Italian articles and prepositions written against the next word: "d'", "l'", "dell'".
    private func isElidedArticle(_ start: Int, _ end: Int) -> Bool {
        guard end - start <= 4 else { return false }
        let lowered = bytes[start..<end].map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
        return Self.elidedArticles.contains(lowered)
    }

    private static let elidedArticles: Set<[UInt8]> = Set(
        ["d", "l", "qu", "dell", "dall", "nell", "sull", "all"].map { Array($0.utf8) })

    private func hasHyphen(_ start: Int, _ end: Int) -> Bool {
        bytes[start..<end].contains(UInt8(ascii: "-"))
    }

    /// Classes of hyphenated words from their parts: "medium-to-large" is a
    /// size, "thin-sliced" and "fresh-ground" are preparations.
    static func compoundClasses(_ key: String) -> WordClass {
        let parts = key.split(separator: "-").map { WordLexicon.id(String($0)) }
        guard let last = parts.last else { return [] }
        func classes(_ id: Int32) -> WordClass { id >= 0 ? WordLexicon.entries[Int(id)].classes : [] }
        var result: WordClass = []
        // "fresh-ground", "thin-sliced", "finely-chopped" — but not "oil-packed" or "sun-dried".
        let manner: FunctionWords = [.fresh, .thin, .thick, .fine, .coarse]
        if let first = parts.first, manner.contains(first) || classes(first).contains(.preparationAdverb),
            classes(last).contains(.preparation) || classes(last).contains(.preparationAfterAdverb)
        {
            result.insert(.preparedCompound)
        }
        let joiners: FunctionWords = [.to, .or, .and, .extra, .size, .sized]
        if parts.contains(where: { classes($0).contains(.size) }),
            parts.allSatisfy({ classes($0).contains(.size) || joiners.contains($0) })
        {
            result.insert(.size)
        }
        return result
    }

    private func lowercaseKey(_ start: Int, _ end: Int, isASCII: Bool) -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[start..<end])
        guard isASCII else { return String(decoding: slice, as: UTF8.self).lowercased() }
        return String(unsafeUninitializedCapacity: slice.count) { buffer in
            for (index, byte) in slice.enumerated() {
                buffer[index] = (byte >= 65 && byte <= 90) ? byte + 32 : byte
            }
            return slice.count
        }
    }

    // MARK: Scalars

    /// Decodes the scalar starting at `index`; invalid bytes read as U+FFFD.
    func decode(at index: Int) -> (scalar: UInt32, length: Int) {
        let b0 = UInt32(bytes[index])
        if b0 < 0x80 { return (b0, 1) }
        func continuation(_ offset: Int) -> UInt32? {
            let i = index + offset
            guard i < bytes.count, bytes[i] & 0xC0 == 0x80 else { return nil }
            return UInt32(bytes[i] & 0x3F)
        }
        if b0 & 0xE0 == 0xC0, let b1 = continuation(1) {
            return ((b0 & 0x1F) << 6 | b1, 2)
        }
        if b0 & 0xF0 == 0xE0, let b1 = continuation(1), let b2 = continuation(2) {
            return ((b0 & 0x0F) << 12 | b1 << 6 | b2, 3)
        }
        if b0 & 0xF8 == 0xF0, let b1 = continuation(1), let b2 = continuation(2), let b3 = continuation(3) {
            return ((b0 & 0x07) << 18 | b1 << 12 | b2 << 6 | b3, 4)
        }
        return (0xFFFD, 1)
    }

    static func isDigit(_ scalar: UInt32) -> Bool { scalar >= 48 && scalar <= 57 }

    static func isSpace(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x20, 0x09, 0x0A, 0x0D, 0xA0, 0x2009, 0x202F, 0x2002, 0x2003, 0x200A, 0x3000: true
        default: false
        }
    }

    static func isLetter(_ scalar: UInt32) -> Bool {
        if scalar < 0x80 {
            return (scalar >= 65 && scalar <= 90) || (scalar >= 97 && scalar <= 122)
        }
        // Latin-1 letters, Latin Extended, Greek, Cyrillic: the alphabets recipes use.
        if scalar >= 0xC0 && scalar <= 0x24F { return scalar != 0xD7 && scalar != 0xF7 }
        if scalar >= 0x370 && scalar <= 0x52F { return true }
        guard let unicode = Unicode.Scalar(scalar) else { return false }
        return unicode.properties.isAlphabetic
    }
}

/// The Unicode vulgar fractions recipes use: ½ ¼ ¾ ⅓ ⅔ ⅛ ⅜ ⅝ ⅞ ⅕ … ⅙ ⅚ ⅐ ⅑ ⅒.
enum VulgarFractions {
    static func value(of scalar: UInt32) -> Rational? {
        let parts: (Int64, Int64)
        switch scalar {
        case 0xBD: parts = (1, 2)
        case 0xBC: parts = (1, 4)
        case 0xBE: parts = (3, 4)
        case 0x2150: parts = (1, 7)
        case 0x2151: parts = (1, 9)
        case 0x2152: parts = (1, 10)
        case 0x2153: parts = (1, 3)
        case 0x2154: parts = (2, 3)
        case 0x2155: parts = (1, 5)
        case 0x2156: parts = (2, 5)
        case 0x2157: parts = (3, 5)
        case 0x2158: parts = (4, 5)
        case 0x2159: parts = (1, 6)
        case 0x215A: parts = (5, 6)
        case 0x215B: parts = (1, 8)
        case 0x215C: parts = (3, 8)
        case 0x215D: parts = (5, 8)
        case 0x215E: parts = (7, 8)
        default: return nil
        }
        return Rational(normalising: parts.0, parts.1)
    }
}
