/// Reads the USDA SR release's ASCII format: one record per line (CRLF or
/// LF), fields separated by `^`, text fields wrapped in `~`, numbers bare,
/// an empty field meaning "no value".
struct USDARecordReader {
    /// What a column holds, and its name for error messages.
    enum Kind { case text, number }

    struct Column {
        var name: String
        var kind: Kind
        /// A required column must not be empty.
        var required = false
    }

    /// One line's fields, with `~` quotes removed, and its number columns read.
    struct Record {
        var line: Int
        var fields: [Substring]
        /// The value of each number column (nil when empty); nil for text columns.
        var numbers: [Double?]

        func text(_ index: Int) -> String { String(fields[index]) }

        /// The number in column `index`, nil when empty.
        func number(_ index: Int) -> Double? { numbers[index] }
    }

    let file: String
    let columns: [Column]

    /// Every record of `text`, or the first malformed line's error. Blank lines are skipped.
    /// Lines end in LF or CRLF; the work is done on UTF-8 bytes, since `^`, `~` and the line
    /// ends are ASCII and characters would be far slower over a whole release.
    func records(in text: String) throws(USDAFormatError) -> [Record] {
        var records: [Record] = []
        var lineNumber = 0
        let whole = Substring(text)
        for bytes in whole.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = Substring(bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes)
            if line.utf8.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { continue }
            records.append(try record(line, number: lineNumber))
        }
        return records
    }

    private func record(_ line: Substring, number: Int) throws(USDAFormatError) -> Record {
        let raw = line.utf8.split(separator: UInt8(ascii: "^"), omittingEmptySubsequences: false).map { Substring($0) }
        guard raw.count == columns.count else {
            throw error(number, "expected \(columns.count) fields separated by ^, found \(raw.count)")
        }
        var fields: [Substring] = []
        var numbers: [Double?] = []
        fields.reserveCapacity(raw.count)
        numbers.reserveCapacity(raw.count)
        for (column, field) in zip(columns, raw) {
            let value: Substring
            switch column.kind {
            case .text:
                if field.isEmpty {
                    value = field
                } else {
                    guard field.count >= 2, field.first == "~", field.last == "~" else {
                        throw error(number, "\(column.name) should be text wrapped in ~, found \(Self.quoted(field))")
                    }
                    value = field.dropFirst().dropLast()
                }
            case .number:
                value = field
                if field.isEmpty {
                    numbers.append(nil)
                } else if let parsed = Double(field) {
                    numbers.append(parsed)
                } else {
                    throw error(number, "\(column.name) should be a number, found \(Self.quoted(field))")
                }
            }
            if column.kind == .text { numbers.append(nil) }
            if column.required, value.isEmpty {
                throw error(number, "\(column.name) is empty")
            }
            fields.append(value)
        }
        return Record(line: number, fields: fields, numbers: numbers)
    }

    private func error(_ line: Int, _ problem: String) -> USDAFormatError {
        USDAFormatError(file: file, line: line, problem: problem)
    }

    private static func quoted(_ field: Substring) -> String {
        "\"" + (field.count > 40 ? field.prefix(40) + "…" : field) + "\""
    }
}

/// The bytes of a release file as text. The SR files are ASCII except
/// NUTR_DEF.txt, which is Latin-1; later releases use UTF-8. Valid UTF-8 is
/// read as UTF-8, anything else as Latin-1 (every byte is one character), so
/// reading never fails on encoding.
public enum USDAText {
    public static func decode(_ bytes: [UInt8]) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: bytes.map { Unicode.Scalar($0) })
        return String(scalars)
    }
}
