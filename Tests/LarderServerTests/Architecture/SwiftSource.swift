import Foundation

/// Just enough reading of Swift source for the architecture tests: comments and string
/// contents set aside, declarations and names found by pattern.
enum SwiftSource {
    /// The source with comments and the insides of string literals blanked out, line breaks kept.
    static func code(of text: String) -> String {
        var result = ""
        var index = text.startIndex
        var inString = false
        while index < text.endIndex {
            let rest = text[index...]
            if !inString, rest.hasPrefix("//") {
                while index < text.endIndex, text[index] != "\n" { index = text.index(after: index) }
                continue
            }
            if !inString, rest.hasPrefix("/*") {
                while index < text.endIndex, !text[index...].hasPrefix("*/") {
                    if text[index] == "\n" { result.append("\n") }
                    index = text.index(after: index)
                }
                index = text.index(index, offsetBy: 2, limitedBy: text.endIndex) ?? text.endIndex
                continue
            }
            let character = text[index]
            if character == "\"" {
                inString.toggle()
                result.append(character)
            } else if inString, character == "\\" {
                index = text.index(after: index)
                if index < text.endIndex, text[index] == "(" { inString = false; result.append("(") }
                else if index < text.endIndex { result.append(" ") }
            } else if inString {
                result.append(character == "\n" ? "\n" : " ")
            } else {
                result.append(character)
            }
            if index < text.endIndex { index = text.index(after: index) }
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

    static func looksLikeSQL(_ literal: String) -> Bool {
        let upper = literal.uppercased()
        return ["SELECT ", "UPDATE ", "INSERT ", "DELETE ", " FROM ", " JOIN ", "ALTER TABLE", "CREATE INDEX"].contains { upper.contains($0) }
    }

    static func words(in text: String) -> [String] {
        text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
    }
}
