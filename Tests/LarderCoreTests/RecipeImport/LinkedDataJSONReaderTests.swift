import Testing

@testable import LarderCore

@Suite("Forgiving JSON reader")
struct LinkedDataJSONReaderTests {
    private func object(_ text: String) -> LinkedDataObject? {
        LinkedDataJSONReader.values(in: text).first?.objectValue
    }

    @Test func readsStrictJSON() {
        let value = object(#"{"name": "Soup", "yield": 4, "tags": ["a", "b"], "ok": true, "none": null}"#)
        #expect(value?["name"] == .string("Soup"))
        #expect(value?["yield"] == .number("4"))
        #expect(value?["tags"] == .array([.string("a"), .string("b")]))
        #expect(value?["ok"] == .bool(true))
        #expect(value?["none"] == .null)
    }

    @Test func keepsKeysInTheOrderWritten() {
        #expect(object(#"{"z": 1, "a": 2, "m": 3}"#)?.keys == ["z", "a", "m"])
    }

    @Test func decodesEscapesIncludingSurrogatePairs() {
        #expect(object(#"{"t": "caf\u00e9 \ud83c\udf70 \"q\" a\/b"}"#)?["t"] == .string("café 🍰 \"q\" a/b"))
    }

    @Test func keepsRawLineBreaksAndControlCharactersInStrings() {
        #expect(object("{\"t\": \"line one\nline\ttwo\"}")?["t"] == .string("line one\nline\ttwo"))
    }

    @Test func toleratesTrailingAndMissingCommas() {
        let value = object(#"{"a": [1, 2,], "b": "x",}"#)
        #expect(value?["a"] == .array([.number("1"), .number("2")]))
        #expect(value?["b"] == .string("x"))
    }

    @Test func keepsAnUnescapedQuoteInsideAString() {
        #expect(object(#"{"name": "The "best" cake", "n": 1}"#)?["name"] == .string(#"The "best" cake"#))
    }

    @Test func readsSingleQuotesUnquotedKeysAndComments() {
        let value = object("{ // a comment\n name: 'Stew', /* more */ 'n': undefined }")
        #expect(value?["name"] == .string("Stew"))
        #expect(value?["n"] == .null)
    }

    @Test func readsSeveralValuesAndSkipsWrappers() {
        let values = LinkedDataJSONReader.values(in: "<!--//--><![CDATA[ {\"a\": 1} {\"b\": 2} //]]>")
        #expect(values.count == 2)
    }

    @Test func keepsWhatItReadOfACutOffBlock() {
        let value = object(#"{"name": "Pie", "recipeIngredient": ["flour", "but"#)
        #expect(value?["name"] == .string("Pie"))
        #expect(value?["recipeIngredient"] == .array([.string("flour"), .string("but")]))
    }

    @Test func findsNothingInText() {
        #expect(LinkedDataJSONReader.values(in: "no json here").isEmpty)
    }
}
