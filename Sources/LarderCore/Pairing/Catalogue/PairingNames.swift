/// A name in each language Larder speaks.
public struct PairingNames: Hashable, Sendable, Codable {
    public var en: String
    public var uk: String
    public var ru: String

    public init(en: String, uk: String, ru: String) {
        self.en = en
        self.uk = uk
        self.ru = ru
    }

    /// One name for every language: what an import in a single language gives.
    public init(_ name: String) {
        self.init(en: name, uk: name, ru: name)
    }

    /// The name in a language code ("uk", "ru-RU", "en"); English for any other.
    public subscript(language: String) -> String {
        switch language.lowercased().prefix(2) {
        case "uk": uk
        case "ru": ru
        default: en
        }
    }
}
