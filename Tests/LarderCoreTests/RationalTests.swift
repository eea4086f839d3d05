import Testing

@testable import LarderCore

@Suite("Rational: exact kitchen amounts")
struct RationalTests {
    @Test("1/3 × 3 is exactly 1")
    func oneThirdTimesThreeIsOne() throws {
        let third = try #require(Rational(1, 3))
        #expect(third * 3 == 1)
    }

    @Test("values are kept in lowest terms with a positive denominator")
    func valuesAreNormalised() throws {
        let value = try #require(Rational(4, -8))
        #expect(value.numerator == -1)
        #expect(value.denominator == 2)
        #expect(Rational(2, 4) == Rational(1, 2))
    }

    @Test("equal values hash equal")
    func equalValuesHashEqual() {
        #expect(Set([Rational(2, 4), Rational(1, 2), Rational(3, 6)]).count == 1)
    }

    @Test("a zero denominator is rejected")
    func zeroDenominatorIsRejected() {
        #expect(Rational(1, 0) == nil)
    }

    @Test("sums of thirds and sixths stay exact")
    func sumsStayExact() throws {
        let sum = try #require(Rational(1, 3)) + #require(Rational(1, 6))
        #expect(sum == Rational(1, 2))
    }

    @Test("products too big for 64 bits do not trap; they are rounded instead")
    func largeProductsDoNotTrap() throws {
        let product = try #require(Rational(4_000_000_007, 3)) * #require(Rational(4_000_000_009, 7))
        let expected = 4_000_000_007.0 / 3 * 4_000_000_009.0 / 7
        #expect(abs(product.doubleValue - expected) / expected < 1e-9)
    }

    @Test("chained US volume factors reduce to exact ratios: 1 cup is 48 teaspoons")
    func chainedFactorsStayExact() throws {
        let cup = try #require(Unit.cup.baseFactor)
        let teaspoon = try #require(Unit.teaspoon.baseFactor)
        #expect(cup / teaspoon == 48)
    }

    @Test("a measured double reads as the nearest kitchen fraction")
    func approximatesDoubles() {
        #expect(Rational(approximating: 0.333, maxDenominator: 8) == Rational(1, 3))
        #expect(Rational(approximating: 2.5) == Rational(5, 2))
    }

    @Test("comparison orders fractions by value")
    func comparisonOrdersByValue() throws {
        #expect(try #require(Rational(1, 3)) < #require(Rational(1, 2)))
        #expect(try #require(Rational(-1, 2)) < 0)
    }

    @Test("whole and fractional parts split a mixed number")
    func wholeAndFractionalParts() throws {
        let value = try #require(Rational(7, 4))
        #expect(value.wholePart == 1)
        #expect(value.fractionalPart == Rational(3, 4))
    }
}
