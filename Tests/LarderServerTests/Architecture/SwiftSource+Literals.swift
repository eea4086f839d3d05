import Foundation

extension SwiftSource {
    /// One string literal as written: where it starts, its contents (escapes kept as written) and
    /// whether it interpolates values (each interpolation stands as one `\u{FFFC}`).
    struct Literal: Equatable {
        var line: Int
        var text: String
        var isInterpolated: Bool
    }

    /// Every string literal of `text`, a literal inside another's interpolation on its own; comments
    /// are skipped. Raw (`#"…"#`) and multi-line strings are read as Swift reads them.
    static func literals(of text: String) -> [Literal] {
        let characters = Array(text)
        var found: [Literal] = []
        var index = 0
        var line = 1
        enum Level { case string(hashes: Int, multiline: Bool, literal: Literal), interpolation(depth: Int) }
        var levels: [Level] = []
        func at(_ offset: Int) -> Character? { index + offset < characters.count ? characters[index + offset] : nil }
        func starts(_ prefix: String) -> Bool {
            let prefix = Array(prefix)
            return index + prefix.count <= characters.count && Array(characters[index..<index + prefix.count]) == prefix
        }
        func advance(_ count: Int) {
            for offset in 0..<count where index + offset < characters.count && characters[index + offset] == "\n" { line += 1 }
            index += count
        }
        while index < characters.count {
            let character = characters[index]
            if case .string(let hashes, let multiline, var literal) = levels.last {
                let closing = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
                if starts(closing) {
                    levels.removeLast()
                    found.append(literal)
                    advance(closing.count)
                } else if character == "\\", starts("\\" + String(repeating: "#", count: hashes) + "(") {
                    literal.text.append("\u{FFFC}")
                    literal.isInterpolated = true
                    levels[levels.count - 1] = .string(hashes: hashes, multiline: multiline, literal: literal)
                    levels.append(.interpolation(depth: 0))
                    advance(2 + hashes)
                } else if character == "\\", hashes == 0 {
                    literal.text += String(characters[index..<min(index + 2, characters.count)])
                    levels[levels.count - 1] = .string(hashes: hashes, multiline: multiline, literal: literal)
                    advance(2)
                } else {
                    literal.text.append(character)
                    levels[levels.count - 1] = .string(hashes: hashes, multiline: multiline, literal: literal)
                    advance(1)
                }
                continue
            }
            if starts("//") {
                while index < characters.count, characters[index] != "\n" { index += 1 }
                continue
            }
            if starts("/*") {
                while index < characters.count, !starts("*/") { advance(1) }
                advance(2)
                continue
            }
            if character == "#" || character == "\"" {
                var hashes = 0
                while at(hashes) == "#" { hashes += 1 }
                if at(hashes) == "\"" {
                    let multiline = at(hashes + 1) == "\"" && at(hashes + 2) == "\""
                    let literal = Literal(line: line, text: "", isInterpolated: false)
                    levels.append(.string(hashes: hashes, multiline: multiline, literal: literal))
                    advance(hashes + (multiline ? 3 : 1))
                    continue
                }
            }
            if case .interpolation(let depth) = levels.last {
                if character == "(" {
                    levels[levels.count - 1] = .interpolation(depth: depth + 1)
                } else if character == ")" {
                    if depth == 0 {
                        levels.removeLast()
                        advance(1)
                        continue
                    }
                    levels[levels.count - 1] = .interpolation(depth: depth - 1)
                }
            }
            advance(1)
        }
        return found
    }
}
