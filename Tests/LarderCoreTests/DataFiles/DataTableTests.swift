import Testing

@testable import LarderCore

@Suite("Data tables")
struct DataTableTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func commentsAndBlankLinesAreSkippedAndRowsKeepTheirLineNumbers() throws {
        // setup
        let text = "# a comment\nword\tenglish\n\n# Vegetables\nZwiebel\tonion\r\nLauch\tleek\n"

        // MUT
        let table = try DataTable(bytes(text), file: "words.tsv", columns: ["word", "english"])

        // validate
        #expect(table.rows.map(\.fields) == [["Zwiebel", "onion"], ["Lauch", "leek"]])
        #expect(table.rows.map(\.line) == [5, 6])
    }

    @Test func aRowWithTheWrongNumberOfFieldsNamesItsFileAndLine() {
        let text = "word\tenglish\nZwiebel\tonion\nLauch leek\n"

        #expect(throws: DataFileError(file: "words.tsv", line: 3, message: "1 tab-separated fields where the header names 2")) {
            try DataTable(bytes(text), file: "words.tsv", columns: ["word", "english"])
        }
    }

    @Test func aHeaderNamingOtherColumnsIsRefused() {
        #expect(throws: DataFileError.self) {
            try DataTable(bytes("english\tword\nonion\tZwiebel\n"), file: "words.tsv", columns: ["word", "english"])
        }
    }

    @Test func aWordListedTwiceNamesItsSecondLine() {
        let text = "word\tenglish\nZwiebel\tonion\nZwiebel\tleek\n"

        #expect(throws: DataFileError(file: "w.tsv", line: 3, message: "Zwiebel is listed twice")) {
            try FoodVocabulary.readWords(bytes(text), file: "w.tsv")
        }
    }

    @Test func aDashMeansAWordWithNoEnglish() throws {
        let words = try FoodVocabulary.readWords(bytes("word\tenglish\nBio\t-\n"), file: "w.tsv")

        #expect(words == ["Bio": ""])
    }

    @Test func aStarterFoodWithANonNumberNamesTheColumn() {
        let header = StarterFoods.columns.joined(separator: "\t")
        let row = "egg\tEgg, whole, raw\tDairy and Egg Products\tlots\t12.6\t9.5\t3.1\t0.7\t0.4\t0\t142\t\t\t0.9"

        #expect(throws: DataFileError(file: "f.tsv", line: 2, message: "kcal is not a number: lots")) {
            try StarterFoods.read(bytes(header + "\n" + row + "\n"), file: "f.tsv")
        }
    }

    @Test func aStarterFoodMayLeaveANutrientUnknown() throws {
        let header = StarterFoods.columns.joined(separator: "\t")
        let row = "egg\tEgg, whole, raw\tDairy and Egg Products\t143\t12.6\t9.5\t\t0.7\t\t0\t142\tlarge=50\tegg | яйце\t0.9"

        let food = try #require(try StarterFoods.read(bytes(header + "\n" + row + "\n"), file: "f.tsv").first)

        #expect(food.nutrients[.saturatedFat] == nil && food.nutrients[.sugars] == nil)
        #expect(food.nutrients[.energyKcal] == 143 && food.synonyms == ["egg", "яйце"])
    }

    @Test func aSpellingOfAnUnknownUnitIsRefused() {
        #expect(throws: DataFileError(file: "u.tsv", line: 2, message: "no unit is named spoonful")) {
            try UnitSpellings.read(bytes("unit\tspellings\nspoonful\tspoonful/spoonfuls\n"), file: "u.tsv")
        }
    }
}
