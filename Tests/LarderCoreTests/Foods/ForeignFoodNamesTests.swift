import Testing

@testable import LarderCore

/// Reads foreign names as they reach the matcher: lowercase words, accents folded.
private func english(_ name: String, knows: Set<String> = []) -> [String] {
    ForeignFoodNames.english(FoodText.words(name), isEnglish: knows.contains).words
}

@Suite("Food names in other languages")
struct ForeignFoodNamesTests {
    @Test(
        "everyday words of each language read as the food table's English",
        arguments: [
            ("Knoblauch", "garlic"), ("Zwiebel", "onion"), ("farine", "flour"), ("beurre", "butter"),
            ("zanahoria", "carrot"), ("cebolla", "onion"), ("pomodoro", "tomato"), ("frango", "chicken"),
            ("knoflook", "garlic"), ("hvidløg", "garlic"), ("smør", "butter"), ("vetemjöl", "wheat flour"),
            ("fokhagyma", "garlic"), ("czosnek", "garlic"), ("часник", "garlic"), ("морковь", "carrot"),
        ] as [(String, String)])
    func everydayWords(foreign: String, english expected: String) {
        #expect(english(foreign) == FoodText.words(expected))
    }

    @Test(
        "plural and case endings are read to the dictionary form",
        arguments: [
            ("Bananen", "banana"), ("Tomaten", "tomato"), ("œufs", "egg"), ("limões", "lemon"), ("cipolle", "onion"),
            ("gurkor", "cucumber"), ("моркови", "carrot"), ("часнику", "garlic"),
        ] as [(String, String)])
    func inflectedWords(foreign: String, english expected: String) {
        #expect(english(foreign) == FoodText.words(expected))
    }

    @Test(
        "a compound is read from its parts, the last naming the food",
        arguments: [
            ("Zitronensaft", "lemon juice"), ("Hähnchenbrustfilet", "chicken breast fillet"),
            ("kyllingebryst", "chicken breast"), ("Sonnenblumenöl", "sunflower oil"), ("vöröshagyma", "onion"),
        ] as [(String, String)])
    func compounds(foreign: String, english expected: String) {
        #expect(english(foreign) == FoodText.words(expected))
    }

    @Test("a compound may start with an English word the table knows: Basmatireis")
    func compoundWithEnglishPart() {
        #expect(english("Basmatireis", knows: ["basmati"]) == ["basmati", "rice"])
    }

    @Test("French, Spanish and Portuguese put the food after \"de\"; it is read first")
    func romanceOrder() {
        #expect(english("coxas de frango") == ["chicken", "thigh"])
        #expect(english("filet de saumon") == ["salmon", "fillet"])
        #expect(english("huile d'olive") == ["olive", "oil"])
    }

    @Test("a name of several words is read as a whole: pommes de terre are potatoes")
    func phrases() {
        #expect(english("pommes de terre") == ["potato"])
        #expect(english("crème fraîche") == ["heavy", "cream"])
        #expect(english("Rote Bete") == ["beets"])
    }

    @Test("an English word the table knows stays as it is, even when another language has it: rind")
    func englishWordsStay() {
        #expect(english("lemon rind", knows: ["lemon", "rind"]) == ["lemon", "rind"])
        #expect(english("unsalted butter", knows: ["butter"]) == ["unsalted", "butter"])
    }

    @Test("words neither language knows are left out of a foreign name that names a food")
    func unknownWordsLeaveForeignNames() {
        #expect(english("Basmati Reis Pusa", knows: ["basmati"]) == ["basmati", "rice"])
        #expect(english("sriracha mayo", knows: ["mayo"]) == ["sriracha", "mayo"])
    }

    @Test("a count unit written into the name is found: Knoblauchzehe counts cloves")
    func countUnitInName() {
        #expect(FoodMatcher(foods: FoodFixtures.foods).countUnit(in: "Knoblauchzehen") == .clove)
        #expect(FoodMatcher(foods: FoodFixtures.foods).countUnit(in: "Knoblauch") == nil)
    }
}
