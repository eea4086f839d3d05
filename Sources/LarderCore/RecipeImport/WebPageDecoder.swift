import Foundation

/// Turns the bytes of a saved web page into text: gunzips it when it is
/// gzip (whatever the file is called), then decodes it as UTF-8 — or, when
/// the bytes are not valid UTF-8, as Windows-1252, the encoding browsers
/// assume for old Western pages that declare ISO-8859-1 or nothing.
public enum WebPageDecoder {
    public static func text(from bytes: [UInt8]) throws(GzipError) -> String {
        let plain = GzipDecompressor.isGzip(bytes) ? try GzipDecompressor.decompress(bytes) : bytes
        if let text = String(bytes: plain, encoding: .utf8) { return text }
        return String(plain.map { Character(MarkupEntities.scalar(forCodePoint: UInt32($0))) })
    }
}
