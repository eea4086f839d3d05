import Testing

@testable import LarderCore

@Suite("Units: names, aliases and spellings")
struct UnitTests {
    @Test(
        "English spellings, plurals and abbreviations",
        arguments: [
            ("g", "g"), ("grams", "g"), ("gr", "g"), ("kg", "kg"), ("kilograms", "kg"), ("mg", "mg"),
            ("oz", "oz"), ("ounces", "oz"), ("lb", "lb"), ("lbs", "lb"), ("pounds", "lb"),
            ("ml", "ml"), ("mL", "ml"), ("millilitres", "ml"), ("l", "l"), ("L", "l"), ("liters", "l"),
            ("dl", "dl"), ("cl", "cl"), ("tsp", "tsp"), ("teaspoons", "tsp"), ("tsp.", "tsp"),
            ("tbsp", "tbsp"), ("Tbsp.", "tbsp"), ("tablespoons", "tbsp"), ("Tb", "tbsp"), ("tbs", "tbsp"),
            ("fl oz", "fl oz"), ("fl. oz.", "fl oz"), ("fluid ounces", "fl oz"), ("cup", "cup"), ("cups", "cup"),
            ("c", "cup"), ("C", "cup"), ("metric cup", "metric cup"), ("pint", "pint"), ("pt", "pint"),
            ("quarts", "quart"), ("qt", "quart"), ("gallon", "gallon"), ("gal", "gallon"),
        ] as [(String, String)])
    func englishSpellings(text: String, canonical: String) {
        #expect(Unit(parsing: text)?.name == canonical)
    }

    @Test(
        "count and container units",
        arguments: [
            "piece", "clove", "can", "jar", "slice", "bunch", "stick", "sprig", "pinch", "dash", "drop",
            "package", "head", "stalk", "rib", "ear", "sheet", "handful", "knob", "inch piece",
        ])
    func countUnits(name: String) {
        #expect(Unit(parsing: name)?.name == name)
        #expect(Unit(parsing: name)?.dimension == .count)
    }

    @Test(
        "count units read in the plural",
        arguments: [
            ("cloves", "clove"), ("bunches", "bunch"), ("pinches", "pinch"), ("leaves", "leaf"),
            ("inch pieces", "inch piece"), ("pkg", "package"), ("pcs", "piece"),
        ] as [(String, String)])
    func countPlurals(text: String, canonical: String) {
        #expect(Unit(parsing: text)?.name == canonical)
    }

    @Test("capital T is a tablespoon, small t a teaspoon")
    func letterCaseDecidesSpoon() {
        #expect(Unit(parsing: "T") == .tablespoon)
        #expect(Unit(parsing: "t") == .teaspoon)
    }

    @Test("US cup and metric cup are different units")
    func usAndMetricCupsDiffer() {
        #expect(Unit.cup != Unit.metricCup)
        #expect(Unit.metricCup.baseFactor == 250)
        #expect(Unit.cup.baseFactor?.doubleValue == 236.5882365)
    }

    @Test(
        "Ukrainian and Russian spellings",
        arguments: [
            ("г", "g"), ("гр", "g"), ("грамів", "g"), ("граммов", "g"), ("кг", "kg"), ("мг", "mg"),
            ("мл", "ml"), ("л", "l"), ("літра", "l"), ("ч. л.", "tsp"), ("ч.л.", "tsp"), ("чайна ложка", "tsp"),
            ("чайная ложка", "tsp"), ("чайні ложки", "tsp"), ("ст. л.", "tbsp"), ("ст.л.", "tbsp"),
            ("столова ложка", "tbsp"), ("столовая ложка", "tbsp"), ("столових ложок", "tbsp"),
            ("склянка", "glass"), ("склянки", "glass"), ("стакан", "glass"), ("стакана", "glass"),
            ("шт.", "piece"), ("шт", "piece"), ("штука", "piece"), ("штуки", "piece"), ("щіпка", "pinch"),
            ("щепотка", "pinch"), ("щепотки", "pinch"), ("зубчик", "clove"), ("зубчики", "clove"),
            ("зубчиків", "clove"), ("зубчиков", "clove"), ("Ч. Л.", "tsp"),
        ] as [(String, String)])
    func slavicSpellings(text: String, canonical: String) {
        #expect(Unit(parsing: text)?.name == canonical)
    }

    @Test("words that are not units are not read as units", arguments: ["flour", "large", "chopped", "t t"])
    func nonUnits(text: String) {
        #expect(Unit(parsing: text) == nil)
    }

    @Test("every unit is found by its canonical name")
    func canonicalNamesRoundTrip() {
        for unit in Unit.all {
            #expect(Unit.named(unit.name) == unit)
        }
    }

    @Test("abbreviations keep their form in the plural; words take an s")
    func displayPlurals() {
        #expect(Unit.cup.displayName(for: 2) == "cups")
        #expect(Unit.cup.displayName(for: Rational(approximating: 0.5)) == "cup")
        #expect(Unit.tablespoon.displayName(for: 2) == "tbsp")
        #expect(Unit.bunch.displayName(for: 3) == "bunches")
    }
}
