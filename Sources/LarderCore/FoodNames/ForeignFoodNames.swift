/// Reads the name of a food written in another language as the English words the food
/// table uses: "Knoblauchzehe" → "garlic clove", "coxas de frango" → "chicken thigh",
/// "huile d'olive" → "olive oil", "gulerødder" → "carrot".
///
/// The vocabulary is a bilingual word list per language (`Vocabulary/food-words-german.tsv`, …);
/// this type adds the grammar a word list cannot hold: plural and case endings
/// ("Tomaten", "limões", "моркви"), compounds written as one word ("Hähnchenbrustfilet",
/// "kyllingebryst"), and the Romance order where the food comes after "de" ("filet de
/// saumon" is a salmon fillet). A word the food table knows in English is left as it is,
/// so English names read exactly as before.
enum ForeignFoodNames {
    /// The English words for `words` (lowercase, accents folded, as `FoodText.words` gives them),
    /// and whether any word was read from another language.
    ///
    /// In a name read from another language, words neither language list knows are left out
    /// when a known food word remains: they are that language's describing words the vocabulary
    /// lacks ("Basmati Reis Pusa", "Marhalábszár kockákra vágva"), and left in they would keep
    /// the name from matching the food it names. An English name keeps every word.
    ///
    /// - Parameter isEnglish: whether a word (made singular) is one the food table knows.
    static func english(_ words: [String], isEnglish: (String) -> Bool) -> (words: [String], translated: Bool) {
        let ordered = withFoodFirst(words, isEnglish: isEnglish)
        var result: [(word: String, isKnown: Bool)] = []
        var translated = false
        var index = 0
        while index < ordered.count {
            if let (length, english) = phrase(in: ordered, at: index) {
                result += english.map { ($0, true) }
                translated = true
                index += length
                continue
            }
            let word = ordered[index]
            if isKnownEnglish(word, isEnglish) {
                result.append((word, true))
            } else if let english = meaning(of: word, isEnglish: isEnglish) {
                result += english.map { ($0, true) }
                translated = true
            } else {
                result.append((word, false))
            }
            index += 1
        }
        let namesAFood = result.contains { word, isKnown in
            isKnown && !FoodVocabulary.ignored.contains(word) && !FoodVocabulary.connectors.contains(word)
                && !FoodVocabulary.minorModifiers.contains(word) && !word.allSatisfy(\.isNumber)
        }
        let kept = translated && namesAFood ? result.filter(\.isKnown) : result
        return (kept.map(\.word), translated)
    }

    /// The English words for one foreign word: the word itself, an inflected form of it, or a
    /// compound of known words. Nil when it is none of these.
    static func meaning(of word: String, isEnglish: (String) -> Bool = { _ in false }) -> [String]? {
        simpleMeaning(of: word) ?? compoundMeaning(of: word, isEnglish: isEnglish, depth: 2)
    }

    // MARK: Words and their endings

    private static func isKnownEnglish(_ word: String, _ isEnglish: (String) -> Bool) -> Bool {
        !falseFriends.contains(word)
            && (isEnglish(FoodText.singular(word)) || FoodVocabulary.ignored.contains(word)
                || FoodVocabulary.connectors.contains(word) || word.allSatisfy(\.isNumber))
    }

    /// Foreign words the food table knows only from dish names ("Chili con carne", "Arroz con
    /// pollo", "Crème de menthe"), read in their own language: as an ingredient they are meat,
    /// rice, cream. Words English cooks use as they are ("rind", "farina", "roti") are not here.
    private static let falseFriends: Set<String> = [
        "creme", "latte", "burro", "jus", "leche", "harina", "azucar", "carne", "arroz", "cerdo", "papa", "pao",
        "pates", "coco", "maiz", "pina", "pomodoro", "rojo", "maduro",
    ]

    /// The word, or the word less a plural or case ending, as the vocabulary has it.
    static func simpleMeaning(of word: String) -> [String]? {
        if let english = vocabulary[word] { return english }
        for stem in stems(of: word) {
            if let english = vocabulary[stem] { return english }
        }
        return nil
    }

