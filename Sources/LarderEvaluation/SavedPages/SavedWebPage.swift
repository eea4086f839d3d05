import Foundation
import LarderCore
import ZIPFoundation

/// Saved web pages as people and the reference data keep them: plain HTML, or gzip (`.html.gz`)
/// whatever the file is called. Gzip is inflated by zlib (through ZIPFoundation) and the output is
/// bounded, so a small hostile file cannot fill memory.
public enum SavedWebPage {
    /// Far above any real page (the largest shared page inflates to about 1.5 MB).
    public static let defaultLimit = 32 << 20

    public static func text(of data: Data, limit: Int = defaultLimit) throws(SavedWebPageError) -> String {
        WebPageDecoder.text(fromPlain: isGzip(data) ? try gunzip(data, limit: limit) : [UInt8](data))
    }

    public static func isGzip(_ data: Data) -> Bool {
        data.count >= 2 && data[data.startIndex] == 0x1F && data[data.startIndex + 1] == 0x8B
    }

    /// The contents of a one-member gzip file (RFC 1952), checked against its CRC-32 and length.
    public static func gunzip(_ data: Data, limit: Int = defaultLimit) throws(SavedWebPageError) -> [UInt8] {
        let bytes = [UInt8](data)
        let header = try GzipHeader(bytes)
        guard bytes.count >= header.length + 8 else { throw .truncated }
        let deflated = Data(bytes[header.length..<(bytes.count - 8)])
        var output: [UInt8] = []
        let checksum: CRC32
        do {
            checksum = try Data.decompress(
                size: Int64(deflated.count), bufferSize: inflateChunk, skipCRC32: false,
                provider: paddedChunks(of: deflated),
                consumer: { chunk in
                    guard output.count + chunk.count <= limit else { throw SavedWebPageError.tooLarge(limit: limit) }
                    output.append(contentsOf: chunk)
                })
        } catch let error as SavedWebPageError {
            throw error
        } catch {
            throw .corrupt
        }
        let trailer = bytes.count - 8
        guard checksum == littleEndian32(bytes, at: trailer) else { throw .checksumMismatch }
        guard UInt32(truncatingIfNeeded: output.count) == littleEndian32(bytes, at: trailer + 4) else {
            throw .lengthMismatch
        }
        return output
    }

    private static let inflateChunk = 64 << 10

    /// ZIPFoundation's inflate loop tells zlib every chunk is `bufferSize` long and asks again while
    /// the stream has not ended: so every chunk is full length (zero padding after the data, which
    /// zlib never reads past a stream's end), and asking beyond the data means it was cut short.
    private static func paddedChunks(of deflated: Data) -> Provider {
        { position, size in
            let start = Int(position)
            guard start < deflated.count else { throw SavedWebPageError.truncated }
            var chunk = deflated.subdata(in: start..<min(start + size, deflated.count))
            if chunk.count < size { chunk.append(Data(count: size - chunk.count)) }
            return chunk
        }
    }

    private static func littleEndian32(_ bytes: [UInt8], at index: Int) -> UInt32 {
        UInt32(bytes[index]) | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2]) << 16
            | UInt32(bytes[index + 3]) << 24
    }
}

/// Why a saved page could not be read.
public enum SavedWebPageError: Error, Hashable, Sendable, CustomStringConvertible {
    case notGzip, unsupportedMethod, truncated, corrupt, checksumMismatch, lengthMismatch
    case tooLarge(limit: Int)

    public var description: String {
        switch self {
        case .notGzip: "not gzip"
        case .unsupportedMethod: "a compression method other than deflate"
        case .truncated: "the file is cut short"
        case .corrupt: "the compressed data is corrupt"
        case .checksumMismatch: "the CRC-32 does not match"
        case .lengthMismatch: "the length does not match"
        case .tooLarge(let limit): "it inflates to more than \(limit / (1 << 20)) MB"
        }
    }
}

/// The fixed and optional fields before a gzip member's deflate data.
private struct GzipHeader {
    /// Where the deflate data begins.
    let length: Int

    init(_ bytes: [UInt8]) throws(SavedWebPageError) {
        guard bytes.count >= 10 else { throw bytes.count >= 2 && bytes[0] == 0x1F && bytes[1] == 0x8B ? .truncated : .notGzip }
        guard bytes[0] == 0x1F, bytes[1] == 0x8B else { throw .notGzip }
        guard bytes[2] == 8 else { throw .unsupportedMethod }
        let flags = bytes[3]
        var position = 10
        if flags & 0x04 != 0 {  // FEXTRA: a length, then that many bytes
            guard position + 2 <= bytes.count else { throw .truncated }
            position += 2 + (Int(bytes[position]) | Int(bytes[position + 1]) << 8)
        }
        for flag: UInt8 in [0x08, 0x10] where flags & flag != 0 {  // FNAME, FCOMMENT: zero-terminated
            while position < bytes.count, bytes[position] != 0 { position += 1 }
            position += 1
        }
        if flags & 0x02 != 0 { position += 2 }  // FHCRC
        guard position <= bytes.count else { throw .truncated }
        length = position
    }
}
