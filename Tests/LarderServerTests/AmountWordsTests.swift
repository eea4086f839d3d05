import LarderCore
import Testing

@testable import LarderServer

/// Amounts and units in the reader's language: the unit's word in the plural form the amount takes.
@Suite("Amounts in the reader's words")
struct AmountWordsTests {
    @Test(
        "Ukrainian units take the form the amount asks for",
        arguments: [
            (Measure(1, .clove), "1 зубчик"), (Measure(3, .clove), "3 зубчики"), (Measure(5, .clove), "5 зубчиків"),
            (Measure(21, .clove), "21 зубчик"), (Measure(Rational(3, 2)!, .cup), "1 1/2 чашки"), (Measure(2, .tablespoon), "2 ст. л."),
            (Measure(Rational(3, 2)!, .liter), "1,5 л"), (Measure(250, .gram), "250 г"),
        ])
    func ukrainian(measure: Measure, shown: String) {
        #expect(Localizer(.uk).measure(measure) == shown)
    }

    @Test(
        "Russian units take the form the amount asks for",
        arguments: [
            (Measure(1, .glass), "1 стакан"), (Measure(2, .glass), "2 стакана"), (Measure(11, .glass), "11 стаканов"),
            (Measure(Rational(1, 2)!, .cup), "1/2 чашки"), (Measure(3, .teaspoon), "3 ч. л."), (Measure(Rational(5, 4)!, .kilogram), "1,25 кг"),
        ])
    func russian(measure: Measure, shown: String) {
        #expect(Localizer(.ru).measure(measure) == shown)
    }

    @Test("English keeps the units' own names", arguments: [(Measure(2, .cup), "2 cups"), (Measure(Rational(3, 2)!, .liter), "1.5 l")])
    func english(measure: Measure, shown: String) {
        #expect(Localizer(.en).measure(measure) == shown)
    }

    @Test("Counted food of a size is counted in pieces of that size")
    func sizes() {
        #expect(StockUnit(nil, size: "large").format(6, wording: Localizer(.uk).amounts) == "6 шт. (великі)")
        #expect(StockUnit(nil, size: "large").format(6, wording: Localizer(.ru).amounts) == "6 шт. (крупные)")
        #expect(StockUnit(nil, size: "large").format(6, wording: Localizer(.en).amounts) == "6 large")
    }

    @Test("Every unit Larder knows has a Ukrainian and a Russian word")
    func everyUnitNamed() {
        for language in [Language.uk, .ru] {
            let unnamed = Unit.all.filter { Localizer(language).unitName($0).contains { $0.isASCII && $0.isLetter } }
            #expect(unnamed.isEmpty, "\(language): \(unnamed.map(\.name))")
        }
    }

    @Test("A food's table name is shown in the reader's language; a name a person wrote is kept")
    func foodNames() {
        #expect(Localizer(.uk).foodName("Butter, without salt") != "Butter, without salt")
        #expect(Localizer(.ru).foodName("Butter, without salt") != "Butter, without salt")
        #expect(Localizer(.en).foodName("Butter, without salt") == "Butter, without salt")
        #expect(Localizer(.uk).foodName("Grandma's jam") == "Grandma's jam")
    }
}
