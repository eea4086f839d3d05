/// How units are written in recipes: per language, each canonical unit name with its spellings,
/// in `Spellings/unit-spellings-*.tsv` (the files document the notation). `UnitLexicon` reads them
/// in order: English, then every count unit's own name, then Ukrainian and Russian, then the other
/// European languages.
enum UnitSpellings {
    static let english = entries(PackageResources.unit_spellings_english_tsv, "unit-spellings-english.tsv")
    /// Ukrainian and Russian.
    static let slavic = entries(PackageResources.unit_spellings_slavic_tsv, "unit-spellings-slavic.tsv")
    /// German, French, Spanish, Italian, Portuguese, Dutch, Danish, Norwegian, Swedish, Hungarian and Polish.
    static let european = entries(PackageResources.unit_spellings_european_tsv, "unit-spellings-european.tsv")

    private static func entries(_ bytes: [UInt8], _ file: String) -> [(String, String)] {
        DataTable.committed { () throws(DataFileError) in try read(bytes, file: file) }
    }

    /// The (unit name, spellings) rows of a spellings file, in its order.
    static func read(_ bytes: [UInt8], file: String) throws(DataFileError) -> [(String, String)] {
        try DataTable(bytes, file: file, columns: ["unit", "spellings"]).rows.map { row throws(DataFileError) in
            guard Unit.named(row[0]) != nil else { throw row.error("no unit is named \(row[0])") }
            guard !row[1].isEmpty else { throw row.error("\(row[0]) has no spellings") }
            return (row[0], row[1])
        }
    }
}
