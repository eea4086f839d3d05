/// Decompresses a raw DEFLATE stream (RFC 1951): stored, fixed-Huffman and
/// dynamic-Huffman blocks. Pure Swift over bytes, because Foundation on Linux
/// has no decompression API and LarderCore may not link zlib.
struct DeflateInflater {
    private let input: [UInt8]
    /// The next byte of `input` not yet in the bit buffer.
    private(set) var position: Int
    private var bitBuffer: UInt64 = 0
    private var bitCount = 0
    private(set) var output: [UInt8] = []

    init(_ input: [UInt8], startingAt position: Int = 0) {
        self.input = input
        self.position = position
    }

    /// Inflates blocks up to and including the final one. Afterwards
    /// `position` is the first byte after the stream (where a gzip trailer starts).
    mutating func inflate() throws(GzipError) {
        output.reserveCapacity(input.count * 4)
        var isFinal = false
        while !isFinal {
            isFinal = try bits(1) == 1
            switch try bits(2) {
            case 0: try copyStoredBlock()
            case 1: try inflateBlock(literals: Self.fixedLiterals, distances: Self.fixedDistances)
            case 2:
                let (literals, distances) = try readDynamicTables()
                try inflateBlock(literals: literals, distances: distances)
            default: throw .invalidBlockType
            }
        }
        returnUnusedBytes()
    }

    // MARK: blocks

    private mutating func copyStoredBlock() throws(GzipError) {
        returnUnusedBytes()
        guard position + 4 <= input.count else { throw .truncated }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
        guard length == ~complement & 0xFFFF else { throw .corruptStoredBlock }
        position += 4
        guard position + length <= input.count else { throw .truncated }
        output.append(contentsOf: input[position..<(position + length)])
        position += length
    }

    private mutating func inflateBlock(literals: HuffmanTable, distances: HuffmanTable) throws(GzipError) {
        while true {
            let symbol = try decode(literals)
            if symbol < 256 {
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let lengthIndex = symbol - 257
            guard lengthIndex < Self.lengthBase.count else { throw .invalidCode }
            let length = Self.lengthBase[lengthIndex] + (try bits(Self.lengthExtraBits[lengthIndex]))
            let distanceIndex = try decode(distances)
            guard distanceIndex < Self.distanceBase.count else { throw .invalidCode }
            let distance = Self.distanceBase[distanceIndex] + (try bits(Self.distanceExtraBits[distanceIndex]))
            guard distance <= output.count else { throw .invalidDistance }
            // Byte by byte: a match may overlap the bytes it is producing.
            let start = output.count - distance
            for offset in 0..<length { output.append(output[start + offset]) }
        }
    }

    /// The code-length code, then the literal/length and distance code lengths it encodes.
    private mutating func readDynamicTables() throws(GzipError) -> (HuffmanTable, HuffmanTable) {
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeLengthCount = try bits(4) + 4
        var codeLengthLengths = [UInt8](repeating: 0, count: 19)
        for index in 0..<codeLengthCount {
            codeLengthLengths[Self.codeLengthOrder[index]] = UInt8(try bits(3))
        }
        let codeLengthTable = try HuffmanTable(lengths: codeLengthLengths)
        var lengths: [UInt8] = []
        lengths.reserveCapacity(literalCount + distanceCount)
        while lengths.count < literalCount + distanceCount {
            let symbol = try decode(codeLengthTable)
            switch symbol {
            case 0...15:
                lengths.append(UInt8(symbol))
            case 16:
                guard let previous = lengths.last else { throw .invalidCode }
                lengths.append(contentsOf: repeatElement(previous, count: 3 + (try bits(2))))
            case 17:
                lengths.append(contentsOf: repeatElement(0, count: 3 + (try bits(3))))
            default:
                lengths.append(contentsOf: repeatElement(0, count: 11 + (try bits(7))))
            }
        }
        guard lengths.count == literalCount + distanceCount else { throw .invalidCode }
        return (
            try HuffmanTable(lengths: Array(lengths[0..<literalCount])),
            try HuffmanTable(lengths: Array(lengths[literalCount...]))
        )
    }

    // MARK: bits

    /// Fills the buffer with whole bytes while there is room and input.
    private mutating func refill() {
        while bitCount <= 56, position < input.count {
            bitBuffer |= UInt64(input[position]) << UInt64(bitCount)
            position += 1
            bitCount += 8
        }
    }

    /// The next `count` bits, least significant first, as DEFLATE packs them.
    private mutating func bits(_ count: Int) throws(GzipError) -> Int {
        guard count > 0 else { return 0 }
        if bitCount < count { refill() }
        guard bitCount >= count else { throw .truncated }
        let value = Int(bitBuffer & ((1 << UInt64(count)) - 1))
        bitBuffer >>= UInt64(count)
        bitCount -= count
        return value
    }

    private mutating func decode(_ table: HuffmanTable) throws(GzipError) -> Int {
        if bitCount < table.maximumLength { refill() }
        // Near the end of input the buffer may hold fewer bits than the longest
        // code; missing bits read as zeros, and a code needing them is an error.
        let index = Int(bitBuffer & ((1 << UInt64(table.maximumLength)) - 1))
        let entry = table.entries[index]
        let length = Int(entry & 0xF)
        guard length > 0 else { throw .invalidCode }
        guard length <= bitCount else { throw .truncated }
        bitBuffer >>= UInt64(length)
        bitCount -= length
        return Int(entry >> 4)
    }

    /// Drops the bits left of a partly read byte and gives back whole buffered bytes.
    private mutating func returnUnusedBytes() {
        position -= bitCount / 8
        bitBuffer = 0
        bitCount = 0
    }

    // MARK: tables

    private static let lengthBase = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
    ]
    private static let lengthExtraBits = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
        4097, 6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtraBits = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    // The fixed codes of RFC 1951 §3.2.6; both are complete, so building them cannot fail.
    private static let fixedLiterals: HuffmanTable = {
        let lengths =
            [UInt8](repeating: 8, count: 144) + [UInt8](repeating: 9, count: 112)
            + [UInt8](repeating: 7, count: 24) + [UInt8](repeating: 8, count: 8)
        return (try? HuffmanTable(lengths: lengths)) ?? HuffmanTable.empty
    }()
    private static let fixedDistances: HuffmanTable = {
        (try? HuffmanTable(lengths: [UInt8](repeating: 5, count: 32))) ?? HuffmanTable.empty
    }()
}
