import Testing

@testable import LarderCore

/// Every data file LarderCore embeds reads without an error and holds what it should: a file
/// that stops reading would stop the program the first time its table is used.
@Suite("Data files")
struct DataFilesTests {
    static let foodWords: [String: [UInt8]] = [
        "food-words-german.tsv": PackageResources.food_words_german_tsv,
        "food-words-french.tsv": PackageResources.food_words_french_tsv,
        "food-words-spanish.tsv": PackageResources.food_words_spanish_tsv,
        "food-words-italian.tsv": PackageResources.food_words_italian_tsv,
        "food-words-portuguese.tsv": PackageResources.food_words_portuguese_tsv,
        "food-words-dutch.tsv": PackageResources.food_words_dutch_tsv,
        "food-words-danish-norwegian.tsv": PackageResources.food_words_danish_norwegian_tsv,
        "food-words-swedish.tsv": PackageResources.food_words_swedish_tsv,
        "food-words-hungarian.tsv": PackageResources.food_words_hungarian_tsv,
        "food-words-polish.tsv": PackageResources.food_words_polish_tsv,
        "food-words-ukrainian.tsv": PackageResources.food_words_ukrainian_tsv,
        "food-words-russian.tsv": PackageResources.food_words_russian_tsv,
    ]

    @Test(
        "Each language's food words read from their file",
        arguments: [
            ("food-words-german.tsv", 433), ("food-words-french.tsv", 343), ("food-words-spanish.tsv", 309),
            ("food-words-italian.tsv", 282), ("food-words-portuguese.tsv", 307), ("food-words-dutch.tsv", 280),
            ("food-words-danish-norwegian.tsv", 357), ("food-words-swedish.tsv", 305), ("food-words-hungarian.tsv", 200),
            ("food-words-polish.tsv", 162), ("food-words-ukrainian.tsv", 182), ("food-words-russian.tsv", 180),
        ])
    func foodWordsRead(file: String, words: Int) throws {
        let bytes = try #require(Self.foodWords[file])

        let read = try FoodVocabulary.readWords(bytes, file: file)

        #expect(read.count == words)
    }

    @Test func everyLanguageFileIsRead() {
        #expect(Self.foodWords.count == 12)
        #expect(FoodVocabulary.german["Knoblauch"] == "garlic" && FoodVocabulary.german["Bio"] == "")
    }

    @Test func theStarterFoodsReadFromTheirFile() throws {
        let foods = try StarterFoods.read(PackageResources.starter_foods_tsv, file: "starter-foods.tsv")

        #expect(foods.count == 182)
        #expect(foods == StarterFoods.all)
    }

    @Test(
        "Each language's unit spellings read from their file",
        arguments: [
            ("unit-spellings-english.tsv", 28), ("unit-spellings-slavic.tsv", 20), ("unit-spellings-european.tsv", 72),
        ])
    func unitSpellingsRead(file: String, units: Int) throws {
        let bytes = [
            "unit-spellings-english.tsv": PackageResources.unit_spellings_english_tsv,
            "unit-spellings-slavic.tsv": PackageResources.unit_spellings_slavic_tsv,
            "unit-spellings-european.tsv": PackageResources.unit_spellings_european_tsv,
        ][file]

        let read = try UnitSpellings.read(try #require(bytes), file: file)

        #expect(read.count == units)
    }

    @Test func theEntityNamesReadFromTheirFile() throws {
        let names = try MarkupEntityNames.read(PackageResources.html_entities_tsv, file: "html-entities.tsv")

        #expect(names.count == 271)
        #expect(names["eacute"] == 0xE9 && names["frac12"] == 0xBD && names["rsquo"] == 0x2019)
    }
}
