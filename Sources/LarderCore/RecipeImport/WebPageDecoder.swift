import Foundation

/// Turns the bytes of a saved web page into text: gunzips it when it is
/// gzip (whatever the file is called), then decodes it as UTF-8 — or, when
/// the bytes are not valid UTF-8, as Windows-1252, the encoding browsers
/// assume for old Western pages that declare ISO-8859-1 or nothing.
public enum WebPageDecoder {
    public static func text(from bytes: [UInt8]) throws(GzipError) -> String {
        text(fromPlain: GzipDecompressor.isGzip(bytes) ? try GzipDecompressor.decompress(bytes) : bytes)
    }

    /// Text of bytes that are not compressed, whatever their first bytes look like.
    public static func text(fromPlain bytes: [UInt8]) -> String {
        if let text = String(bytes: bytes, encoding: .utf8) { return text }
        return String(bytes.map { Character(MarkupEntities.scalar(forCodePoint: UInt32($0))) })
    }
}
