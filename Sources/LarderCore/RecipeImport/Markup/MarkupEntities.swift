/// Decodes HTML character references: named (`&amp;`, `&eacute;`, `&rsquo;` —
/// the common ones, see `MarkupEntityNames`), decimal (`&#8217;`) and hex
/// (`&#x2019;`). Unknown names stay as written, as browsers leave them.
public enum MarkupEntities {
    /// `text` with its character references replaced by the characters they name.
    ///
    /// In attribute values (`inAttribute`), a reference without its `;` that is
    /// followed by a letter, digit or `=` is left alone, so URLs such as
    /// `?a=1&copy=2` survive — the HTML rule.
    public static func decode(_ text: String, inAttribute: Bool = false) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let current = bytes[index]
            if current == UInt8(ascii: "&"), let (scalar, length) = reference(in: bytes, at: index, inAttribute: inAttribute) {
                output.append(contentsOf: String(Character(scalar)).utf8)
                index += length
            } else {
                output.append(current)
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The character a reference starting at `start` (an `&`) stands for, and
    /// how many bytes the reference takes.
    private static func reference(in bytes: [UInt8], at start: Int, inAttribute: Bool)
        -> (Unicode.Scalar, Int)?
    {
        var index = start + 1
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "#") {
            return numericReference(in: bytes, at: start)
        }
        while index < bytes.count, index - start <= 32, bytes[index].isAlphanumeric { index += 1 }
        let name = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
        guard !name.isEmpty else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: ";") {
            guard let scalar = MarkupEntityNames.scalar(named: name) else { return nil }
            return (scalar, index - start + 1)
        }
        // Without a semicolon only the oldest names count, and never inside a
        // longer word or, in attributes, before `=` (query strings).
        guard MarkupEntityNames.legacyNames.contains(name),
            let scalar = MarkupEntityNames.scalar(named: name)
        else { return nil }
        if inAttribute, index < bytes.count, bytes[index] == UInt8(ascii: "=") { return nil }
        return (scalar, index - start)
    }

    private static func numericReference(in bytes: [UInt8], at start: Int) -> (Unicode.Scalar, Int)? {
        var index = start + 2
        var radix: UInt32 = 10
        if index < bytes.count, bytes[index] == UInt8(ascii: "x") || bytes[index] == UInt8(ascii: "X") {
            radix = 16
            index += 1
        }
        let digitsStart = index
        var value: UInt32 = 0
        while index < bytes.count, let digit = digitValue(bytes[index], radix: radix) {
            value = min(value &* radix &+ digit, 0x11_0000)
            index += 1
        }
        guard index > digitsStart else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: ";") { index += 1 }
        return (scalar(forCodePoint: value), index - start)
    }

    /// The character a numeric reference names, with the browser's repairs:
    /// 128–159 are read as Windows-1252 (`&#146;` is ’), invalid code points as �.
    static func scalar(forCodePoint value: UInt32) -> Unicode.Scalar {
        let replacement: Unicode.Scalar = "\u{FFFD}"
        if (0x80...0x9F).contains(value) {
            let windows1252: [UInt32] = [
                0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039,
                0x0152, 0x8D, 0x017D, 0x8F, 0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
                0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
            ]
            return Unicode.Scalar(windows1252[Int(value - 0x80)]) ?? replacement
        }
        guard value != 0 else { return replacement }
        return Unicode.Scalar(value) ?? replacement
    }

    private static func digitValue(_ byte: UInt8, radix: UInt32) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}

extension UInt8 {
    fileprivate var isAlphanumeric: Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
    }
}
