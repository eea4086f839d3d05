import Foundation

/// Cleans text taken from a page into what a reader sees: character
/// references decoded, markup dropped, invisible characters removed, and
/// every run of whitespace one space.
public enum RecipeText {
    /// `text` as one clean line: references decoded, tags removed, spaces collapsed, trimmed.
    public static func clean(_ text: String) -> String {
        collapseWhitespace(stripTags(decodeReferences(text)))
    }

    /// `text` with misread UTF-8 repaired (see `repairingMojibake`) and its
    /// character references decoded — twice when the first pass reveals more
    /// ("&amp;eacute;" → "&eacute;" → "é"): pages escape JSON-LD text twice
    /// far more often than they mean to show a literal "&eacute;".
    static func decodeReferences(_ text: String) -> String {
        let once = MarkupEntities.decode(repairingMojibake(text))
        guard once != text, once.utf8.contains(UInt8(ascii: "&")) else { return once }
        return MarkupEntities.decode(once)
    }

    /// `text` split into clean lines at line breaks and at block-level tags
    /// (`<p>`, `<li>`, `<br>`…); lines with no letter or digit (a stray
    /// comma between paragraphs, a bullet) are dropped.
    public static func lines(_ text: String) -> [String] {
        let decoded = decodeReferences(text)
        let broken = decoded.contains("<") ? lineBreakingBlockTags(decoded) : decoded
        return broken.split(whereSeparator: \.isNewline)
            .map { collapseWhitespace(stripTags(String($0))) }
            .filter { $0.contains(where: { $0.isLetter || $0.isNumber }) }
    }

    /// `text` with UTF-8 that was misread as Latin-1 read again: "1Â¼ cups" →
    /// "1¼ cups", "crÃ¨me" → "crème". Applied only when the text has the tell-tale
    /// "Â" or "Ã" followed by a Latin-1 continuation character, and only if
    /// the result is valid UTF-8.
    public static func repairingMojibake(_ text: String) -> String {
        // "Â" and "Ã" are C3 82 and C3 83 in UTF-8: a byte scan rules most texts out at once.
        guard text.utf8.contains(0xC3), text.contains("Â") || text.contains("Ã") else { return text }
        let scalars = Array(text.unicodeScalars)
        let looksMisread = zip(scalars, scalars.dropFirst()).contains { first, second in
            (first == "Â" || first == "Ã") && (0x80...0xBF).contains(second.value)
        }
        guard looksMisread, scalars.allSatisfy({ $0.value <= 0xFF || windows1252Bytes[$0.value] != nil }) else {
            return text
        }
        let bytes = scalars.map { UInt8(truncatingIfNeeded: $0.value <= 0xFF ? $0.value : windows1252Bytes[$0.value] ?? 0) }
        return String(bytes: bytes, encoding: .utf8) ?? text
    }

    /// Characters Windows-1252 has in 0x80–0x9F, back to their bytes.
    private static let windows1252Bytes: [UInt32: UInt32] = {
        var bytes: [UInt32: UInt32] = [:]
        for byte in UInt32(0x80)...0x9F {
            let scalar = MarkupEntities.scalar(forCodePoint: byte).value
            if scalar != byte { bytes[scalar] = byte }
        }
        return bytes
    }()

    /// `line` without the extra brackets some recipe plugins put around a
    /// note that already has its own: "butter ((softened))" → "butter
    /// (softened)", "carrots ((see notes) (about 2))" → "carrots (see notes)
    /// (about 2)". Only a final bracketed group whose contents both open and
    /// close with a bracket is unwrapped; "milk ((300 ml) or water)" stays.
    public static func removingDoubledBrackets(_ line: String) -> String {
        guard line.hasSuffix("))") else { return line }
        let characters = Array(line)
        var depth = 0
        var opening: Int?
        for index in characters.indices.reversed() {
            if characters[index] == ")" { depth += 1 }
            if characters[index] == "(" {
                depth -= 1
                if depth == 0 {
                    opening = index
                    break
                }
            }
        }
        guard let opening, opening + 1 < characters.count - 1, characters[opening + 1] == "(" else { return line }
        let inner = characters[(opening + 1)..<(characters.count - 1)]
        // The inner text must be bracketed groups only at its ends: "(a) (b)" or "(a)".
        guard inner.first == "(", inner.last == ")" else { return line }
        return String(characters[..<opening]) + String(inner)
    }

    /// Every run of whitespace (including no-break and other Unicode spaces)
    /// and control characters as one space, zero-width spaces and soft hyphens removed, trimmed.
    public static func collapseWhitespace(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            let value = scalar.value
            // ASCII first: most text is, and Unicode property lookups are slow.
            if value < 0x80 {
                if value <= 0x20 || value == 0x7F {
                    pendingSpace = !output.isEmpty
                    continue
                }
                if pendingSpace {
                    output.unicodeScalars.append(" ")
                    pendingSpace = false
                }
                output.unicodeScalars.append(scalar)
                continue
            }
            if invisibleScalars.contains(value) { continue }
            if scalar.properties.isWhitespace || (0x80...0x9F).contains(value) {
                pendingSpace = !output.isEmpty
                continue
            }
            if pendingSpace {
                output.unicodeScalars.append(" ")
                pendingSpace = false
            }
            output.unicodeScalars.append(scalar)
        }
        return output
    }

    /// The zero-width space, the byte-order mark and the soft hyphen:
    /// invisible marks (a soft hyphen shows only where a line happens to
    /// break) that would break an exact comparison. Joiners stay: emoji depend on them.
    private static let invisibleScalars: Set<UInt32> = [0x200B, 0xFEFF, 0x00AD]

    /// `text` without anything that looks like a tag: `<` followed by a letter,
    /// `/` or `!`, up to the next `>`. A lone `<` ("a < b") stays.
    public static func stripTags(_ text: String) -> String {
        guard text.contains("<") else { return text }
        var output = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "<", let end = tagEnd(in: text, from: index) {
                index = text.index(after: end)
                continue
            }
            output.append(character)
            index = text.index(after: index)
        }
        return output
    }

    /// The `>` ending a tag that starts at `start`, if it is a tag.
    private static func tagEnd(in text: String, from start: String.Index) -> String.Index? {
        let next = text.index(after: start)
        guard next < text.endIndex else { return nil }
        let first = text[next]
        guard (first.isASCII && first.isLetter) || first == "/" || first == "!" else { return nil }
        return text[next...].firstIndex(of: ">")
    }

    /// Puts a line break where a block-level tag is, so "<p>One</p><p>Two</p>" reads as two lines.
    static func lineBreakingBlockTags(_ text: String) -> String {
        var output = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "<", let end = tagEnd(in: text, from: index) {
                let name = text[text.index(after: index)..<end]
                    .drop(while: { $0 == "/" })
                    .prefix(while: { $0.isLetter || $0.isNumber })
                    .lowercased()
                if MarkupElement.blockElements.contains(name) { output.append("\n") }
                index = text.index(after: end)
                continue
            }
            output.append(character)
            index = text.index(after: index)
        }
        return output
    }
}
