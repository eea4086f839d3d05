import Foundation

/// One-pixel images in each accepted format, written here byte by byte so the tests need no
/// image files or libraries.
public enum TinyImages {
    /// A 1×1 grey baseline JPEG: one quantisation table, one-symbol Huffman tables, and a
    /// scan holding a zero DC difference and an end of block.
    public static let jpeg: [UInt8] = {
        var bytes: [UInt8] = [0xFF, 0xD8]  // start of image
        bytes += [0xFF, 0xDB, 0x00, 0x43, 0x00] + [UInt8](repeating: 1, count: 64)  // quantisation table 0
        bytes += [0xFF, 0xC0, 0x00, 0x0B, 0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11, 0x00]  // 1×1, one component
        for table: UInt8 in [0x00, 0x10] {  // DC and AC table 0: one code of length 1, for symbol 0
            bytes += [0xFF, 0xC4, 0x00, 0x14, table, 0x01] + [UInt8](repeating: 0, count: 15) + [0x00]
        }
        bytes += [0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3F, 0x00]  // start of scan
        bytes += [0x3F]  // DC category 0, end of block, padded with ones
        bytes += [0xFF, 0xD9]  // end of image
        return bytes
    }()

    /// A 1×1 PNG of `red`, its pixel row stored (uncompressed) in a zlib stream.
    public static func png(red: UInt8 = 200) -> [UInt8] {
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + data
            return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
        }
        let row: [UInt8] = [0, red, 80, 40]  // filter type 0, then RGB
        let zlib: [UInt8] = [0x78, 0x01, 0x01] + [UInt8(row.count), 0, ~UInt8(row.count), 0xFF] + row + bigEndian(adler32(row))
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", bigEndian(1) + bigEndian(1) + [8, 2, 0, 0, 0])
            + chunk("IDAT", zlib)
            + chunk("IEND", [])
    }

    public static let png: [UInt8] = png()

    /// A 1×1 lossless WebP (VP8L): no transforms, and five one-symbol prefix codes, so the
    /// pixel itself takes no bits.
    public static let webp: [UInt8] = {
        var bits = BitWriter()
        bits.write(0, count: 14)  // width - 1
        bits.write(0, count: 14)  // height - 1
        bits.write(0, count: 1)  // no alpha
        bits.write(0, count: 3)  // version 0
        bits.write(0, count: 1)  // no transform
        bits.write(0, count: 1)  // no colour cache
        bits.write(0, count: 1)  // no meta prefix codes
        for symbol: UInt32 in [80, 200, 40, 255] {  // green, red, blue, alpha: a simple code of one 8-bit symbol
            bits.write(1, count: 1)
            bits.write(0, count: 1)
            bits.write(1, count: 1)
            bits.write(symbol, count: 8)
        }
        bits.write(0b001, count: 3)  // distance: a simple code of one 1-bit symbol, 0
        bits.write(0, count: 1)
        var data: [UInt8] = [0x2F] + bits.bytes
        if data.count % 2 == 1 { data.append(0) }
        let chunk = Array("VP8L".utf8) + littleEndian(UInt32(data.count)) + data
        return Array("RIFF".utf8) + littleEndian(UInt32(4 + chunk.count)) + Array("WEBP".utf8) + chunk
    }()

    private struct BitWriter {
        var bytes: [UInt8] = []
        var used = 0

        /// Writes `value`'s low `count` bits, least significant first, as VP8L reads them.
        mutating func write(_ value: UInt32, count: Int) {
            for bit in 0..<count {
                if used % 8 == 0 { bytes.append(0) }
                if value >> bit & 1 == 1 { bytes[bytes.count - 1] |= 1 << (used % 8) }
                used += 1
            }
        }
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static func littleEndian(_ value: UInt32) -> [UInt8] {
        bigEndian(value).reversed()
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }

    private static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }
}