    /// Dictionary forms a word may have under its ending: "tomaten" → "tomate", "cipolle" →
    /// "cipolla", "limoes" → "limao", "gurkor" → "gurka", "моркови" → "морковь". Tried in order;
    /// stems shorter than three letters are never tried.
    static func stems(of word: String) -> [String] {
        var stems: [String] = []
        let rules =
            word.unicodeScalars.first.map { $0.value >= 0x400 && $0.value <= 0x4FF } == true
            ? cyrillicEndings : latinEndings
        for (ending, replacements) in rules where word.hasSuffix(ending) && word.count - ending.count >= 3 {
            let stem = word.dropLast(ending.count)
            for replacement in replacements { stems.append(stem + replacement) }
        }
        return stems
    }

    /// Endings of Latin-script languages, longest first, with what the dictionary form ends in instead.
    private static let latinEndings: [(String, [String])] = [
        ("eaux", ["eau"]), ("erne", ["", "e"]), ("oes", ["ao"]), ("aes", ["ao"]), ("ces", ["z"]),
        ("aux", ["al"]), ("ene", ["", "e"]), ("en", ["", "e"]), ("er", ["", "e"]), ("es", ["", "e"]),
        ("or", ["a"]), ("ar", [""]), ("ne", [""]), ("is", ["l"]), ("n", [""]), ("s", [""]), ("x", [""]),
        ("r", [""]), ("e", ["a", "o", ""]), ("i", ["o", "e", "a"]), ("a", ["o"]), ("t", [""]),
    ]

    /// Case endings of Ukrainian and Russian nouns and adjectives, longest first.
    private static let cyrillicEndings: [(String, [String])] = [
        ("ами", ["а", "", "ь"]), ("ями", ["я", "ь"]), ("ого", ["ий", "ый", "ой"]), ("ому", ["ий", "ый"]),
        ("ий", ["ий"]), ("ів", ["", "а", "ь"]), ("ов", ["", "а"]), ("ев", ["", "ь"]), ("ей", ["ь", "я", ""]),
        ("ом", ["", "о"]), ("ою", ["а"]), ("ой", ["а", "ый"]), ("ая", ["ый"]), ("а", ["", "о", "ь"]),
        ("я", ["ь", "й", "е"]), ("ы", ["", "а"]), ("и", ["а", "ь", "я", ""]), ("і", ["я", "ь", "а", ""]),
        ("у", ["", "а"]), ("ю", ["ь", "я"]), ("е", ["о", "я"]), ("ї", ["я"]), ("ь", [""]),
    ]

    // MARK: Compounds

    /// A word built of known words, the last naming the food and the others what kind:
    /// "knoblauch·zehe" → garlic clove, "hähnchen·brust·filet" → chicken breast fillet,
    /// "kylling·e·bryst" → chicken breast, "vörös·hagyma" → red onion. German, Dutch, the
    /// Nordic languages and Hungarian write such names as one word, and so does English
    /// ("paprika·pulver" is paprika powder).
    private static func compoundMeaning(of word: String, isEnglish: (String) -> Bool, depth: Int) -> [String]? {
        guard depth > 0, word.count >= 6 else { return nil }
        let characters = Array(word)
        // The longest head first: "zitronen·saft", not "zitrone·nsaft".
        for split in 3...(characters.count - 2) {
            let head = String(characters[split...])
            guard let headMeaning = head.count >= 3 ? simpleMeaning(of: head) : vocabulary[head] else { continue }
            let modifier = String(characters[..<split])
            // A two-letter head ("öl", "ei") is only trusted after a foreign word: "rapsöl", not "menthol".
            let english = head.count >= 3 ? isEnglish : { _ in false }
            if let modifierMeaning = modifierMeaning(of: modifier, isEnglish: english, depth: depth) {
                return modifierMeaning + headMeaning
            }
        }
        return nil
    }

