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
        var result = template
        for (index, argument) in arguments.enumerated() {
            result = result.replacingOccurrences(of: "{\(index)}", with: argument)
        }
        return result
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
