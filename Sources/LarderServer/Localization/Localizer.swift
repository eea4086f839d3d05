import Foundation

/// Turns phrases into sentences in one language. Placeholders `{0}`, `{1}` … take the arguments in
/// order; a count chooses its words by the language's plural rules, written as ICU MessageFormat
/// does: `{0, plural, one {# serving} other {# servings}}`, `#` standing for the count.
public struct Localizer: Sendable {
    public let language: Language

    public init(_ language: Language) {
        self.language = language
    }

    public func text(_ phrase: Phrase, _ arguments: [String] = []) -> String {
        let template = Catalogues.table(for: language)[phrase] ?? Catalogues.english[phrase] ?? phrase.rawValue
        guard !arguments.isEmpty else { return template }
        return Self.filling(template, with: arguments, in: language)
    }

    /// One pass over the template: an argument's own text (a name holding "{1}") is never read as a placeholder.
    static func filling(_ template: String, with arguments: [String], in language: Language = .en) -> String {
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            let digits = rest[afterOpen...].prefix { $0.isNumber }
            let afterDigits = digits.endIndex
            if let index = Int(digits), arguments.indices.contains(index), afterDigits < rest.endIndex {
                if rest[afterDigits] == "}" {
                    result += arguments[index]
                    rest = rest[rest.index(after: afterDigits)...]
                    continue
                }
                if let plural = PluralChoice(rest[afterDigits...]) {
                    let chosen = plural.text(for: PluralCategory.of(arguments[index], in: language))
                    // Split and joined rather than `replacingOccurrences`, which goes through NSString: pages fill plurals by the dozen.
                    let numbered = chosen.split(separator: "#", omittingEmptySubsequences: false).joined(separator: "{\(index)}")
                    result += filling(numbered, with: arguments, in: language)
                    rest = rest[plural.end...]
                    continue
                }
            }
            result.append("{")
            rest = rest[afterOpen...]
        }
        return result + rest
    }

    public subscript(_ phrase: Phrase) -> String {
        text(phrase)
    }
}
