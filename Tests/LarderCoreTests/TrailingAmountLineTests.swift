import Testing

@testable import LarderCore

@Suite("Ingredient lines with the amount after the name, as shopping lists write them")
struct TrailingAmountLineTests {
    @Test(
        "an amount ending the line is the line's amount",
        arguments: [
            ("frozen peas 400 g", 400, "g", "frozen peas"), ("milk 2 l", 2, "l", "milk"), ("яйця 10 шт", 10, "piece", "яйця"),
            ("молоко 1 л", 1, "l", "молоко"), ("rice 500g", 500, "g", "rice"), ("борошно 200 г", 200, "g", "борошно"),
        ] as [(String, Int, String, String)])
    func amountEndingTheLine(line: String, quantity: Int, unit: String, name: String) {
        let parsed = IngredientLine.parse(line)
        #expect(parsed.quantity == .exact(Rational(quantity)))
        #expect(parsed.unit?.name == unit)
        #expect(parsed.name == name)
    }

    @Test("a bare number ending the line stays in the name", arguments: ["item 3", "vitamin B 12"])
    func bareNumberIsName(line: String) {
        let parsed = IngredientLine.parse(line)
        #expect(parsed.quantity == nil)
        #expect(parsed.name == line)
    }

    @Test("a number with words after it stays where it was")
    func numberInsideTheLine() {
        #expect(IngredientLine.parse("Coca-Cola 2 l bottle").name == "Coca-Cola")
        #expect(IngredientLine.parse("Coca-Cola 2 l bottle").quantity == nil)
    }

    @Test("an amount at the head still wins")
    func headAmountFirst() {
        let parsed = IngredientLine.parse("2 cups flour")
        #expect(parsed.quantity == .exact(2))
        #expect(parsed.name == "flour")
    }
}
