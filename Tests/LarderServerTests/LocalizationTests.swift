import Foundation
@testable import LarderServer
import Testing

@Suite("Localization")
struct LocalizationTests {
    @Test("Every phrase has a translation in every language", arguments: Language.allCases)
    func tablesAreComplete(language: Language) {
        let table = Catalogues.table(for: language)
        let missing = Phrase.allCases.filter { table[$0]?.isEmpty ?? true }
        #expect(missing.isEmpty, "\(language) lacks \(missing)")
    }

    @Test("Translations keep every placeholder of the English phrase", arguments: [Language.uk, Language.ru])
    func placeholdersMatch(language: Language) {
        for phrase in Phrase.allCases {
            let english = Set(Catalogues.english[phrase, default: ""].matches(of: /\{(\d)[},]/).map { String($0.output.1) })
            let translated = Set(Catalogues.table(for: language)[phrase, default: ""].matches(of: /\{(\d)[},]/).map { String($0.output.1) })
            #expect(english == translated, "\(phrase) in \(language)")
        }
    }

    @Test("Arguments fill placeholders in order")
    func argumentsFillPlaceholders() {
        #expect(Localizer(.en).text(.pageOf, ["2", "5", "97"]) == "Page 2 of 5 · 97 in all")
        #expect(Localizer(.uk).text(.homeGreeting, ["Ада"]) == "Вітаємо, Ада")
    }

    @Test("A person's own text that looks like a placeholder stays as written")
    func argumentsAreNotReadAsPlaceholders() {
        #expect(Localizer.filling("{0} has {1}", with: ["Ada {1}", "eggs"]) == "Ada {1} has eggs")
        #expect(Localizer.filling("{0} and {7} and {x", with: ["a"]) == "a and {7} and {x")
    }

    @Test("Accept-Language picks the best supported language by quality", arguments: [
        ("uk-UA,uk;q=0.9,en;q=0.8", Language.uk),
        ("de-DE, ru;q=0.8, en;q=0.5", .ru),
        ("en-GB", .en),
        ("fr, de", nil),
        ("ru;q=0, en;q=0.1", .en),
    ] as [(String, Language?)])
    func acceptLanguage(header: String, expected: Language?) {
        #expect(Language.preferred(fromAcceptLanguage: header) == expected)
    }
}
