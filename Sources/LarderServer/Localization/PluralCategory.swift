/// CLDR plural categories, and which one a number takes in each language.
/// (uk and ru share their rules: 1, 21 → one; 2–4, 22 → few; 0, 5–20, 25 → many; 1.5 → other.)
enum PluralCategory: String, CaseIterable, Sendable {
    case one, few, many, other

    /// The categories a language's phrases must give.
    static func required(in language: Language) -> Set<PluralCategory> {
        switch language {
        case .en: [.one, .other]
        case .uk, .ru: [.one, .few, .many, .other]
        }
    }

    /// The category of a number as written ("3", "1.5", "1,5"); text that is not a number is `other`.
    static func of(_ written: String, in language: Language) -> PluralCategory {
        let parts = written.trimmingCharacters(in: .whitespaces).split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false) }
        guard let whole = parts.first, let integer = Int(whole.filter { $0 != " " && $0 != "\u{00A0}" && $0 != "\u{202F}" }) else { return .other }
        let fractionDigits = parts.count > 1 ? parts[1].count : 0
        let i = abs(integer)
        switch language {
        case .en:
            return i == 1 && fractionDigits == 0 ? .one : .other
        case .uk, .ru:
            guard fractionDigits == 0 else { return .other }
            let (last, lastTwo) = (i % 10, i % 100)
            if last == 1 && lastTwo != 11 { return .one }
            if (2...4).contains(last) && !(12...14).contains(lastTwo) { return .few }
            return .many
        }
    }
}

/// The `, plural, one {…} few {…} other {…}}` part of a placeholder, read from just after its number.
struct PluralChoice {
    var texts: [PluralCategory: Substring]
    /// Just past the placeholder's closing brace.
    var end: Substring.Index

    init?(_ text: Substring) {
        var rest = text
        func skipSpaces() { rest = rest.drop { $0 == " " } }
        guard rest.first == "," else { return nil }
        rest = rest.dropFirst()
        skipSpaces()
        guard rest.hasPrefix("plural") else { return nil }
        rest = rest.dropFirst("plural".count)
        skipSpaces()
        guard rest.first == "," else { return nil }
        rest = rest.dropFirst()
        var texts: [PluralCategory: Substring] = [:]
        while true {
            skipSpaces()
            if rest.first == "}" {
                guard texts[.other] != nil else { return nil }
                self.texts = texts
                self.end = rest.index(after: rest.startIndex)
                return
            }
            let keyword = rest.prefix { $0.isLetter }
            guard let category = PluralCategory(rawValue: String(keyword)) else { return nil }
            rest = rest[keyword.endIndex...]
            skipSpaces()
            guard rest.first == "{" else { return nil }
            // The case's text may hold placeholders of its own, so braces are counted.
            var depth = 0
            var close: Substring.Index?
            for index in rest.indices {
                if rest[index] == "{" { depth += 1 }
                if rest[index] == "}" { depth -= 1 }
                if depth == 0 { close = index; break }
            }
            guard let close else { return nil }
            texts[category] = rest[rest.index(after: rest.startIndex)..<close]
            rest = rest[rest.index(after: close)...]
        }
    }

    func text(for category: PluralCategory) -> String {
        String(texts[category] ?? texts[.other] ?? "")
    }
}
