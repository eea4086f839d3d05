/// What the topic classifier sees of a title: its words (folded: lowercase, no accents),
/// a crude stem of each (the word less its last two letters, at least four kept, so that
/// "купити" and "купить", "молоко" and "молока" meet), neighbouring word pairs, and the
/// letter triples and quadruples of each word, which carry unseen inflections and typos.
enum ReminderTopicFeatures {
    static func of(_ title: String) -> [String] {
        let words = self.words(title)
        var features: [String] = []
        features.reserveCapacity(words.count * 14)
        for (index, word) in words.enumerated() {
            features.append("w:" + word)
            if word.count > 4 { features.append("s:" + String(word.prefix(max(4, word.count - 2)))) }
            if index > 0 { features.append("b:" + words[index - 1] + " " + word) }
            let letters = Array("<" + word + ">")
            for size in 3...4 where letters.count >= size {
                for start in 0...(letters.count - size) {
                    features.append("c:" + String(letters[start..<start + size]))
                }
            }
        }
        return features
    }

    /// Lowercase words of letters only; apostrophes joined ("п'ятницю" → "пятницю"),
    /// numbers and times dropped.
    static func words(_ title: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in ReminderText.folded(title) {
            if character.isLetter {
                current.append(character)
            } else if character == "'" || character == "’" || character == "ʼ" {
                continue
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
