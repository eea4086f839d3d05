import Testing

@testable import LarderCore

@Suite("Web page text")
struct WebPageDecoderTests {
    @Test func readsValidUTF8AsUTF8() {
        #expect(WebPageDecoder.text(fromPlain: Array("<p>café</p>".utf8)) == "<p>café</p>")
    }

    @Test func readsInvalidUTF8AsWindows1252() {
        // "café ’" in Windows-1252: é is 0xE9, ’ is 0x92.
        #expect(WebPageDecoder.text(fromPlain: [0x63, 0x61, 0x66, 0xE9, 0x20, 0x92]) == "café ’")
    }
}
