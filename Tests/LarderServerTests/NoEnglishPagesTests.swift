import Foundation
@testable import LarderServer
import LarderTestSupport
import Testing
import Vapor

/// A person reading Larder in Ukrainian or Russian meets no English sentence of Larder's own on any
/// page reached by following links (what people typed, and food names, are theirs to write).
@Suite("No English on Ukrainian and Russian pages")
struct NoEnglishPagesTests {
    @Test("No page in Ukrainian or Russian shows one of Larder's English phrases", arguments: [Language.uk, .ru])
    func noEnglishPhrase(language: Language) async throws {
        try await withApp(.sqlite) { app in
            _ = try await StarterContent.seedIfNeeded(app)
            let owner = try await app.makeUser("Olena", email: "olena@example.com")
            _ = try await app.api(.PATCH, "/api/me", json: ["preferredLanguage": language.rawValue], as: owner.bearer)
            try await HostileKitchen.fill(app, owner: owner, name: "Борщ")
            let browser = try await WebBrowser.signedIn(app, as: owner)
            browser.acceptLanguage = language.rawValue
            let english = EnglishPhrases.distinctive(from: language)

            var found: [String: Set<String>] = [:]
            let visited = try await PageCrawl.visit(from: ["/"], limit: 300, with: browser) { path, page in
                let shown = EnglishPhrases.visibleText(of: page.html)
                for fragment in english where shown.contains(fragment) { found[fragment, default: []].insert(path) }
            }

            #expect(visited.count >= 60)
            let report = found.sorted { $0.key < $1.key }.map { "“\($0.key)” on \($0.value.sorted().prefix(2).joined(separator: ", "))" }
            #expect(found.isEmpty, "\(found.count) English phrases in \(language):\n\(report.joined(separator: "\n"))")
        }
    }

    @Test("The check finds Larder's English on pages read in English")
    func checkFindsEnglish() async throws {
        try await withApp(.sqlite) { app in
            let owner = try await app.makeUser("Olena", email: "olena@example.com")
            _ = try await app.makeHousehold("Home", owner: owner)
            let browser = try await WebBrowser.signedIn(app, as: owner)
            let english = EnglishPhrases.distinctive(from: .uk)
            var found = Set<String>()
            for path in ["/", "/pantry", "/me", "/shopping"] {
                let shown = EnglishPhrases.visibleText(of: try await browser.follow(try await browser.get(path)).html)
                found.formUnion(english.filter { shown.contains($0) })
            }
            #expect(english.count > 500)
            #expect(found.count >= 10, "\(found)")
        }
    }
}

enum EnglishPhrases {
    /// Stretches of Larder's English phrases (between placeholders) of at least two words and ten
    /// letters that the language's own table never uses: a page showing one shows English.
    static func distinctive(from language: Language) -> Set<String> {
        let translated = Catalogues.table(for: language).values.joined(separator: "\n")
        var fragments = Set<String>()
        for template in Catalogues.english.values {
            for piece in template.split(separator: /\{[^}]*\}+/) {
                let fragment = piece.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters))
                guard fragment.count >= 10, fragment.contains(" "), fragment.contains(where: \.isLetter),
                      !translated.contains(fragment)
                else { continue }
                fragments.insert(fragment)
            }
        }
        return fragments
    }

    /// What a reader sees or hears: the text between tags (outside scripts and styles) and the
    /// placeholders, titles, labels and descriptions in attributes, entities read back.
    static func visibleText(of html: String) -> String {
        var text = html.replacing(/<script[\s\S]*?<\/script>/, with: " ").replacing(/<style[\s\S]*?<\/style>/, with: " ")
        let spoken = text.matches(of: /(?:placeholder|title|aria-label|alt)="([^"]*)"/).map { String($0.output.1) }
        text = text.replacing(/<[^>]*>/, with: " ") + " " + spoken.joined(separator: " ")
        for (entity, character) in [("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text.replacing(/\s+/, with: " ")
    }
}
