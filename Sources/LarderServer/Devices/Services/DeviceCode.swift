import Foundation

/// Device ids people can read off a label and type: `LD-` and two groups of four characters from
/// Crockford's base 32 (no I, L, O or U), so 0/O and 1/I/L cannot be confused.
enum DeviceCode {
    static let alphabet = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZ")

    static func random() -> String {
        var generator = SystemRandomNumberGenerator()
        let characters = (0..<8).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }
        return "LD-" + String(characters[0..<4]) + "-" + String(characters[4..<8])
    }

    /// The canonical form of what someone typed: case, spaces and missing dashes forgiven, and
    /// the letters Crockford's alphabet leaves out read as the digits they look like.
    static func normalise(_ typed: String) -> String? {
        var body = typed.uppercased().filter { !$0.isWhitespace && $0 != "-" }
        if body.hasPrefix("LD") { body.removeFirst(2) }
        let mapped = body.map { character -> Character in
            switch character {
            case "O": "0"
            case "I", "L": "1"
            default: character
            }
        }
        guard mapped.count == 8, mapped.allSatisfy(alphabet.contains) else { return nil }
        return "LD-" + String(mapped[0..<4]) + "-" + String(mapped[4..<8])
    }
}
