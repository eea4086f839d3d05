import Foundation

/// The languages Larder speaks.
public enum Language: String, CaseIterable, Codable, Sendable {
    case en, uk, ru

    /// The language's own name, for the switcher.
    var nativeName: String {
        switch self {
        case .en: "English"
        case .uk: "Українська"
        case .ru: "Русский"
        }
    }

    /// The locale that dates and numbers are written in, made once: a `Locale` is costly to make, and
    /// a page formats a dozen numbers and dates.
    var locale: Locale { Self.locales[self] ?? Locale(identifier: rawValue) }

    private static let locales = Dictionary(uniqueKeysWithValues: allCases.map { ($0, Locale(identifier: $0.rawValue)) })

    /// The best supported language in an `Accept-Language` header, honouring q-values.
    static func preferred(fromAcceptLanguage header: String?) -> Language? {
        guard let header else { return nil }
        let ranked = header.split(separator: ",").compactMap { part -> (Language, Double)? in
            let pieces = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = pieces.first?.lowercased(), !tag.isEmpty else { return nil }
            let primary = String(tag.split(separator: "-").first ?? "")
            guard let language = Language(rawValue: primary) else { return nil }
            let quality = pieces.dropFirst()
                .first { $0.hasPrefix("q=") }
                .flatMap { Double($0.dropFirst(2)) } ?? 1
            return quality > 0 ? (language, quality) : nil
        }
        // A stable sort keeps the header's order among equal q-values.
        return ranked.enumerated()
            .sorted { ($0.element.1, -$0.offset) > ($1.element.1, -$1.offset) }
            .first?.element.0
    }
}
