@testable import LarderServer
import Testing

/// Counts use each language's plural forms (CLDR one / few / many / other), so a page never says
/// "1 days", "1 member(s)" or "1 звітів".
@Suite("Plurals")
struct PluralTests {
    @Test("Ukrainian and Russian numbers fall into CLDR's categories", arguments: [
        ("1", PluralCategory.one), ("21", .one), ("101", .one), ("2", .few), ("4", .few), ("22", .few),
        ("0", .many), ("5", .many), ("11", .many), ("12", .many), ("14", .many), ("25", .many), ("111", .many),
        ("1.5", .other), ("2,5", .other),
    ])
    func slavicCategories(number: String, expected: PluralCategory) {
        #expect(PluralCategory.of(number, in: .uk) == expected)
        #expect(PluralCategory.of(number, in: .ru) == expected)
    }

    @Test("English has one for exactly 1 and other for everything else", arguments: [
        ("1", PluralCategory.one), ("0", .other), ("2", .other), ("21", .other), ("1.0", .other), ("1½", .other),
    ])
    func englishCategories(number: String, expected: PluralCategory) {
        #expect(PluralCategory.of(number, in: .en) == expected)
    }

    @Test("A count picks its words", arguments: [
        (Language.en, Phrase.memberCount, "1", "1 member"), (.en, .memberCount, "3", "3 members"),
        (.en, .nutritionDays, "1", "1 day"), (.en, .recipeShoppingServings, "1", "1 serving"),
        (.uk, .memberCount, "1", "1 учасник"), (.uk, .memberCount, "3", "3 учасники"), (.uk, .memberCount, "11", "11 учасників"),
        (.uk, .memberCount, "21", "21 учасник"), (.uk, .pantryReviewsWaiting, "1", "1 звіт пристрою чекає на вас"),
        (.ru, .pantryReviewsWaiting, "1", "1 отчёт устройства ждёт вас"), (.ru, .pantryReviewsWaiting, "5", "5 отчётов устройств ждут вас"),
        (.ru, .nutritionDays, "2", "2 дня"), (.ru, .nutritionDays, "7", "7 дней"), (.ru, .cookIngredients, "1,5", "Ингредиенты на 1,5 порции"),
    ])
    func countPicksItsWords(language: Language, phrase: Phrase, count: String, expected: String) {
        #expect(Localizer(language).text(phrase, [count]) == expected)
    }

    @Test("Other placeholders inside a plural are filled, and a name's own braces stay as written")
    func placeholdersInsideAPlural() {
        let template = "{1}: {0, plural, one {# item for {1}} other {# items for {1}}}"
        #expect(Localizer.filling(template, with: ["1", "Ada {0}"], in: .en) == "Ada {0}: 1 item for Ada {0}")
        #expect(Localizer.filling(template, with: ["4", "Bo"], in: .en) == "Bo: 4 items for Bo")
    }

    @Test("Every plural in every language gives the forms that language needs", arguments: Language.allCases)
    func everyPluralIsComplete(language: Language) {
        var plurals = 0
        for (phrase, template) in Catalogues.table(for: language) {
            var rest = Substring(template)
            while let start = rest.firstMatch(of: /\{\d+/) {
                rest = rest[start.range.upperBound...]
                guard rest.hasPrefix(",") else { continue }
                guard let choice = PluralChoice(rest) else {
                    Issue.record("\(phrase) in \(language): a plural that cannot be read")
                    break
                }
                plurals += 1
                let missing = PluralCategory.required(in: language).subtracting(choice.texts.keys)
                #expect(missing.isEmpty, "\(phrase) in \(language) lacks \(missing)")
                rest = rest[choice.end...]
            }
        }
        #expect(plurals >= 12)
    }

    @Test("Where English counts with a plural, so do Ukrainian and Russian", arguments: [Language.uk, .ru])
    func pluralsMatchEnglish(language: Language) {
        let englishPlurals = Catalogues.english.filter { $0.value.contains(", plural,") }.keys
        let translated = Catalogues.table(for: language)
        let wordsChosenByCount: Set<Phrase> = Set(englishPlurals.filter { translated[$0]?.contains(", plural,") == true })
        // A translation may avoid the choice ("Учасників: {0}", "{0} дн."): no whole word may follow a bare count.
        for phrase in englishPlurals where !wordsChosenByCount.contains(phrase) {
            let template = translated[phrase] ?? ""
            let wordAfterCount = template.matches(of: /\{\d\} (\p{L}+)(\.?)/).filter { $0.output.2.isEmpty }
            #expect(wordAfterCount.isEmpty, "\(phrase) in \(language) counts without a plural: \(template)")
        }
    }
}
