import Foundation

/// One module's phrases in every language, as embedded in the binary: a flat JSON object per
/// language, `{"phraseKey": "ICU message"}` — what translation tools call "JSON with ICU".
/// The files sit beside the module's code, `Pantry/Localization/pantry.uk.json`; phrases
/// several modules say sit in `Localization/Shared/`.
struct Catalogue: Sendable {
    var module: String
    var files: [Language: [UInt8]]

    init(_ module: String, en: [UInt8], uk: [UInt8], ru: [UInt8]) {
        self.module = module
        self.files = [.en: en, .uk: uk, .ru: ru]
    }

    enum Problem: Error, Equatable {
        /// A key that names no `Phrase`: a typo, or a phrase whose case was deleted.
        case unknownPhrase(String)
    }

    /// The phrases of one file. Anything but an object of strings keyed by `Phrase` cases is refused.
    static func phrases(in file: [UInt8]) throws -> [Phrase: String] {
        let texts = try JSONDecoder().decode([String: String].self, from: Data(file))
        var phrases: [Phrase: String] = [:]
        phrases.reserveCapacity(texts.count)
        for (key, text) in texts {
            guard let phrase = Phrase(rawValue: key) else { throw Problem.unknownPhrase(key) }
            phrases[phrase] = text
        }
        return phrases
    }
}
