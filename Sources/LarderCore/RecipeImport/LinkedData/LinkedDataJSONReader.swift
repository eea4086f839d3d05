/// A forgiving JSON reader for JSON-LD blocks as pages really write them.
///
/// Strict JSON is read exactly. Beyond it, the mistakes found in the wild are
/// repaired rather than rejected: raw line breaks and control characters in
/// strings, unknown escapes (`\'`), single-quoted strings, unquoted keys,
/// trailing or missing commas, `//` and `/* */` comments, `undefined`/`NaN`,
/// several values one after another, a block cut off before its end, and
/// HTML-comment or CDATA wrappers around it all. Nothing here throws: the
/// worst input gives fewer values.
public struct LinkedDataJSONReader: Sendable {
    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0

    /// Deeper nesting than this is read as `null` rather than recursed into.
    static let maximumDepth = 200

    private init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// Every top-level value in `text`, in order.
    public static func values(in text: String) -> [LinkedDataValue] {
        var reader = LinkedDataJSONReader(text)
        var values: [LinkedDataValue] = []
        while let start = reader.nextContainerStart() {
            reader.position = start
            values.append(reader.readValue())
        }
        return values
    }

    /// Where the next `{` or `[` is: anything between values (`<!--`, `;`,
    /// `//<![CDATA[`) is skipped.
    private func nextContainerStart() -> Int? {
        var index = position
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "{") { return index }
            // Both brackets of a "<![CDATA[" wrapper are markup, not a JSON array.
            if bytes[index] == UInt8(ascii: "["), !follows("<!", at: index), !follows("<![CDATA", at: index) {
                return index
            }
            index += 1
        }
        return nil
    }

    /// Whether `literal` ends just before `index`.
    private func follows(_ literal: String, at index: Int) -> Bool {
        let length = literal.utf8.count
        guard index >= length else { return false }
        return bytes[(index - length)..<index].elementsEqual(literal.utf8)
    }

    private mutating func readValue() -> LinkedDataValue {
        skipSpaceAndComments()
        guard let current = byte(at: position) else { return .null }
        switch current {
        case UInt8(ascii: "{"): return nested { $0.readObject() }
        case UInt8(ascii: "["): return nested { $0.readArray() }
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(readString())
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return readNumber()
        default:
            let word = readBareword()
            switch word {
            case "true": return .bool(true)
            case "false": return .bool(false)
            case "":
                // A stray character; a closer or comma is left for the container to read.
                if !current.isCloserOrComma { position += 1 }
                return .null
            default: return .null
            }
        }
    }

    private mutating func nested(_ read: (inout LinkedDataJSONReader) -> LinkedDataValue) -> LinkedDataValue {
        guard depth < Self.maximumDepth else {
            skipContainer()
            return .null
        }
        depth += 1
        defer { depth -= 1 }
        return read(&self)
    }

    private mutating func readObject() -> LinkedDataValue {
        position += 1
        var object = LinkedDataObject()
        while true {
            skipSeparators()
            guard let current = byte(at: position) else { break }
            if current == UInt8(ascii: "}") || current == UInt8(ascii: "]") {
                position += 1
                break
            }
            let key: String
            if current == UInt8(ascii: "\"") || current == UInt8(ascii: "'") {
                key = readString()
            } else {
                key = readBareword()
                if key.isEmpty { position += 1; continue }
            }
            skipSpaceAndComments()
            if byte(at: position) == UInt8(ascii: ":") { position += 1 }
            let value = readValue()
            // A key written twice keeps its first value, as most sites mean it.
            if object[key] == nil { object[key] = value }
        }
        return .object(object)
    }

    private mutating func readArray() -> LinkedDataValue {
        position += 1
        var elements: [LinkedDataValue] = []
        while true {
            skipSeparators()
            guard let current = byte(at: position) else { break }
            if current == UInt8(ascii: "]") || current == UInt8(ascii: "}") {
                position += 1
                break
            }
            let before = position
            elements.append(readValue())
            if position == before { position += 1 }
        }
        return .array(elements)
    }

    /// A string in double or single quotes; a missing closing quote ends it at the end of input.
    private mutating func readString() -> String {
        guard let quote = byte(at: position) else { return "" }
        position += 1
        var output: [UInt8] = []
        while let current = byte(at: position) {
            position += 1
            if current == quote {
                // A quote followed by more text is an unescaped one inside the string,
                // as in "name": "The "best" cake" — kept as text.
                if quote == UInt8(ascii: "\""), !isAtStringEnd() {
                    output.append(current)
                    continue
                }
                break
            }
            guard current == UInt8(ascii: "\\"), let escaped = byte(at: position) else {
                output.append(current)
                continue
            }
            position += 1
            switch escaped {
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "b"), UInt8(ascii: "f"): output.append(0x20)
            case UInt8(ascii: "u"): output.append(contentsOf: readUnicodeEscape().utf8)
            default: output.append(escaped)  // \" \\ \/ and unknown ones such as \'
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether what follows a closing quote is what may follow a string:
    /// a comma, colon, closing bracket or the end of input.
    private func isAtStringEnd() -> Bool {
        var index = position
        while let current = byte(at: index), current <= 0x20 { index += 1 }
        guard let next = byte(at: index) else { return true }
        return next.isCloserOrComma || next == UInt8(ascii: ":")
    }

    /// After `\u`: four hex digits, joined with a following low surrogate when
    /// they are a high one. Broken escapes give �.
    private mutating func readUnicodeEscape() -> String {
        guard let high = readHex4() else { return "\u{FFFD}" }
        if (0xD800...0xDBFF).contains(high) {
            if byte(at: position) == UInt8(ascii: "\\"), byte(at: position + 1) == UInt8(ascii: "u") {
                let saved = position
                position += 2
                if let low = readHex4(), (0xDC00...0xDFFF).contains(low) {
                    let combined = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                    return Unicode.Scalar(combined).map { String(Character($0)) } ?? "\u{FFFD}"
                }
                position = saved
            }
            return "\u{FFFD}"
        }
        return Unicode.Scalar(high).map { String(Character($0)) } ?? "\u{FFFD}"
    }

    private mutating func readHex4() -> UInt32? {
        var value: UInt32 = 0
        for offset in 0..<4 {
            guard let current = byte(at: position + offset), let digit = Self.hexValue(current) else { return nil }
            value = value * 16 + digit
        }
        position += 4
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private mutating func readNumber() -> LinkedDataValue {
        let start = position
        while let current = byte(at: position),
            current.isDigit || current == UInt8(ascii: ".") || current == UInt8(ascii: "-")
                || current == UInt8(ascii: "+") || current == UInt8(ascii: "e") || current == UInt8(ascii: "E")
        {
            position += 1
        }
        return .number(String(decoding: bytes[start..<position], as: UTF8.self))
    }

    /// A run of letters, digits, `_`, `$` or `@`: an unquoted key or a literal.
    private mutating func readBareword() -> String {
        let start = position
        while let current = byte(at: position), current.isBarewordCharacter { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// Commas (missing, doubled or trailing ones included), colons left over, space and comments.
    private mutating func skipSeparators() {
        while true {
            skipSpaceAndComments()
            guard let current = byte(at: position), current == UInt8(ascii: ",") || current == UInt8(ascii: ";")
            else { return }
            position += 1
        }
    }

    private mutating func skipSpaceAndComments() {
        while let current = byte(at: position) {
            if current <= 0x20 {
                position += 1
            } else if current == UInt8(ascii: "/"), byte(at: position + 1) == UInt8(ascii: "/") {
                while let next = byte(at: position), next != 0x0A { position += 1 }
            } else if current == UInt8(ascii: "/"), byte(at: position + 1) == UInt8(ascii: "*") {
                position += 2
                while position < bytes.count,
                    !(bytes[position] == UInt8(ascii: "*") && byte(at: position + 1) == UInt8(ascii: "/"))
                {
                    position += 1
                }
                position = min(position + 2, bytes.count)
            } else {
                return
            }
        }
    }

    /// Past a container nested too deep to read: brackets counted, strings respected.
    private mutating func skipContainer() {
        var open = 0
        while let current = byte(at: position) {
            switch current {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): _ = readString(); continue
            case UInt8(ascii: "{"), UInt8(ascii: "["): open += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): open -= 1
            default: break
            }
            position += 1
            if open <= 0 { return }
        }
    }

    private func byte(at index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }
}

extension UInt8 {
    fileprivate var isDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }

    fileprivate var isCloserOrComma: Bool {
        self == UInt8(ascii: "}") || self == UInt8(ascii: "]") || self == UInt8(ascii: ",")
    }

    fileprivate var isBarewordCharacter: Bool {
        isDigit || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self) || self == UInt8(ascii: "_")
            || self == UInt8(ascii: "$") || self == UInt8(ascii: "@") || self >= 0x80
    }
}
