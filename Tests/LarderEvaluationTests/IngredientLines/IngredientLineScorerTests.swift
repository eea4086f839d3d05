import LarderCore
import Testing

@testable import LarderEvaluation

@Suite("Scoring the parser against labelled lines")
struct IngredientLineScorerTests {
    @Test("CSV rows are read with quoting, escaped quotes and line breaks in quotes")
    func readsQuotedCSV() throws {
        let csv = """
            input,name,quantity,unit,size,preparation,comment,purpose
            "3 eggs, beaten",eggs,3,,,beaten,,
            "1 cup ""good"" oil
            for frying",oil,1,cup,,,good,for frying
            plain line,,,,,,,

            """
        let rows = try LabelledIngredientLine.rows(fromCSV: csv)
        #expect(rows.count == 3)
        #expect(rows[0].input == "3 eggs, beaten")
        #expect(rows[1].input == "1 cup \"good\" oil\nfor frying")
        #expect(rows[1].purpose == "for frying")
        #expect(rows[2].isLabelled == false)
    }

    @Test("a CSV without a needed column is refused, naming it")
    func missingColumnIsRefused() {
        #expect(throws: LabelledCSVError.missingColumn("unit")) {
            try LabelledIngredientLine.rows(fromCSV: "input,name,quantity\nx,y,1\n")
        }
    }

    @Test("unlabelled rows are skipped, not scored")
    func unlabelledRowsAreSkipped() {
        let score = IngredientLineScorer.score([
            LabelledIngredientLine(input: "2 eggs", name: "eggs", quantity: "2"),
            LabelledIngredientLine(input: "nobody labelled this"),
        ])
        #expect(score.lines == 1)
        #expect(score.skipped == 1)
        #expect(score.sentenceAccuracy == 1)
    }

    @Test(
        "label fractions #N$D read as rationals",
        arguments: [
            ("#1$2", "½ cup sugar"), ("1#1$2", "1 1/2 cups sugar"), ("0.5", "½ cup sugar"), ("5#1$4", "5 ¼ cups sugar"),
        ])
    func labelFractions(label: String, line: String) {
        let judgement = IngredientLineScorer.judge(
            LabelledIngredientLine(input: line, name: "sugar", quantity: label, unit: "cup"), IngredientLine.parse(line)
        )
        #expect(judgement.quantity)
    }

    @Test("the first of several label quantities is compared")
    func firstOfSeveralQuantities() {
        let line = "150g/5oz canned chickpeas"
        let label = LabelledIngredientLine(input: line, name: "canned chickpeas", quantity: "150 5", unit: "g oz")
        #expect(IngredientLineScorer.judge(label, IngredientLine.parse(line)).sentence)
    }

    @Test("ranges match ranges with the same ends")
    func rangesMatch() {
        let line = "¾ to 1 pound ground beef"
        let label = LabelledIngredientLine(input: line, name: "ground beef", quantity: "#3$4-1", unit: "pound")
        #expect(IngredientLineScorer.judge(label, IngredientLine.parse(line)).quantity)
    }

    @Test(
        "label number words read as the parser reads them",
        arguments: [
            ("One 28-ounce can tomatoes", "One 28"), ("2 dozen eggs", "2 dozen"), ("Few sprigs parsley", "Few"),
        ])
    func labelWords(line: String, label: String) {
        let row = LabelledIngredientLine(input: line, name: "x", quantity: label)
        #expect(IngredientLineScorer.judge(row, IngredientLine.parse(line)).quantity)
    }

    @Test(
        "units compare by canonical unit, after size and measuring words",
        arguments: [
            ("2 tablespoons oil", "tablespoon"), ("2 Tb oil", "Tb"), ("2 tbsp oil", "tbsp"),
            ("1 small bunch parsley", "small bunch"), ("1 heaping tablespoon flour", "heaping tablespoon"),
            ("3 c flour", "c"), ("2 lg cloves garlic", "lg clove"),
        ])
    func unitsCompareCanonically(line: String, label: String) {
        let row = LabelledIngredientLine(input: line, name: "x", quantity: "1", unit: label)
        #expect(IngredientLineScorer.judge(row, IngredientLine.parse(line)).unit)
    }

    @Test("a label with no quantity matches a parse with no written quantity")
    func noQuantityMatchesNoQuantity() {
        let line = "A pinch of salt"
        let row = LabelledIngredientLine(input: line, name: "salt", unit: "pinch", comment: "A of")
        #expect(IngredientLineScorer.judge(row, IngredientLine.parse(line)).sentence)
    }

    @Test("names compare case-insensitively after trimming")
    func namesCompareLoosely() {
        let line = "2 cups Flour"
        let row = LabelledIngredientLine(input: line, name: " flour ", quantity: "2", unit: "cup")
        #expect(IngredientLineScorer.judge(row, IngredientLine.parse(line)).name)
    }

    @Test("a wrong field is counted against that field and the sentence")
    func wrongFieldCounts() {
        let line = "2 cups flour"
        let score = IngredientLineScorer.score([
            LabelledIngredientLine(input: line, name: "sugar", quantity: "2", unit: "cup")
        ])
        #expect(score.quantityAccuracy == 1)
        #expect(score.unitAccuracy == 1)
        #expect(score.nameAccuracy == 0)
        #expect(score.sentenceAccuracy == 0)
    }
}