    /// What the first part of a compound means, with or without the letters that join it to the
    /// next ("zitrone·n·saft", "kylling·e·bryst", "rind·s·braten").
    private static func modifierMeaning(of part: String, isEnglish: (String) -> Bool, depth: Int) -> [String]? {
        var forms = [part]
        for link in ["s", "n", "en", "e", "es", "er", "o", "a"] where part.hasSuffix(link) && part.count - link.count >= 3 {
            forms.append(String(part.dropLast(link.count)))
        }
        for form in forms {
            if let meaning = simpleMeaning(of: form) { return meaning }
            if form.count >= 4, isEnglish(form) { return [form] }
        }
        for form in forms {
            if let meaning = compoundMeaning(of: form, isEnglish: isEnglish, depth: depth - 1) { return meaning }
        }
        return nil
    }

    // MARK: Phrases and word order

    /// A name of several words the vocabulary holds as one ("pommes de terre", "crème fraîche")
    /// starting at `index`: how many words it takes and its English.
    private static func phrase(in words: [String], at index: Int) -> (Int, [String])? {
        guard let candidates = phrases[words[index]] ?? stems(of: words[index]).lazy.compactMap({ phrases[$0] }).first
        else { return nil }
        for (key, english) in candidates where index + key.count <= words.count {
            let matches = zip(key, words[index..<(index + key.count)]).allSatisfy { expected, written in
                written == expected || stems(of: written).contains(expected)
            }
            if matches { return (key.count, english) }
        }
        return nil
    }

    /// French, Spanish, Italian and Portuguese name the food after "de": "filet de saumon",
    /// "coxas de frango", "jus de citron", "biscuits au beurre". English puts it first, and so
    /// does the matcher, which takes the last word as the noun: the two sides are swapped when
    /// the word before the joining word is a foreign one.
    private static func withFoodFirst(_ words: [String], isEnglish: (String) -> Bool) -> [String] {
        guard let joint = words.indices.dropFirst().dropLast().first(where: { romanceJoints.contains(words[$0]) }),
            phrase(in: words, at: joint - 1) == nil, phrase(in: words, at: 0) == nil,
            isForeign(words[joint - 1], isEnglish) || isForeign(words[joint + 1], isEnglish)
        else { return words }
        return Array(words[(joint + 1)...]) + Array(words[..<joint])
    }

    /// A word of another language the vocabulary knows.
    private static func isForeign(_ word: String, _ isEnglish: (String) -> Bool) -> Bool {
        !isKnownEnglish(word, isEnglish) && meaning(of: word, isEnglish: isEnglish) != nil
    }

    private static let romanceJoints: Set<String> = [
        "de", "d", "di", "du", "des", "del", "della", "dello", "dei", "degli", "delle", "da", "do", "dos", "das",
        "au", "aux", "al", "alla", "allo",
    ]

    // MARK: The vocabulary

    /// Every language's word list, folded as `FoodText.words` folds text: one-word names.
    private static let vocabulary: [String: [String]] = table.words
    /// Names of several words, by their first word, longest first.
    private static let phrases: [String: [([String], [String])]] = table.phrases

    private static let table: (words: [String: [String]], phrases: [String: [([String], [String])]]) = {
        var words: [String: [String]] = [:]
        var phrases: [String: [([String], [String])]] = [:]
        let languages = [
            FoodVocabulary.german, FoodVocabulary.french, FoodVocabulary.spanish, FoodVocabulary.italian,
            FoodVocabulary.portuguese, FoodVocabulary.dutch, FoodVocabulary.danishAndNorwegian,
            FoodVocabulary.swedish, FoodVocabulary.hungarian, FoodVocabulary.polish,
            FoodVocabulary.ukrainian, FoodVocabulary.russian,
        ]
        for language in languages {
            // Sorted so that which of two clashing entries wins never depends on hashing.
            for (foreign, english) in language.sorted(by: { $0.key < $1.key }) {
                let key = FoodText.words(foreign)
                let meaning = FoodText.words(english)
                guard let first = key.first else { continue }
                if key.count == 1 {
                    if words[first] == nil { words[first] = meaning }
                } else {
                    phrases[first, default: []].append((key, meaning))
                }
            }
        }
        for first in phrases.keys { phrases[first]?.sort { $0.0.count > $1.0.count } }
        return (words, phrases)
    }()
}
