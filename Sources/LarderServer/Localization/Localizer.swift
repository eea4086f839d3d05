import Foundation

/// Turns phrases into sentences in one language. Placeholders `{0}`, `{1}` … take the arguments in order.
public struct Localizer: Sendable {
    public let language: Language

    public init(_ language: Language) {
        self.language = language
    }

    public func text(_ phrase: Phrase, _ arguments: [String] = []) -> String {
        let template = StringTables.table(for: language)[phrase] ?? StringTables.english[phrase] ?? phrase.rawValue
        guard !arguments.isEmpty else { return template }
        return Self.filling(template, with: arguments)
    }

    /// One pass over the template: an argument's own text (a name holding "{1}") is never read as a placeholder.
    static func filling(_ template: String, with arguments: [String]) -> String {
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            if let close = rest[afterOpen...].firstIndex(of: "}"), let index = Int(rest[afterOpen..<close]), arguments.indices.contains(index) {
                result += arguments[index]
                rest = rest[rest.index(after: close)...]
            } else {
                result.append("{")
                rest = rest[afterOpen...]
            }
        }
        return result + rest
    }

    public subscript(_ phrase: Phrase) -> String {
        text(phrase)
    }
}

enum StringTables {
    static func table(for language: Language) -> [Phrase: String] {
        switch language {
        case .en: english
        case .uk: ukrainian
        case .ru: russian
        }
    }
}
