/// Decompresses gzip files (RFC 1952) — `.html.gz` pages — in pure Swift:
/// Foundation on Linux has no gzip API, and a clean machine with only the
/// Swift toolchain has no zlib module to import.
public enum GzipDecompressor {
    /// Whether `bytes` start with the gzip signature.
    public static func isGzip(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 2 && bytes[0] == 0x1F && bytes[1] == 0x8B
    }

    /// The decompressed contents of `bytes`: every member of the file, one
    /// after another (as `gunzip` does), each checked against its CRC-32 and length.
    public static func decompress(_ bytes: [UInt8]) throws(GzipError) -> [UInt8] {
        guard isGzip(bytes) else { throw .notGzip }
        var output: [UInt8] = []
        var position = 0
        while position < bytes.count {
            // Zero padding after the last member is allowed by gunzip; so is here.
            guard isGzip(Array(bytes[position..<min(position + 2, bytes.count)])) else {
                if bytes[position...].allSatisfy({ $0 == 0 }) { break }
                throw .notGzip
            }
            let dataStart = try headerLength(bytes, at: position)
            var inflater = DeflateInflater(bytes, startingAt: dataStart)
            try inflater.inflate()
            let trailer = inflater.position
            guard trailer + 8 <= bytes.count else { throw .truncated }
            let expectedCRC = littleEndian32(bytes, at: trailer)
            let expectedLength = littleEndian32(bytes, at: trailer + 4)
            guard GzipChecksum.crc32(inflater.output) == expectedCRC else { throw .checksumMismatch }
            guard UInt32(truncatingIfNeeded: inflater.output.count) == expectedLength else { throw .lengthMismatch }
            output.append(contentsOf: inflater.output)
            position = trailer + 8
        }
        return output
    }

    /// Where a member's compressed data begins, past its header and optional fields.
    private static func headerLength(_ bytes: [UInt8], at start: Int) throws(GzipError) -> Int {
        guard start + 10 <= bytes.count else { throw .truncated }
        guard bytes[start + 2] == 8 else { throw .unsupportedMethod }
        let flags = bytes[start + 3]
        var position = start + 10
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
        return position
    }

    private static func littleEndian32(_ bytes: [UInt8], at index: Int) -> UInt32 {
        UInt32(bytes[index]) | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2]) << 16
            | UInt32(bytes[index + 3]) << 24
    }
}

/// Why gzip data could not be decompressed.
public enum GzipError: Error, Hashable, Sendable {
    case notGzip
    /// A compression method other than DEFLATE.
    case unsupportedMethod
    case truncated
    case invalidBlockType
    case invalidCode
    case invalidDistance
    case corruptStoredBlock
    case checksumMismatch
    case lengthMismatch
}

/// CRC-32 (IEEE 802.3), as gzip uses it.
enum GzipChecksum {
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return crc ^ 0xFFFF_FFFF
    }

    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 != 0 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }
}
