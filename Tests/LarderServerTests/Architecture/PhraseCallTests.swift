import Foundation
@testable import LarderServer
import Testing

/// `Phrase` makes a missing key a build error; these rules cover what the type cannot see: the
/// number of arguments a call hands its phrase, and which module's catalogue holds the phrase.
@Suite("Phrases as the code says them")
struct PhraseCallTests {
    static let phrases = Set(Phrase.allCases.map(\.rawValue))

    /// reminders.js counts down in this sentence: the page hands it the template, `{0}` and all.
    static let filledInTheBrowser: Set<String> = [Phrase.remindersCompletingIn.rawValue]

    @Test("Every call hands its phrase as many arguments as the phrase has placeholders")
    func everyCallFillsEveryPlaceholder() throws {
        var checked = 0
        var wrong: [String] = []
        for file in try ServerModules.read().files {
            for call in PhraseCalls.found(in: file.text, phrases: Self.phrases) where !Self.filledInTheBrowser.contains(call.phrase) {
                checked += 1
                let needed = PhraseCalls.placeholders(in: Catalogues.english[Phrase(rawValue: call.phrase)!] ?? "")
                if call.arguments != needed { wrong.append("\(file.path):\(call), the phrase needs \(needed)") }
            }
        }
        #expect(checked > 1_500, "only \(checked) calls were read: the pattern no longer matches how the code calls phrases")
        #expect(wrong.isEmpty, "\(wrong.count) of \(checked) calls:\n\(wrong.joined(separator: "\n"))")
    }

    @Test("A module's catalogue holds only phrases its own code says, and no other module says")
    func phrasesLiveWithTheModuleThatSaysThem() throws {
        var sayers: [String: Set<String>] = [:]
        for file in try ServerModules.read().files {
            for phrase in PhraseCalls.named(in: file.text, phrases: Self.phrases) { sayers[phrase, default: []].insert(file.module) }
        }
        for catalogue in Catalogues.all where catalogue.module != Catalogues.shared {
            for phrase in try catalogue.phrases(in: .en).keys {
                let modules = sayers[phrase.rawValue, default: []]
                #expect(
                    modules == [catalogue.module],
                    "\(catalogue.module) holds \(phrase), said by \(modules.sorted()): move it to Localization/Shared or its module")
            }
        }
    }

    // The rules' own checks: a call that breaks them is found, one it cannot judge is left alone.

    @Test("A call with too few or too many arguments is read as written")
    func argumentCountsAreRead() {
        let source = """
            let a = text.text(.pageOf, ["2", "\\(total)"])
            let b = text.text(
                .homeGreeting, [person.name, "extra",]
            )
            let c = text[.pageOf]
            throw AppError.invalid("\\(prefix).amount", .pantryErrorAmountInvalid, ["amount", String(low), [1, 2].map(String.init).joined()])
            throw AppError.notFound(.pageOf, field: "page")
            """
        #expect(PhraseCalls.found(in: source, phrases: Self.phrases) == [
            .init(line: 1, phrase: "pageOf", arguments: 2),
            .init(line: 2, phrase: "homeGreeting", arguments: 2),
            .init(line: 5, phrase: "pageOf", arguments: 0),
            .init(line: 6, phrase: "pantryErrorAmountInvalid", arguments: 3),
            .init(line: 7, phrase: "pageOf", arguments: 0),
        ])
    }

    @Test("A list the code builds at run time, a comment and a string are not read")
    func unwrittenListsAreLeftAlone() {
        let source = """
            let a = text.text(.pageOf, numbers)
            let b = text.text(.pageOf, [one, two].reversed())
            // text.text(.pageOf, [one])
            let c = "text.text(.pageOf, [one])"
            let d = nutrients[.energyKcal]
            """
        #expect(PhraseCalls.found(in: source, phrases: Self.phrases).isEmpty)
    }

    @Test("A phrase's placeholders are counted to its highest number, plurals included")
    func placeholdersAreCounted() {
        #expect(PhraseCalls.placeholders(in: "Page {0} of {1} · {2} in all") == 3)
        #expect(PhraseCalls.placeholders(in: "{1}: {0, plural, one {# item} other {# items}}") == 2)
        #expect(PhraseCalls.placeholders(in: "Done") == 0)
    }

    @Test("A phrase is said by a module when its code names it, not when a comment or a string does")
    func namedPhrasesAreRead() {
        let source = """
            let a = text[.cancel]
            let b = [Phrase.copy, .delete]
            let c = items.copied // .copied
            let d = "The .welcomeTitle"
            """
        #expect(PhraseCalls.named(in: source, phrases: Self.phrases) == ["cancel", "copy", "delete"])
    }
}
