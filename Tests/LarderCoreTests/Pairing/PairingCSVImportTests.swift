import Testing

@testable import LarderCore

@Suite("Importing the original app's CSV files")
struct PairingCSVImportTests {
    static let categories = """
        name;id;isGeneral;pairedCategories
        Мясо;1;True;2,3
        Гарниры;2;true;3
        Специи;3;FALSE;–

        """
    static let products = "name;id;categoryId\nСвинина;10;1\nРис;20;2\nУкроп;30;3\nПерец;31;3\n"
    static let pairs = "mainId;pairedIds\n10;20,30\n20;31\n"

    static func read(categories: String = categories, products: String = products, pairs: String = pairs) -> PairingImport {
        PairingCSVImport.read(PairingCSVFiles(categories: categories, products: products, pairs: pairs))
    }

    @Test func cleanFilesImportWithoutProblems() {
        // MUT
        let imported = Self.read()

        // validate
        #expect(imported.problems.isEmpty)
        #expect(imported.catalogue.categories.map(\.role) == [.main, .main, .secondary])
        #expect(imported.catalogue.categories[0].pairsWith == ["2", "3"])
        #expect(imported.catalogue.categories[0].names == PairingNames("Мясо"))
        #expect(imported.catalogue.products.map(\.id) == ["10", "20", "30", "31"])
        #expect(imported.catalogue.products[0].food == "Свинина")
        #expect(
            imported.catalogue.pairings == [PairingLink(main: "10", partners: ["20", "30"]), PairingLink(main: "20", partners: ["31"])])
        #expect(imported.catalogue.problems().isEmpty)
    }

    @Test func aByteOrderMarkCRLFAndBlankLinesChangeNothing() {
        let categories = "\u{FEFF}" + Self.categories.replacingOccurrences(of: "\n", with: "\r\n") + "\r\n\r\n"
        let products = "\u{FEFF}name;id;categoryId\r\n\r\nСвинина;10;1\r\nРис;20;2\r\nУкроп;30;3\r\n\r\nПерец;31;3"

        let imported = Self.read(categories: categories, products: products)

        #expect(imported.problems.isEmpty)
        #expect(imported.catalogue == Self.read().catalogue)
    }

    @Test func spacesTrailingSeparatorsAndQuotesAreReadAsMeant() {
        let categories =
            "name;id;isGeneral;pairedCategories\n  Мясо ; 1 ; True ; 2, 3 ;\n\"Гарниры; крупы\";2;TRUE;\"3\";;\n Специи;3;false;-\n"

        let imported = Self.read(categories: categories)

        #expect(imported.problems.isEmpty)
        #expect(imported.catalogue.categories.map(\.names.ru) == ["Мясо", "Гарниры; крупы", "Специи"])
        #expect(imported.catalogue.categories.map(\.pairsWith) == [["2", "3"], ["3"], []])
    }

    @Test func aQuotedFieldMayHoldQuotesAndLineBreaks() {
        let products = "name;id;categoryId\n\"Рис \"\"басмати\"\"\nдлинный\";20;2\nУкроп;30;3\n"

        let imported = Self.read(products: products, pairs: "mainId;pairedIds\n20;30\n")

        #expect(imported.catalogue.products.map(\.names.en) == ["Рис \"басмати\"\nдлинный", "Укроп"])
        #expect(imported.problems.isEmpty)
    }

    @Test func anEmptyOrDashedListOfCategoriesMeansNone() {
        let categories = "name;id;isGeneral;pairedCategories\nМясо;1;True;\nСпеции;3;False;—\nНапитки;4;false\n"

        let imported = Self.read(categories: categories, products: "name;id;categoryId\n", pairs: "mainId;pairedIds\n")

        #expect(imported.problems.isEmpty)
        #expect(imported.catalogue.categories.map(\.pairsWith) == [[], [], []])
    }

    @Test func duplicateIdsKeepTheFirstRowAndReportTheOthersByLine() {
        let products = "name;id;categoryId\nСвинина;10;1\nГовядина;10;1\nРис;20;2\nУкроп;30;3\nПерец;31;3\n"

        let imported = Self.read(products: products)

        #expect(imported.catalogue.products.first { $0.id == "10" }?.names.ru == "Свинина")
        #expect(
            imported.problems == [
                PairingImportProblem(file: .products, line: 3, message: "product id 10 is already used on line 2; row skipped")
            ])
    }

    @Test func referencesToUnknownIdsAreLeftOutAndReported() {
        let categories = "name;id;isGeneral;pairedCategories\nМясо;1;True;2,3,9\nГарниры;2;True;3\nСпеции;3;False;–\n"
        let products = "name;id;categoryId\nСвинина;10;1\nРис;20;2\nУкроп;30;3\nПерец;31;3\nХлеб;40;7\n"
        let pairs = "mainId;pairedIds\n10;20,99,30\n77;20\n"

        let imported = Self.read(categories: categories, products: products, pairs: pairs)

        #expect(
            imported.problems.map(\.description) == [
                "categories line 2: category 1 pairs with unknown category 9; left out",
                "products line 6: product 40 is in unknown category 7",
                "pairs line 2: unknown partner 99 of 10; left out",
                "pairs line 3: unknown main product 77; row skipped",
            ])
        #expect(imported.catalogue.categories[0].pairsWith == ["2", "3"])
        #expect(imported.catalogue.partners(of: "10") == ["20", "30"])
        #expect(imported.catalogue.problems().isEmpty)
    }

    @Test func aPartnerInACategoryTheMainDoesNotAllowIsLeftOut() {
        // Sides pair with spices only; pork (meat) is not a side's partner.
        let imported = Self.read(pairs: "mainId;pairedIds\n20;31,10\n")

        #expect(imported.catalogue.partners(of: "20") == ["31"])
        #expect(
            imported.problems == [
                PairingImportProblem(
                    file: .pairs, line: 2,
                    message: "partner 10 of 20 is in category 1, which category 2 does not pair with; left out")
            ])
    }

    @Test func rowsThatCannotBeReadAreReportedAndTheRestImported() {
        let categories = "name;id;isGeneral;pairedCategories\nМясо;1;True;2,3\nГарниры;2;maybe;3\n;5;True;\nСпеции;3;False;–\n"

        let imported = Self.read(categories: categories, pairs: "mainId;pairedIds\n10;30\n30;10\n")

        #expect(
            imported.problems.map(\.description) == [
                "categories line 3: isGeneral is \"maybe\", expected True or False",
                "categories line 4: category 5 has no name",
                "categories line 2: category 1 pairs with unknown category 2; left out",
                "products line 3: product 20 is in unknown category 2",
                "pairs line 3: product 30 is not in a main category; row skipped",
            ])
        #expect(imported.catalogue.partners(of: "10") == ["30"])
    }

    @Test func aSecondaryCategoryListingCategoriesIsReportedAndCleared() {
        let categories = "name;id;isGeneral;pairedCategories\nМясо;1;True;2,3\nГарниры;2;True;3\nСпеции;3;False;1\n"

        let imported = Self.read(categories: categories)

        #expect(imported.catalogue.categories[2].pairsWith.isEmpty)
        #expect(imported.problems.map(\.line) == [4])
    }

    @Test func columnsAreFoundByTheHeaderInAnyOrder() {
        let products = "id;categoryId;name\n10;1;Свинина\n20;2;Рис\n30;3;Укроп\n31;3;Перец\n"

        #expect(Self.read(products: products).catalogue == Self.read().catalogue)
    }

    @Test func aMissingHeaderIsReportedAndTheFirstRowReadAsData() {
        let imported = Self.read(pairs: "10;20,30\n20;31\n")

        #expect(imported.problems.map(\.description) == ["pairs line 1: no header row; reading columns as mainid;pairedids"])
        #expect(imported.catalogue.partners(of: "10") == ["20", "30"])
    }

    @Test func anUnclosedQuoteIsReported() {
        let imported = Self.read(products: "name;id;categoryId\nСвинина;10;1\n\"Рис;20;2\n")

        #expect(imported.problems.first == PairingImportProblem(file: .products, line: 3, message: "a quote opened here is never closed"))
    }
}
