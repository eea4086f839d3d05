import Testing

@testable import LarderCore

@Suite("HTML character references")
struct MarkupEntitiesTests {
    @Test func decodesCommonNamedReferences() {
        #expect(MarkupEntities.decode("&amp; &lt;&gt; &quot;&apos; &rsquo;s &eacute; &frac12;") == "& <> \"' ’s é ½")
    }

    @Test func decodesNoBreakSpaceAsItsCharacter() {
        #expect(MarkupEntities.decode("1&nbsp;cup") == "1\u{00A0}cup")
    }

    @Test func decodesDecimalAndHexReferences() {
        #expect(MarkupEntities.decode("&#8217; &#x2019; &#X2019;") == "’ ’ ’")
    }

    @Test func readsControlRangeReferencesAsWindows1252() {
        #expect(MarkupEntities.decode("&#146;&#150;") == "’–")
    }

    @Test func leavesUnknownNamesAsWritten() {
        #expect(MarkupEntities.decode("&notareference; & more") == "&notareference; & more")
    }

    @Test func acceptsOldNamesWithoutSemicolonInText() {
        #expect(MarkupEntities.decode("salt &amp pepper") == "salt & pepper")
    }

    @Test func leavesQueryStringsInAttributesAlone() {
        #expect(MarkupEntities.decode("?a=1&copy=2", inAttribute: true) == "?a=1&copy=2")
    }

    @Test func replacesInvalidCodePointsWithReplacementCharacter() {
        #expect(MarkupEntities.decode("&#0;&#x110000;") == "\u{FFFD}\u{FFFD}")
    }
}
