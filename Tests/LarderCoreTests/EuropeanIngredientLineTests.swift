import Testing

@testable import LarderCore

@Suite("Ingredient lines in other European languages")
struct EuropeanIngredientLineTests {
    @Test(
        "the \"of\" between the amount and the food is not part of the name",
        arguments: [
            ("200 g de farine", "g", "farine"), ("30 ml d’huile d’olive", "ml", "huile d’olive"),
            ("1 cucchiaio di zucchero", "tbsp", "zucchero"), ("2 cucharadas de azúcar", "tbsp", "azúcar"),
            ("1 colher (sopa) de azeite", "tbsp", "azeite"), ("3 c. à soupe d'huile", "tbsp", "huile"),
        ] as [(String, String, String)])
    func partitiveAfterAmount(line: String, unit: String, name: String) {
        let parsed = IngredientLine.parse(line)
        #expect(parsed.unit?.name == unit)
        #expect(parsed.name == name)
    }

    @Test("a unit without a number takes the partitive like \"of\": pincée de sel")
    func unitWithoutNumberThenPartitive() {
        let parsed = IngredientLine.parse("Pincée de sel")
        #expect(parsed.unit == .pinch)
        #expect(parsed.name == "sel")
    }

    @Test("\"de\" inside an English name stays in the name")
    func englishNameKeepsDe() {
        #expect(IngredientLine.parse("1 cup dulce de leche").name == "dulce de leche")
    }

    @Test("number words of other languages are amounts", arguments: [("zwei Eier", 2), ("trois oeufs", 3), ("dos huevos", 2)])
    func numberWords(line: String, count: Int) {
        #expect(IngredientLine.parse(line).quantity == .exact(Rational(count)))
    }

    @Test("German, Nordic and Hungarian lines read amount, unit and name")
    func germanicLines() {
        let german = IngredientLine.parse("1 Prise(n) Zucker")
        #expect(german.quantity == .exact(1))
        #expect(german.unit == .pinch)
        #expect(german.name == "Zucker")
        #expect(IngredientLine.parse("2 spsk. olivenolie").unit == .tablespoon)
        #expect(IngredientLine.parse("25 dkg liszt").unit == .decagram)
    }
}
