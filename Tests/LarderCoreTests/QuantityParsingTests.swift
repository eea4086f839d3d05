import Testing

@testable import LarderCore

@Suite("Reading quantities as recipes write them")
struct QuantityParsingTests {
    @Test(
        "numbers, decimals, fractions and mixed numbers",
        arguments: [
            ("3", 3, 1), ("1.5", 3, 2), ("1,5", 3, 2), ("0.25", 1, 4), ("1/2", 1, 2), ("1 1/2", 3, 2),
            ("1-1/2", 3, 2), ("1,000", 1000, 1), ("1⁄3", 1, 3), ("1 and 1/2", 3, 2),
        ] as [(String, Int64, Int64)])
    func readsWrittenNumbers(text: String, numerator: Int64, denominator: Int64) {
        #expect(Rational(parsing: text) == Rational(numerator, denominator))
    }

    @Test(
        "Unicode vulgar fractions, alone and after a whole number",
        arguments: [
            ("½", 1, 2), ("¼", 1, 4), ("¾", 3, 4), ("⅓", 1, 3), ("⅔", 2, 3), ("⅛", 1, 8), ("⅜", 3, 8),
            ("⅝", 5, 8), ("⅞", 7, 8), ("⅕", 1, 5), ("⅙", 1, 6), ("1½", 3, 2), ("2¾", 11, 4), ("1 ½", 3, 2),
        ] as [(String, Int64, Int64)])
    func readsVulgarFractions(text: String, numerator: Int64, denominator: Int64) {
        #expect(Rational(parsing: text) == Rational(numerator, denominator))
    }

    @Test("ranges keep both ends", arguments: ["2-3", "2 to 3", "2–3", "2 or 3", "2 - 3", "2—3"])
    func readsRanges(text: String) {
        #expect(Quantity(parsing: text) == .range(2, 3))
    }

    @Test("a range with fractions: ½ to 1")
    func readsFractionalRange() throws {
        #expect(Quantity(parsing: "½ to 1") == .range(try #require(Rational(1, 2)), 1))
    }

    @Test(
        "number words",
        arguments: [
            ("a", 1), ("an", 1), ("one", 1), ("two", 2), ("three", 3), ("four", 4), ("five", 5), ("six", 6),
            ("seven", 7), ("eight", 8), ("nine", 9), ("ten", 10), ("eleven", 11), ("twelve", 12),
            ("One", 1), ("dozen", 12), ("a dozen", 12), ("2 dozen", 24), ("a few", 3),
        ] as [(String, Int)])
    func readsNumberWords(text: String, value: Int) {
        #expect(Quantity(parsing: text) == .exact(Rational(value)))
    }

    @Test("half is one half")
    func readsHalf() {
        #expect(Rational(parsing: "half") == Rational(1, 2))
    }

    @Test("pinch and to taste give no amount", arguments: ["pinch", "to taste", "salt", ""])
    func noAmount(text: String) {
        #expect(Quantity(parsing: text) == nil)
    }

    @Test("scaling a range scales both ends")
    func scalingRangeScalesBothEnds() {
        #expect(Quantity.range(2, 3).scaled(by: 2) == .range(4, 6))
    }
}
