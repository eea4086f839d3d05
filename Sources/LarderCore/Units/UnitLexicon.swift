/// One way of writing a unit: "tablespoons", "Tbsp", "fl oz", "ст. л.".
/// A class, so passing one around costs a single reference count.
final class UnitSpelling: Sendable {
    let unit: Unit
    /// The lowercase words of the spelling: ["fl", "oz"].
    let words: [String]
    /// The singular and plural of the writer's word, so scaling can keep it
    /// ("tablespoon" ↔ "tablespoons"); equal for abbreviations and inflected forms.
    let singular: String
    let plural: String
    let isPlural: Bool

    init(unit: Unit, words: [String], singular: String, plural: String, isPlural: Bool) {
        self.unit = unit
        self.words = words
        self.singular = singular
        self.plural = plural
        self.isPlural = isPlural
    }
}

/// Looks units up by how they are written.
enum UnitLexicon {
    /// One-word spellings, keyed by lowercase word.
    static let singleWord: [String: UnitSpelling] = table.single
    /// Multi-word spellings, keyed by their lowercase first word, longest first.
    static let multiWord: [String: [UnitSpelling]] = table.multi

    /// "T" is a tablespoon and "t" a teaspoon: the one case rule cooks rely on.
    static let tablespoonLetter = UnitSpelling(
        unit: .tablespoon, words: ["t"], singular: "T", plural: "T", isPlural: false)
    static let teaspoonLetter = UnitSpelling(
        unit: .teaspoon, words: ["t"], singular: "t", plural: "t", isPlural: false)

    private static let table: (single: [String: UnitSpelling], multi: [String: [UnitSpelling]]) = {
        var single: [String: UnitSpelling] = [:]
        var multi: [String: [UnitSpelling]] = [:]
        func add(_ spelling: UnitSpelling, key: String) {
            if spelling.words.count == 1 {
                // The first spelling listed wins, so the catalogue order decides clashes.
                if single[key] == nil { single[key] = spelling }
            } else {
                multi[spelling.words[0], default: []].append(spelling)
            }
        }
        // Every count unit is at least spelled by its own name and plural.
        let countSpellings = Unit.countUnits.map { ($0.name, "\($0.name)/\($0.pluralName)") }
        let entries = UnitSpellings.english + countSpellings + UnitSpellings.slavic + UnitSpellings.european
        for (name, forms) in entries {
            guard let unit = Unit.named(name) else {
                assertionFailure("unknown unit \(name) in spellings")
                continue
            }
            for form in forms.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
                let pair = form.split(separator: "/").map { $0.replacingUnderscores() }
                guard let singular = pair.first else { continue }
                let plural = pair.count > 1 ? pair[1] : singular
                for (written, isPlural) in [(singular, false), (plural, true)]
                where isPlural == false || plural != singular {
                    let words = written.split(separator: " ").map(String.init)
                    let spelling = UnitSpelling(
                        unit: unit, words: words, singular: singular, plural: plural,
                        isPlural: isPlural)
                    add(spelling, key: written)
                }
            }
        }
        for key in multi.keys {
            multi[key]?.sort { $0.words.count > $1.words.count }
        }
        return (single, multi)
    }()
}

extension Substring {
    fileprivate func replacingUnderscores() -> String {
        String(map { $0 == "_" ? " " : $0 })
    }
}
