import Foundation

/// A table the team writes as a data file rather than as code — word lists, translations, the
/// starter foods — embedded in the binary by SwiftPM (`resources: [.embedInCode(…)]`).
///
/// The format is tab-separated text in UTF-8, one row a line. Lines starting with `#` are
/// comments and blank lines are skipped; the first other line names the columns, and every row
/// has exactly that many fields. A table is read once, when first used.
struct DataTable: Sendable {
    struct Row: Sendable {
        /// The file's name, for messages.
        let file: String
        /// The line the row is on, counting from 1.
        let line: Int
        let fields: [String]

        subscript(_ column: Int) -> String { fields[column] }

        /// An error about this row, naming its file and line.
        func error(_ message: String) -> DataFileError {
            DataFileError(file: file, line: line, message: message)
        }
    }

    let file: String
    let rows: [Row]

    /// Reads `bytes` (the contents of `file`), whose header must name `columns` in that order.
    init(_ bytes: [UInt8], file: String, columns: [String]) throws(DataFileError) {
        guard let text = String(bytes: bytes, encoding: .utf8) else {
            throw DataFileError(file: file, line: 0, message: "is not UTF-8")
        }
        var header: [String]?
        var rows: [Row] = []
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let row = Row(file: file, line: index + 1, fields: fields)
            guard let header else {
                guard fields == columns else {
                    throw row.error("the header must name the columns \(columns.joined(separator: ", ")), tab-separated")
                }
                header = fields
                continue
            }
            guard fields.count == header.count else {
                throw row.error("\(fields.count) tab-separated fields where the header names \(header.count)")
            }
            rows.append(row)
        }
        guard header != nil else { throw DataFileError(file: file, line: 0, message: "has no header line") }
        self.file = file
        self.rows = rows
    }

    /// Reads a committed data file, stopping the program when it does not read: it ships in the
    /// binary, so a mistake in it is a mistake in the build, which the data files' tests catch.
    static func committed<Value>(_ read: () throws(DataFileError) -> Value) -> Value {
        do {
            return try read()
        } catch {
            fatalError("\(error)")
        }
    }
}

/// What is wrong in a data file, and where.
struct DataFileError: Error, Equatable, CustomStringConvertible {
    var file: String
    /// The line, counting from 1; 0 for the file as a whole.
    var line: Int
    var message: String

    var description: String {
        line > 0 ? "\(file):\(line): \(message)" : "\(file) \(message)"
    }
}
