/// A small, forgiving HTML tokenizer: enough of the HTML5 rules to read real
/// recipe pages (tags with single-, double- or un-quoted attributes, comments,
/// declarations, character references, raw `<script>`/`<style>` contents)
/// without ever failing. Broken markup degrades to text, as in a browser.
///
/// It works on UTF-8 bytes: every delimiter it looks for is ASCII, so
/// multi-byte characters pass through untouched and are decoded once per run.
public struct MarkupTokenizer: Sendable {
    /// Elements whose contents are not markup: read verbatim up to their end tag.
    static let rawTextElements: Set<String> = ["script", "style", "xmp", "iframe", "noembed", "noframes"]
    /// Elements whose contents are text with references but no tags.
    static let escapableTextElements: Set<String> = ["textarea", "title"]

    private let bytes: [UInt8]
    private var position = 0

    public init(_ html: String) {
        bytes = Array(html.utf8)
    }

    /// Every token of `html`, in document order.
    public static func tokens(in html: String) -> [MarkupToken] {
        var tokenizer = MarkupTokenizer(html)
        return tokenizer.readAll()
    }

    /// Reads the whole document.
    public mutating func readAll() -> [MarkupToken] {
        var tokens: [MarkupToken] = []
        var textStart = position
        func flushText(upTo end: Int) {
            if end > textStart {
                tokens.append(.text(MarkupEntities.decode(string(textStart..<end))))
            }
        }
        while position < bytes.count {
            guard bytes[position] == UInt8(ascii: "<"), let token = readMarkup() else {
                position += 1
                continue
            }
            flushText(upTo: token.start)
            tokens.append(token.token)
            if case .startTag(let name, _, let selfClosing) = token.token, !selfClosing {
                if let contents = readRawContents(of: name) { tokens.append(contents) }
            }
            textStart = position
        }
        flushText(upTo: bytes.count)
        return tokens
    }

    // MARK: markup

    /// Reads the construct starting at a `<`; `nil` (position unchanged) when
    /// the `<` is just text, as in "a < b".
    private mutating func readMarkup() -> (start: Int, token: MarkupToken)? {
        let start = position
        let next = byte(at: position + 1)
        if next == UInt8(ascii: "!") {
            if matches("<!--", at: position) { return (start, readComment()) }
            return (start, readDeclaration(skipping: 2))
        }
        if next == UInt8(ascii: "?") { return (start, readDeclaration(skipping: 2)) }
        if next == UInt8(ascii: "/") {
            guard let first = byte(at: position + 2), first.isASCIILetter else {
                // "</>" is dropped; "</ junk>" is a bogus comment, as in a browser.
                if byte(at: position + 2) == UInt8(ascii: ">") {
                    position += 3
                    return (start, .comment(""))
                }
                return (start, readDeclaration(skipping: 2))
            }
            return (start, readEndTag())
        }
        guard let first = next, first.isASCIILetter else { return nil }
        return (start, readStartTag())
    }

    private mutating func readComment() -> MarkupToken {
        let bodyStart = position + 4
        guard let end = find("-->", from: bodyStart) else {
            position = bytes.count
            return .comment(string(bodyStart..<bytes.count))
        }
        position = end + 3
        return .comment(string(bodyStart..<end))
    }

    /// `<!DOCTYPE …>`, `<![CDATA[…]]>`, `<?xml …?>`: kept as comments.
    private mutating func readDeclaration(skipping count: Int) -> MarkupToken {
        let bodyStart = position + count
        let end = firstIndex(of: UInt8(ascii: ">"), from: bodyStart) ?? bytes.count
        position = min(end + 1, bytes.count)
        return .comment(string(bodyStart..<end))
    }

    private mutating func readEndTag() -> MarkupToken {
        position += 2
        let name = readName()
        position = min((firstIndex(of: UInt8(ascii: ">"), from: position) ?? bytes.count) + 1, bytes.count)
        return .endTag(name: name)
    }

    private mutating func readStartTag() -> MarkupToken {
        position += 1
        let name = readName()
        var attributes: [MarkupAttribute] = []
        var selfClosing = false
        while position < bytes.count {
            let current = bytes[position]
            if current == UInt8(ascii: ">") {
                position += 1
                break
            }
            if current.isMarkupSpace {
                position += 1
                continue
            }
            if current == UInt8(ascii: "/") {
                position += 1
                selfClosing = byte(at: position) == UInt8(ascii: ">")
                continue
            }
            selfClosing = false
            attributes.append(readAttribute())
        }
        return .startTag(name: name, attributes: attributes, selfClosing: selfClosing)
    }

