/// What a unit is called after an amount in one language: "2 cups", "2 чашки", "5 чашек".
///
/// English names are the units' own; Ukrainian and Russian come from `unit-names.tsv`, one word
/// per CLDR plural form, chosen by the caller's plural rules (the interface's, so units and
/// phrases agree). A unit the table lacks keeps its English name rather than showing nothing.
public struct UnitNames: Sendable {
    /// The forms of one unit, keyed by CLDR plural category ("one", "few", "many", "other").
    public typealias Forms = [String: String]

    /// The language's code ("uk", "ru"); "en" for the units' own names.
    public let language: String
    private let forms: [String: Forms]

    public static let english = UnitNames(language: "en", forms: [:])

    /// The table for `language` ("uk", "ru"); English names for a language the table lacks.
    public static func named(_ language: String) -> UnitNames {
        tables[language] ?? .english
    }

    /// The unit's name after an amount of plural category `category`; the English name when the
    /// table has none.
    public func name(of unit: Unit, after amount: Rational, category: String) -> String {
        forms[unit.name].flatMap { $0[category] ?? $0["other"] } ?? unit.displayName(for: amount)
    }

    /// Counted food of a size ("large") after an amount: "3 шт. (великі)"; the size as written when
    /// the table has none.
    public func name(ofSize size: String, category: String) -> String {
        forms["size:" + size].flatMap { $0[category] ?? $0["other"] } ?? size
    }

    /// The decimal separator the language writes: "1.5" in English, "1,5" in Ukrainian and Russian.
    public var decimalSeparator: Character { language == "en" ? "." : "," }

    private static let categories = ["one", "few", "many", "other"]
    private static let languages = ["uk", "ru"]
    static let columns = ["unit"] + languages.flatMap { language in categories.map { "\(language)_\($0)" } }

    private static let tables: [String: UnitNames] = DataTable.committed { () throws(DataFileError) in
        try read(PackageResources.unit_names_tsv, file: "unit-names.tsv")
    }

    static func read(_ bytes: [UInt8], file: String) throws(DataFileError) -> [String: UnitNames] {
        var forms: [String: [String: Forms]] = [:]
        for row in try DataTable(bytes, file: file, columns: columns).rows {
            let key = row[0]
            guard key.hasPrefix("size:") || Unit.named(key) != nil else { throw row.error("not a unit Larder knows: \(key)") }
            for (languageIndex, language) in languages.enumerated() {
                var unitForms: Forms = [:]
                for (categoryIndex, category) in categories.enumerated() {
                    let word = row[1 + languageIndex * categories.count + categoryIndex]
                    guard !word.isEmpty else { throw row.error("no \(language) word for \(category)") }
                    unitForms[category] = word
                }
                guard forms[language, default: [:]].updateValue(unitForms, forKey: key) == nil else {
                    throw row.error("\(key) is listed twice")
                }
            }
        }
        return forms.reduce(into: [:]) { tables, entry in tables[entry.key] = UnitNames(language: entry.key, forms: entry.value) }
    }
}
