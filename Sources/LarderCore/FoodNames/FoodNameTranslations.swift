/// What the foods people meet most are called in Ukrainian and Russian (`food-names.tsv`: the
/// starter foods and the food-table foods recipes link to most often), keyed by the food table's
/// own English name, so that a name copied from a food into a pantry item, a diary entry or a
/// shopping list is shown in the reader's language as well.
public enum FoodNameTranslations {
    /// The food's name in `language` ("uk", "ru"), or nil when the table has none (English included).
    public static func name(of foodName: String, in language: String) -> String? {
        tables[language]?[foodName]
    }

    /// The words of the food's names in every language the table has, for finding it by them.
    static func words(of foodName: String) -> Set<String> {
        words[foodName] ?? []
    }

    /// Taken apart once: every food index built (the shared one, each household's own) asks for them.
    private static let words: [String: Set<String>] = tables.values.reduce(into: [:]) { words, table in
        for (foodName, name) in table { words[foodName, default: []].formUnion(FoodText.tokens(name)) }
    }

    private static let languages = ["uk", "ru"]

    private static let tables: [String: [String: String]] = DataTable.committed { () throws(DataFileError) in
        try read(PackageResources.food_names_tsv, file: "food-names.tsv")
    }

    static func read(_ bytes: [UInt8], file: String) throws(DataFileError) -> [String: [String: String]] {
        var tables: [String: [String: String]] = [:]
        for row in try DataTable(bytes, file: file, columns: ["english"] + languages).rows {
            for (index, language) in languages.enumerated() {
                let name = row[index + 1].trimmingSpaces()
                guard !row[0].isEmpty, !name.isEmpty else { throw row.error("a name is empty") }
                guard tables[language, default: [:]].updateValue(name, forKey: row[0]) == nil else {
                    throw row.error("\(row[0]) is listed twice")
                }
            }
        }
        return tables
    }
}
