import LarderCore

/// Food names and amounts in the reader's language: "Масло вершкове несолоне", "2 ст. л.", "1,5 л".
extension Localizer {
    /// How the reader's language writes amounts and units, with the interface's plural rules.
    var amounts: AmountWording {
        Self.wordings[language] ?? .english
    }

    /// A food's name in the reader's language when the translations have it; the name as given otherwise
    /// (a name a person wrote, or a food the translations lack).
    func foodName(_ name: String) -> String {
        language == .en ? name : FoodNameTranslations.name(of: name, in: language.rawValue) ?? name
    }

    /// A measure in the reader's words: "1/2 cup" → "1/2 чашки".
    func measure(_ measure: Measure, _ display: MeasureDisplay = MeasureDisplay()) -> String {
        measure.formatted(display, wording: amounts)
    }

    /// Stock in a pantry unit: "6 шт. (великі)", "1,5 л".
    func stock(_ amount: Double, _ unit: StockUnit) -> String {
        unit.format(amount, wording: amounts)
    }

    /// Measures of one item joined ("2 l + 3 шт.").
    func measures(_ measures: [Measure]) -> String {
        measures.map { measure($0) }.joined(separator: " + ")
    }

    /// A unit's word on its own, as a choice in a form: "g" → "г", "cup" → "чашка".
    func unitName(_ unit: Unit) -> String {
        amounts.units.name(of: unit, after: .one, category: "one")
    }

    private static let wordings: [Language: AmountWording] = Dictionary(
        uniqueKeysWithValues: Language.allCases.map { language in
            let units = language == .en ? UnitNames.english : UnitNames.named(language.rawValue)
            return (language, AmountWording(units: units) { amount in
                amount.isInteger ? PluralCategory.of(String(amount.numerator), in: language).rawValue : PluralCategory.other.rawValue
            })
        })
}

extension Localizer {
    /// A pantry unit as a choice in a form: "г", "шт. (великі)"; its code in English.
    func stockUnitName(_ unit: StockUnit) -> String {
        if let measure = unit.unit { return unitName(measure) }
        if let size = unit.size, language != .en { return amounts.units.name(ofSize: size, category: PluralCategory.other.rawValue) }
        return unit.code
    }

    /// A diary portion's key ("g", "cup", "large", "slice") as a choice in a form, in the reader's words.
    func portionName(_ key: String) -> String {
        if let unit = Unit.named(key) { return unitName(unit) }
        return language == .en ? key : amounts.units.name(ofSize: key, category: PluralCategory.other.rawValue)
    }
}
