extension PairingCSVImport {
    /// A data row with its fields by column name.
    struct Record {
        var line: Int
        var values: [String: String]
        /// Fields after the last named column.
        var extra: [String]

        subscript(column: String) -> String { values[column] ?? "" }
    }

    struct Reader {
        var problems: [PairingImportProblem] = []

        mutating func report(_ file: PairingCSVFile, _ line: Int, _ message: String) {
            problems.append(PairingImportProblem(file: file, line: line, message: message))
        }

        /// The file's data rows keyed by `columns` (normalised names). A first row naming the id
        /// column is the header and sets the column order; without one, rows are read in the
        /// documented order and that is reported.
        mutating func table(_ text: String, _ file: PairingCSVFile, columns: [String]) -> [Record] {
            let table = SemicolonTable(text)
            for line in table.unclosedQuoteLines { report(file, line, "a quote opened here is never closed") }
            var rows = table.rows
            var order = columns
            if let first = rows.first {
                let header = first.fields.map(Self.columnKey)
                if header.contains(where: { $0 == "id" || $0 == "mainid" }) {
                    order = header
                    rows.removeFirst()
                    for column in columns where !header.contains(column) { report(file, first.line, "the header has no \(column) column") }
                } else {
                    report(file, first.line, "no header row; reading columns as \(columns.joined(separator: ";"))")
                }
            }
            return rows.map { row in
                var values: [String: String] = [:]
                for (column, value) in zip(order, row.fields) where values[column] == nil { values[column] = value }
                return Record(line: row.line, values: values, extra: Array(row.fields.dropFirst(order.count)))
            }
        }

        /// "isGeneral" → "isgeneral", "category_id" → "categoryid".
        static func columnKey(_ name: String) -> String {
            String(name.lowercased().filter { $0.isLetter || $0.isNumber })
        }

        /// Ids of a comma-separated list; the dashes and "none" people write for an empty list give none.
        static func idList(_ text: String) -> [String] {
            text.split(separator: ",").map { $0.trimmedField() }.filter { !$0.isEmpty && !noneMarkers.contains($0.lowercased()) }
        }

        static let noneMarkers: Set<String> = ["–", "-", "—", "none", "нет", "немає"]

        static func boolean(_ text: String) -> Bool? {
            switch text.lowercased() {
            case "true", "1", "yes", "y", "да", "так": true
            case "false", "0", "no", "n", "нет", "ні": false
            default: nil
            }
        }
    }
}
