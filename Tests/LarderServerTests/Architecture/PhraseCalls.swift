import Foundation

/// Where the server's code names phrases, read from its source: the calls that hand a phrase its
/// arguments, and which modules say which phrase.
enum PhraseCalls {
    /// A call that passes a phrase a written-out list of arguments; no list is an empty one.
    struct Call: Equatable, CustomStringConvertible {
        var line: Int
        var phrase: String
        var arguments: Int

        var description: String { "line \(line): .\(phrase) with \(arguments) argument(s)" }
    }

    /// `text.text(.key)`, `text.text(.key, [a, b])`, `text[.key]`, and the errors that carry a
    /// phrase: `.invalid("field", .key, [a])`, `.notFound(.key)`, `AppError(.kind, .key, [a])`,
    /// `phrase: .key, arguments: [a]`. A list not written out (`text.text(.key, words)`) is left
    /// out: only the running code knows its length.
    static func found(in text: String, phrases: Set<String>) -> [Call] {
        let code = SwiftSource.code(of: text) as NSString
        var calls: [Call] = []
        for match in callPattern.matches(in: code as String, range: NSRange(location: 0, length: code.length)) {
            let phrase = code.substring(with: match.range(withName: "phrase"))
            guard phrases.contains(phrase) else { continue }
            let isSubscript = match.range(withName: "subscript").location != NSNotFound
            var reader = Reader(code: code, at: NSMaxRange(match.range))
            guard let arguments = isSubscript ? reader.subscriptArguments() : reader.callArguments() else { continue }
            let line = code.substring(to: match.range.location).components(separatedBy: "\n").count
            calls.append(Call(line: line, phrase: phrase, arguments: arguments))
        }
        return calls
    }

    /// The phrases a file's code names: `.key` standing alone, or `Phrase.key`.
    static func named(in text: String, phrases: Set<String>) -> Set<String> {
        let code = SwiftSource.code(of: text)
        let names = usePattern.matches(in: code, range: NSRange(code.startIndex..., in: code)).compactMap { match in
            Range(match.range(at: 1), in: code).map { String(code[$0]) }
        }
        return Set(names).intersection(phrases)
    }

    /// The placeholders a text needs filled: one past its highest `{n}`.
    static func placeholders(in template: String) -> Int {
        template.matches(of: /\{(\d+)[},]/).compactMap { Int($0.output.1) }.max().map { $0 + 1 } ?? 0
    }

    // String contents are blanked by `SwiftSource.code`, so a quoted field name reads `"    "`.
    private static let callPattern = try! NSRegularExpression(pattern: #"""
        (?:\btext\(|\b(?:invalid|notFound|conflict|forbidden)\((?:\s*"[^"\n]*"\s*,)?|\bAppError\(\s*\.\w+\s*,|\bphrase:|\b\w+(?<subscript>\[))\s*\.(?<phrase>\w+)\b
        """#)
    private static let usePattern = try! NSRegularExpression(pattern: #"(?:(?<![\w)\]?!>])|(?<=\bPhrase))\.(\w+)\b"#)
}

/// Reads what follows a phrase in a call, skipping spaces and line breaks.
private struct Reader {
    let code: NSString
    var at: Int

    mutating func subscriptArguments() -> Int? {
        skipSpaces()
        return next == "]" ? 0 : nil
    }

    mutating func callArguments() -> Int? {
        skipSpaces()
        if next == ")" { return 0 }
        guard next == "," else { return nil }
        at += 1
        skipSpaces()
        if starts("field:") || starts("retryAfter:") { return 0 }
        if starts("arguments:") {
            at += "arguments:".utf16.count
            skipSpaces()
        }
        guard next == "[", let count = listLength() else { return nil }
        skipSpaces()
        // `[a].map(…)` is not the list itself.
        return next == ")" || next == "," ? count : nil
    }

    /// The number of elements of the list opening here, leaving the reader past its `]`.
    private mutating func listLength() -> Int? {
        var depth = 0
        var count = 0
        var elementHasCode = false
        while at < code.length {
            let character = next
            at += 1
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) { depth -= 1 }
            if depth == 0 { return count + (elementHasCode ? 1 : 0) }
            if depth == 1, character == "," {
                count += elementHasCode ? 1 : 0
                elementHasCode = false
            } else if !(depth == 1 && character == "[") && !character.isWhitespace {
                elementHasCode = true
            }
        }
        return nil
    }

    private var next: Character {
        at < code.length ? Character(UnicodeScalar(code.character(at: at)) ?? " ") : " "
    }

    private mutating func skipSpaces() {
        while at < code.length, next.isWhitespace { at += 1 }
    }

    private func starts(_ word: String) -> Bool {
        code.length - at >= word.utf16.count && code.substring(with: NSRange(location: at, length: word.utf16.count)) == word
    }
}
