import Foundation

/// Turns the bytes of a web page into text: UTF-8 — or, when the bytes are not valid UTF-8,
/// Windows-1252, the encoding browsers assume for old Western pages that declare ISO-8859-1 or
/// nothing. Compressed pages are inflated before they get here (by the HTTP client, or zlib for
/// saved files), with a bound on their size.
public enum WebPageDecoder {
    public static func text(fromPlain bytes: [UInt8]) -> String {
        if let text = String(bytes: bytes, encoding: .utf8) { return text }
        return String(bytes.map { Character(MarkupEntities.scalar(forCodePoint: UInt32($0))) })
    }
}
