import Foundation
@testable import LarderServer
import Testing

/// The sentences live in JSON catalogues beside the modules that say them, and `Phrase` names
/// them in code. These tests keep the two in step: a phrase without a text, a text without a
/// phrase, or a file the binary does not carry fails here rather than on a page.
@Suite("Phrase catalogues")
struct CatalogueTests {
    @Test("Every phrase has its English text in exactly one module's catalogue")
    func everyPhraseHasOneHome() throws {
        var homes: [Phrase: [String]] = [:]
        for catalogue in Catalogues.all {
            for phrase in try catalogue.phrases(in: .en).keys { homes[phrase, default: []].append(catalogue.module) }
        }
        let homeless = Phrase.allCases.filter { homes[$0] == nil }
        let twice = homes.filter { $0.value.count > 1 }.map { "\($0.key) in \($0.value.sorted())" }
        #expect(homeless.isEmpty, "no English text: \(homeless)")
        #expect(twice.isEmpty, "in two catalogues: \(twice.sorted())")
    }

    @Test("A module's translation holds exactly the phrases of its English catalogue", arguments: [Language.uk, .ru])
    func translationsHoldTheEnglishPhrases(language: Language) throws {
        for catalogue in Catalogues.all {
            let english = Set(try catalogue.phrases(in: .en).keys)
            let translated = Set(try catalogue.phrases(in: language).keys)
            let untranslated = english.subtracting(translated)
            #expect(untranslated.isEmpty, "\(catalogue.module) in \(language) lacks \(untranslated)")
            let unknown = translated.subtracting(english)
            #expect(unknown.isEmpty, "\(catalogue.module) in \(language) has no English for \(unknown)")
        }
    }

    @Test("Each language's table holds one text for every phrase", arguments: Language.allCases)
    func tableHoldsEveryPhrase(language: Language) {
        #expect(Catalogues.table(for: language).count == Phrase.allCases.count)
    }

    @Test("A key that names no phrase is refused")
    func unknownKeyIsRefused() {
        let file = Array(#"{"cancel": "Cancel", "cancle": "Cancel"}"#.utf8)
        #expect(throws: Catalogue.Problem.unknownPhrase("cancle")) { try Catalogue.phrases(in: file) }
    }

    @Test("A file that is not one object of texts is refused", arguments: [#"{"cancel": "Cancel""#, #"{"cancel": 1}"#, #"["cancel"]"#])
    func malformedFileIsRefused(json: String) {
        #expect(throws: (any Error).self) { try Catalogue.phrases(in: Array(json.utf8)) }
    }

    @Test("A line break written in a catalogue is a line break in the sentence")
    func lineBreaksAreRead() {
        #expect(Localizer(.en)[.mailResetBody].hasPrefix("Hello {0},\n\n"))
    }

    @Test("The binary carries every catalogue file of the source tree, byte for byte")
    func binaryCarriesTheFiles() throws {
        let files = try CatalogueFile.all()
        #expect(files.count == Catalogues.all.count * Language.allCases.count)
        for file in files {
            let embedded = Catalogues.all.first { $0.module == file.module }?.files[file.language]
            let carried = embedded == Array(file.text.utf8)
            #expect(carried, "\(file.path) is not what the binary carries")
        }
    }

    @Test("A catalogue file lists its keys sorted, one to a line, its text unescaped UTF-8")
    func filesDiffLineByLine() throws {
        for file in try CatalogueFile.all() {
            let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.first == "{" && lines.suffix(2) == ["}", ""], "\(file.path) is not one object ending in a line break")
            let entries = lines.dropFirst().dropLast(2)
            let keys = entries.compactMap { $0.firstMatch(of: /^  "(\w+)": ".*",?$/).map { String($0.output.1) } }
            #expect(keys.count == entries.count, "\(file.path) has lines that are not one key each")
            #expect(keys == keys.sorted() && Set(keys).count == keys.count, "\(file.path) is not sorted, or repeats a key")
            #expect(file.text.firstMatch(of: /\\u[0-9A-Fa-f]{4}/) == nil, "\(file.path) escapes characters a translator should read")
        }
    }
}

/// A catalogue file as the source tree holds it: `Pantry/Localization/pantry.uk.json`,
/// or `Localization/Shared/shared.uk.json`.
struct CatalogueFile {
    var path: String
    var module: String
    var language: Language
    var text: String

    static func all(under root: URL = ServerModules.serverSources) throws -> [CatalogueFile] {
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var files: [CatalogueFile] = []
        while let url = enumerator?.nextObject() as? URL {
            let path = String(url.path.dropFirst(root.path.count + 1))
            let folders = path.split(separator: "/").dropLast()
            guard url.pathExtension == "json", folders.contains("Localization") else { continue }
            let module = folders.first == "Localization" ? String(folders.last ?? "") : String(folders.first ?? "")
            let code = url.deletingPathExtension().pathExtension
            guard let language = Language(rawValue: code) else {
                Issue.record("\(path) names no language")
                continue
            }
            files.append(CatalogueFile(path: path, module: module, language: language, text: try String(contentsOf: url, encoding: .utf8)))
        }
        return files.sorted { $0.path < $1.path }
    }
}

extension Catalogue {
    func phrases(in language: Language) throws -> [Phrase: String] {
        try Catalogue.phrases(in: files[language] ?? [])
    }
}
