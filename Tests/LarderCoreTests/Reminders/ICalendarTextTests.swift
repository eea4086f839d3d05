import Testing

@testable import LarderCore

@Suite("iCalendar lines")
struct ICalendarTextTests {
    @Test("Long lines fold at 75 octets without splitting a Cyrillic letter, and unfold to the same line")
    func foldingIsUTF8Safe() {
        let line = "SUMMARY:" + String(repeating: "Купити молоко і хліб, ", count: 8)

        let folded = ICalendarText.fold(line)
        let physical = folded.components(separatedBy: "\r\n").dropLast()

        #expect(physical.count > 2)
        #expect(physical.allSatisfy { $0.utf8.count <= 75 })
        #expect(physical.dropFirst().allSatisfy { $0.hasPrefix(" ") })
        #expect(ICalendarText.unfold(folded) == [line])
    }

    @Test("Unfolding accepts LF as well as CRLF and tabs as well as spaces")
    func unfoldingVariants() {
        #expect(ICalendarText.unfold("SUMMARY:Pay the\n  gas bill\nUID:1\n") == ["SUMMARY:Pay the gas bill", "UID:1"])
        #expect(ICalendarText.unfold("DESCRIPTION:a\r\n\tb\r\n") == ["DESCRIPTION:ab"])
    }

    @Test("TEXT values escape backslashes, semicolons, commas and newlines, and read back")
    func textEscaping() {
        let text = "Milk, eggs; bread\nC:\\shopping"

        let escaped = ICalendarText.escape(text)

        #expect(escaped == #"Milk\, eggs\; bread\nC:\\shopping"#)
        #expect(ICalendarText.unescape(escaped) == text)
        #expect(ICalendarText.unescape(#"Line one\NLine two"#) == "Line one\nLine two")
    }

    @Test("A list of categories splits at unescaped commas only")
    func categories() {
        #expect(ICalendarText.unescapeList(#"Home,Bills\, utilities,Кухня"#) == ["Home", "Bills, utilities", "Кухня"])
    }

    @Test("Parameters are read quoted or not, several values, with RFC 6868 carets; and written back")
    func parameters() throws {
        let line = try #require(
            ContentLine(parsing: #"ATTENDEE;ROLE=REQ-PARTICIPANT;DELEGATED-FROM="mailto:a@x.org","mailto:b@x.org";CN=Ann ^'Annie^' Li:mailto:ann@x.org"#))

        #expect(line.name == "ATTENDEE")
        #expect(line.parameter("role") == "REQ-PARTICIPANT")
        #expect(line.parameters[1].values == ["mailto:a@x.org", "mailto:b@x.org"])
        #expect(line.parameter("CN") == "Ann \"Annie\" Li")
        #expect(line.value == "mailto:ann@x.org")
        #expect(ContentLine(parsing: line.text) == line)
    }

    @Test("A value may hold colons and semicolons after the first colon")
    func valueWithColons() throws {
        let line = try #require(ContentLine(parsing: "URL;VALUE=URI:https://example.org/a;b?c=d"))

        #expect(line.value == "https://example.org/a;b?c=d")
        #expect(ContentLine(parsing: "NO COLON HERE") == nil)
    }
}
