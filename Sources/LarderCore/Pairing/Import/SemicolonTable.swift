/// Rows of a hand-made semicolon-separated file, read leniently: a byte-order mark, CRLF or CR
/// line ends, blank lines, spaces around values, trailing separators and quoted fields ("a;b",
/// with "" for a quote, even across lines) are all taken in stride.
struct SemicolonTable {
    struct Row: Equatable {
        /// 1-based line where the row starts.
        var line: Int
        /// Trimmed, without trailing empty fields; never empty.
        var fields: [String]
    }

    var rows: [Row] = []
    /// Lines where a quote was opened and never closed (the rest of the file is that field).
    var unclosedQuoteLines: [Int] = []

    init(_ text: String) {
        var fields: [String] = []
        var field = ""
        var quoted = false
        var line = 1
        var rowLine = 1
        var fieldStartsQuote = true
        func endField() {
            fields.append(field.trimmedField())
            field = ""
            fieldStartsQuote = true
        }
        func endRow() {
            endField()
            while let last = fields.last, last.isEmpty { fields.removeLast() }
            if !fields.isEmpty { rows.append(Row(line: rowLine, fields: fields)) }
            fields = []
        }
        var characters = text.hasPrefix("\u{FEFF}") ? Substring(text.dropFirst()) : Substring(text)
        while let character = characters.popFirst() {
            if quoted {
                if character == "\"" {
                    if characters.first == "\"" {
                        characters.removeFirst()
                        field.append("\"")
                    } else {
                        quoted = false
                    }
                } else {
                    if character.isNewline { line += 1 }
                    field.append(character)
                }
            } else if character == "\"", fieldStartsQuote {
                quoted = true
                field = ""
                fieldStartsQuote = false
            } else if character == ";" {
                endField()
            } else if character.isNewline {
                endRow()
                line += 1
                rowLine = line
            } else {
                field.append(character)
                if character != " ", character != "\t" { fieldStartsQuote = false }
            }
        }
        if quoted { unclosedQuoteLines.append(rowLine) }
        endRow()
    }
}

extension StringProtocol {
    /// Without spaces, tabs, no-break spaces and stray line ends around it.
    func trimmedField() -> String {
        let characters = Array(self)
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\u{00A0}" || $0.isNewline }
        guard let start = characters.firstIndex(where: { !isSpace($0) }), let end = characters.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(characters[start...end])
    }
}
