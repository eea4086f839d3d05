import Foundation

/// Just enough reading of Swift source for the architecture tests: comments and string
/// contents set aside, declarations and names found by pattern.
enum SwiftSource {
    /// The source with comments and the insides of string literals blanked out, line breaks kept.
    /// Interpolations inside strings stay code; raw (`#"…"#`) and multi-line strings are strings.
    static func code(of text: String) -> String {
        let characters = Array(text)
        var result = ""
        var index = 0
        // Open strings, innermost last: how many `#` close each, and whether it is multi-line;
        // an interpolation inside a string is a code level with its own paren depth.
        enum Level { case string(hashes: Int, multiline: Bool), interpolation(depth: Int) }
        var levels: [Level] = []
        func at(_ offset: Int) -> Character? { index + offset < characters.count ? characters[index + offset] : nil }
        func starts(_ prefix: String) -> Bool {
            let prefix = Array(prefix)
            return index + prefix.count <= characters.count && Array(characters[index..<index + prefix.count]) == prefix
        }
        while index < characters.count {
            let character = characters[index]
            if case .string(let hashes, let multiline) = levels.last {
                let closing = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
                if starts(closing) {
                    result += closing
                    index += closing.count
                    levels.removeLast()
                } else if character == "\\", starts("\\" + String(repeating: "#", count: hashes) + "(") {
                    result += "("
                    index += 2 + hashes
                    levels.append(.interpolation(depth: 0))
                } else if character == "\\" {
                    result += "  "
                    index += 2
                } else {
                    result.append(character == "\n" ? "\n" : " ")
                    index += 1
                }
                continue
            }
            if starts("//") {
                while index < characters.count, characters[index] != "\n" { index += 1 }
                continue
            }
            if starts("/*") {
                while index < characters.count, !starts("*/") {
                    if characters[index] == "\n" { result.append("\n") }
                    index += 1
                }
                index += 2
                continue
            }
            if character == "#" || character == "\"" {
                var hashes = 0
                while at(hashes) == "#" { hashes += 1 }
                if at(hashes) == "\"" {
                    let multiline = at(hashes + 1) == "\"" && at(hashes + 2) == "\""
                    let opening = hashes + (multiline ? 3 : 1)
                    result += String(repeating: "#", count: hashes) + (multiline ? "\"\"\"" : "\"")
                    index += opening
                    levels.append(.string(hashes: hashes, multiline: multiline))
                    continue
                }
            }
            if case .interpolation(let depth) = levels.last {
                if character == "(" {
                    levels[levels.count - 1] = .interpolation(depth: depth + 1)
                } else if character == ")" {
                    if depth == 0 {
                        levels.removeLast()
                        result.append(")")
                        index += 1
                        continue
                    }
                    levels[levels.count - 1] = .interpolation(depth: depth - 1)
                }
            }
            result.append(character)
            index += 1
        }
        return result
    }

    /// Names of the classes and structs declared as conforming to one of `protocols`.
    static func declarations(in code: String, conformingTo protocols: Set<String>) -> [String] {
        let pattern = #"(?:class|struct)\s+(\w+)\s*:\s*([^{]*)\{"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(code.startIndex..., in: code)
        return regex.matches(in: code, range: range).compactMap { match in
            guard let nameRange = Range(match.range(at: 1), in: code), let listRange = Range(match.range(at: 2), in: code)
            else { return nil }
            let conformances = code[listRange].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            return conformances.contains(where: protocols.contains) ? String(code[nameRange]) : nil
        }
    }

    /// The tables models declare with `static let schema = "…"`.
    static func schemaNames(in text: String) -> [String] {
        let pattern = #"static\s+let\s+schema\s*=\s*"([a-z_]+)""#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// Capitalised names on a line that are not members of something else (`Components.Schemas.User`
    /// names the API's type, not the model).
    static func unqualifiedTypeNames(in line: String) -> [String] {
        let pattern = #"(?<![\w.])([A-Z]\w*)"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: line, range: NSRange(line.startIndex..., in: line)).compactMap { match in
            Range(match.range(at: 1), in: line).map { String(line[$0]) }
        }
    }

    static func stringLiterals(in line: String) -> [String] {
        let pattern = #""((?:[^"\\]|\\.)*)""#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: line, range: NSRange(line.startIndex..., in: line)).compactMap { match in
            Range(match.range(at: 1), in: line).map { String(line[$0]) }
        }
    }

    /// SQL keywords as code writes them, in capitals; prose that says "from recipes" is not SQL.
    static func looksLikeSQL(_ literal: String) -> Bool {
        ["SELECT ", "UPDATE ", "INSERT ", "DELETE ", " FROM ", " JOIN ", "ALTER TABLE", "CREATE INDEX"].contains { literal.contains($0) }
    }

    static func words(in text: String) -> [String] {
        text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
    }
}