    /// A tag name, lower-cased: everything up to a space, `/` or `>`.
    private mutating func readName() -> String {
        let start = position
        while let current = byte(at: position), !current.isMarkupSpace,
            current != UInt8(ascii: "/"), current != UInt8(ascii: ">")
        {
            position += 1
        }
        return string(start..<position).lowercased()
    }

    /// An attribute name, lower-cased. Its first character is taken whatever
    /// it is (a stray `=` or quote), so a malformed attribute cannot stall the loop.
    private mutating func readAttributeName() -> String {
        let start = position
        position += 1
        while let current = byte(at: position), !current.isMarkupSpace, current != UInt8(ascii: "/"),
            current != UInt8(ascii: ">"), current != UInt8(ascii: "=")
        {
            position += 1
        }
        return string(start..<position).lowercased()
    }

    private mutating func readAttribute() -> MarkupAttribute {
        let name = readAttributeName()
        skipSpaces()
        guard byte(at: position) == UInt8(ascii: "=") else { return MarkupAttribute(name: name, value: nil) }
        position += 1
        skipSpaces()
        guard let first = byte(at: position) else { return MarkupAttribute(name: name, value: "") }
        let valueRange: Range<Int>
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            let end = firstIndex(of: first, from: position + 1) ?? bytes.count
            valueRange = (position + 1)..<end
            position = min(end + 1, bytes.count)
        } else {
            let start = position
            while let current = byte(at: position), !current.isMarkupSpace, current != UInt8(ascii: ">") {
                position += 1
            }
            valueRange = start..<position
        }
        return MarkupAttribute(name: name, value: MarkupEntities.decode(string(valueRange), inAttribute: true))
    }

    /// After `<script>` and friends: the contents up to the matching end tag,
    /// which is left for the main loop to read.
    private mutating func readRawContents(of element: String) -> MarkupToken? {
        let isRaw = Self.rawTextElements.contains(element)
        guard isRaw || Self.escapableTextElements.contains(element) else { return nil }
        let start = position
        var end = bytes.count
        var searchFrom = position
        while let candidate = find("</", from: searchFrom) {
            if matchesIgnoringCase(element, at: candidate + 2) {
                let after = byte(at: candidate + 2 + element.utf8.count)
                if after == nil || after == UInt8(ascii: ">") || after == UInt8(ascii: "/") || after?.isMarkupSpace == true {
                    end = candidate
                    break
                }
            }
            searchFrom = candidate + 2
        }
        position = end
        guard end > start else { return nil }
        let contents = string(start..<end)
        return isRaw ? .rawText(contents) : .text(MarkupEntities.decode(contents))
    }

    // MARK: bytes

    private func byte(at index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private mutating func skipSpaces() {
        while let current = byte(at: position), current.isMarkupSpace { position += 1 }
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    private func firstIndex(of target: UInt8, from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if bytes[index] == target { return index }
            index += 1
        }
        return nil
    }

    private func matches(_ literal: String, at index: Int) -> Bool {
        var offset = index
        for expected in literal.utf8 {
            guard byte(at: offset) == expected else { return false }
            offset += 1
        }
        return true
    }

    private func matchesIgnoringCase(_ lowercaseLiteral: String, at index: Int) -> Bool {
        var offset = index
        for expected in lowercaseLiteral.utf8 {
            guard let actual = byte(at: offset), actual.asciiLowercased == expected else { return false }
            offset += 1
        }
        return true
    }

    private func find(_ literal: String, from start: Int) -> Int? {
        guard let first = literal.utf8.first else { return nil }
        var index = start
        while let candidate = firstIndex(of: first, from: index) {
            if matches(literal, at: candidate) { return candidate }
            index = candidate + 1
        }
        return nil
    }
}

extension UInt8 {
    fileprivate var isASCIILetter: Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
    }

    fileprivate var isMarkupSpace: Bool {
        self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0C || self == 0x0D
    }

    fileprivate var asciiLowercased: UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self) ? self + 32 : self
    }
}
