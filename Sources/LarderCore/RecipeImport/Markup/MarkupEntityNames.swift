/// The named character references recipe pages use: all of Latin-1 (accented
/// letters, fractions, `&deg;`), typographic punctuation, Greek letters, arrows
/// and a few symbols, listed in `html-entities.tsv`. The full HTML list has 2,231
/// names, mostly mathematical; an unknown name is left as written.
enum MarkupEntityNames {
    /// The names HTML accepts without a trailing `;` that pages really write so.
    static let legacyNames: Set<String> = ["amp", "lt", "gt", "quot", "nbsp", "AMP", "LT", "GT", "QUOT", "copy", "reg"]

    static func scalar(named name: String) -> Unicode.Scalar? {
        table[name].flatMap(Unicode.Scalar.init)
    }

    private static let table: [String: UInt32] = DataTable.committed { () throws(DataFileError) in
        try read(PackageResources.html_entities_tsv, file: "html-entities.tsv")
    }

    /// The names and code points of an entities file (`html-entities.tsv`).
    static func read(_ bytes: [UInt8], file: String) throws(DataFileError) -> [String: UInt32] {
        var table: [String: UInt32] = [:]
        for row in try DataTable(bytes, file: file, columns: ["name", "codepoint"]).rows {
            guard let value = UInt32(row[1], radix: 16), Unicode.Scalar(value) != nil else {
                throw row.error("not a code point in hexadecimal: \(row[1])")
            }
            guard !row[0].isEmpty, table.updateValue(value, forKey: row[0]) == nil else {
                throw row.error("the name is empty or listed twice: \(row[0])")
            }
        }
        return table
    }
}
