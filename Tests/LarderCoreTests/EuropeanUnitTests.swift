import Testing

@testable import LarderCore

@Suite("Units in other European languages")
struct EuropeanUnitTests {
    @Test(
        "German spoons, pinches and pieces",
        arguments: [
            ("EL", "tbsp"), ("Esslöffel", "tbsp"), ("TL", "tsp"), ("Teelöffel", "tsp"), ("Prise", "pinch"),
            ("Prisen", "pinch"), ("Msp.", "pinch"), ("Stück", "piece"), ("Stk.", "piece"), ("Bund", "bunch"),
            ("Bd.", "bunch"), ("Zehe", "clove"), ("Zehen", "clove"), ("Scheiben", "slice"), ("Dosen", "can"),
        ] as [(String, String)])
    func germanSpellings(text: String, canonical: String) {
        #expect(Unit(parsing: text)?.name == canonical)
    }

    @Test(
        "French spoons, written out or abbreviated",
        arguments: [
            ("c. à soupe", "tbsp"), ("c.à.s.", "tbsp"), ("c.s.", "tbsp"), ("cuillères à soupe", "tbsp"),
            ("c. à café", "tsp"), ("c.à.c", "tsp"), ("cuillère à café", "tsp"), ("pincée", "pinch"),
            ("gousses", "clove"), ("tranches", "slice"),
        ] as [(String, String)])
    func frenchSpellings(text: String, canonical: String) {
        #expect(Unit(parsing: text)?.name == canonical)
    }

    @Test(
        "Spanish, Italian and Portuguese spoons and cups",
        arguments: [
            ("cucharada", "tbsp"), ("cucharadas", "tbsp"), ("cda", "tbsp"), ("cucharadita", "tsp"), ("cdta", "tsp"),
            ("cucchiaio", "tbsp"), ("cucchiaini", "tsp"), ("colher de sopa", "tbsp"), ("colheres de chá", "tsp"),
            ("xícara", "cup"), ("pitada", "pinch"), ("dentes", "clove"), ("spicchi", "clove"),
        ] as [(String, String)])
    func romanceSpellings(text: String, canonical: String) {
        #expect(Unit(parsing: text)?.name == canonical)
    }

    @Test(
        "Dutch, Danish, Norwegian and Swedish spoons",
        arguments: [
            ("eetlepel", "tbsp"), ("el", "tbsp"), ("theelepels", "tsp"), ("spsk.", "tbsp"), ("tsk", "tsp"),
            ("msk", "tbsp"), ("ss", "tbsp"), ("krm", "ml"), ("fed", "clove"), ("klyftor", "clove"), ("stk", "piece"),
        ] as [(String, String)])
    func nordicSpellings(text: String, canonical: String) {
        #expect(Unit(parsing: text)?.name == canonical)
    }

    @Test(
        "Hungarian and Polish spoons and weights",
        arguments: [
            ("ek", "tbsp"), ("evőkanál", "tbsp"), ("tk", "tsp"), ("teáskanál", "tsp"), ("csipet", "pinch"),
            ("gerezd", "clove"), ("db", "piece"), ("dkg", "dag"), ("łyżki", "tbsp"), ("łyżeczka", "tsp"),
        ] as [(String, String)])
    func centralSpellings(text: String, canonical: String) {
        #expect(Unit(parsing: text)?.name == canonical)
    }

    @Test("a decagram is ten grams")
    func decagramIsTenGrams() {
        #expect(Unit.decagram.baseFactor == 10)
        #expect(Unit.decagram.dimension == .mass)
    }

    @Test("the kind of spoon may be written in parentheses: colher (sopa), colher (chá)")
    func spoonKindInParentheses() {
        #expect(Unit(parsing: "colher (sopa)") == .tablespoon)
        #expect(Unit(parsing: "colheres (chá)") == .teaspoon)
    }

    @Test("a plural ending in parentheses belongs to the unit: pincée(s), Prise(n), cup(s)")
    func pluralEndingInParentheses() {
        #expect(Unit(parsing: "pincée(s)") == .pinch)
        #expect(Unit(parsing: "Prise(n)") == .pinch)
        #expect(Unit(parsing: "cup(s)") == .cup)
    }

    @Test("English words spelled like another language's unit stay words", arguments: ["dose", "Bundt", "pak", "chili"])
    func englishWordsAreNotUnits(text: String) {
        #expect(Unit(parsing: text) == nil)
    }
}
