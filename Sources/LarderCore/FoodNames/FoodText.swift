/// Words of food names, normalised so that recipe wording and food-table
/// wording meet: lowercase, accents folded ("jalapeño" → "jalapeno", Russian "ё" → "е"), split at
/// anything that is not a letter or digit (so "all-purpose" and "all purpose"
/// agree) except that a hyphenated prefix stays on its word ("semi-sweet" →
/// "semisweet", as food tables write it), apostrophes dropped ("Kellogg's" →
/// "kelloggs") except after an elided article ("huile d'olive" → "huile", "d",
/// "olive"), ligatures spelled out ("œufs" → "oeufs"), and English plurals made singular ("Onions" → "onion",
/// "tomatoes" → "tomato", "berries" → "berry").
public enum FoodText {
    /// The lowercase words of `text`, as written (not made singular).
    public static func words(_ text: some StringProtocol) -> [String] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiWords(text.utf8) }
        var words: [String] = []
        var current = ""
        for character in text {
            if character == "'" || character == "’" {
                if elidedArticles.contains(current) {
                    words.append(current)
                    current = ""
                }
                continue
            }
            if character.isLetter || character.isNumber {
                for lower in character.lowercased() {
                    if let spelled = spelledLigatures[lower] {
                        current += spelled
                    } else {
                        current.append(foldedAccents[lower] ?? lower)
                    }
                }
            } else if !current.isEmpty {
                // "semi-sweet": keep building the same word.
                if character == "-", gluedPrefixes.contains(current) { continue }
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The same rules over ASCII bytes: most food names are ASCII, and bytes are far quicker
    /// than characters when a whole food table is read.
    private static func asciiWords(_ bytes: some Collection<UInt8>) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                current.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                current.append(byte + 32)
            case UInt8(ascii: "'"):
                if current.count <= 4, elidedArticles.contains(String(decoding: current, as: UTF8.self)) {
                    words.append(String(decoding: current, as: UTF8.self))
                    current.removeAll(keepingCapacity: true)
                }
            default:
                guard !current.isEmpty else { continue }
                let word = String(decoding: current, as: UTF8.self)
                if byte == UInt8(ascii: "-"), gluedPrefixes.contains(word) { continue }
                words.append(word)
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        return words
    }

    /// The normalised words of `text`: lowercase and singular.
    public static func tokens(_ text: some StringProtocol) -> [String] {
        words(text).map(singular)
    }

    /// The singular of an English noun, by the spelling rules food names need.
    /// Only ever applied to both sides of a comparison, so a rare wrong
    /// singular still matches itself.
    public static func singular(_ word: String) -> String {
        if let irregular = irregularSingulars[word] { return irregular }
        let count = word.count
        guard count > 3, word.last == "s", word.unicodeScalars.allSatisfy({ $0.isASCII }) else { return word }
        if keepsFinalS.contains(word) { return word }
        if word.hasSuffix("ss") || word.hasSuffix("us") || word.hasSuffix("is") { return word }
        if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("oes") { return String(word.dropLast(2)) }
        if word.hasSuffix("ches") || word.hasSuffix("shes") || word.hasSuffix("sses") || word.hasSuffix("xes") {
            return String(word.dropLast(2))
        }
        return String(word.dropLast())
    }

    /// Prefixes a hyphen joins to the next word: "semi-sweet", "non-fat", "multi-grain".
    private static let gluedPrefixes: Set<String> = ["semi", "non", "multi", "un"]

    /// French and Italian articles written against the next word: "d'", "l'", "dell'".
    private static let elidedArticles: Set<String> = ["d", "l", "qu", "dell", "dall", "nell", "sull", "all"]

    /// Letters that are two letters in plain spelling: "œuf" → "oeuf", "æble" → "aeble", "Soße" → "sosse".
    private static let spelledLigatures: [Character: String] = ["œ": "oe", "æ": "ae", "ß": "ss"]

    /// Accented Latin letters and the plain letter recipes in English use for them.
    private static let foldedAccents: [Character: Character] = [
        "à": "a", "á": "a", "â": "a", "ä": "a", "ã": "a", "å": "a", "ç": "c", "è": "e", "é": "e", "ê": "e",
        "ë": "e", "ì": "i", "í": "i", "î": "i", "ï": "i", "ñ": "n", "ò": "o", "ó": "o", "ô": "o", "ö": "o",
        "õ": "o", "ø": "o", "ù": "u", "ú": "u", "û": "u", "ü": "u", "ý": "y", "ÿ": "y",
        // Russian writes "ё" or plain "е" as the writer pleases ("мёд", "мед"; "бёдра", "бедра").
        "ё": "е",
    ]

    /// Plurals the suffix rules would get wrong.
    private static let irregularSingulars: [String: String] = [
        "leaves": "leaf", "halves": "half", "loaves": "loaf", "knives": "knife", "calves": "calf",
        "cookies": "cookie", "brownies": "brownie", "pies": "pie", "veggies": "veggie",
        "smoothies": "smoothie", "rotisseries": "rotisserie", "hoagies": "hoagie", "goodies": "goodie",
        "calories": "calorie", "geese": "goose", "children": "child", "quiches": "quiche",
        "brioches": "brioche", "ganaches": "ganache", "panaches": "panache", "chilies": "chili",
        "chillies": "chilli",
    ]

    /// Singular words that end in s, where dropping it would meet another word.
    private static let keepsFinalS: Set<String> = [
        "series", "species", "molasses", "swiss", "bitters", "schnapps", "jus", "gras",
    ]
}
