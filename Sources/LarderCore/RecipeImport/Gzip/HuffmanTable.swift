/// A canonical Huffman code as a direct lookup table: indexed by the next
/// `maximumLength` input bits (least significant first), each entry holds
/// `symbol << 4 | codeLength`; a zero length marks bits no code starts with.
struct HuffmanTable: Sendable {
    let entries: [UInt32]
    let maximumLength: Int

    static let empty = HuffmanTable(entries: [0, 0], maximumLength: 1)

    private init(entries: [UInt32], maximumLength: Int) {
        self.entries = entries
        self.maximumLength = maximumLength
    }

    /// The code whose symbol `i` has bit length `lengths[i]` (0: unused).
    /// Incomplete codes are allowed (DEFLATE uses them for a lone distance
    /// code); over-subscribed ones are corrupt data.
    init(lengths: [UInt8]) throws(GzipError) {
        let maximumLength = max(1, Int(lengths.max() ?? 0))
        guard maximumLength <= 15 else { throw .invalidCode }
        var countPerLength = [Int](repeating: 0, count: 16)
        for length in lengths where length > 0 { countPerLength[Int(length)] += 1 }
        var nextCode = [Int](repeating: 0, count: 16)
        var code = 0
        for length in 1...15 {
            code = (code + countPerLength[length - 1]) << 1
            nextCode[length] = code
        }
        var entries = [UInt32](repeating: 0, count: 1 << maximumLength)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            let length = Int(length)
            let code = nextCode[length]
            nextCode[length] += 1
            guard code < 1 << length else { throw .invalidCode }
            // Codes are packed most significant bit first; the input is read least first.
            var reversed = 0
            for bit in 0..<length where code & (1 << bit) != 0 { reversed |= 1 << (length - 1 - bit) }
            let entry = UInt32(symbol) << 4 | UInt32(length)
            var index = reversed
            while index < entries.count {
                entries[index] = entry
                index += 1 << length
            }
        }
        self.init(entries: entries, maximumLength: maximumLength)
    }
}
