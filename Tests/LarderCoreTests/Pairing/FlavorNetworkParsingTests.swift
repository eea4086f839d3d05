import Testing

@testable import LarderCore

@Suite("Reading the flavour-network files")
struct FlavorNetworkParsingTests {
    static let files = FlavorNetworkFiles(
        ingredients: "\u{FEFF}# id\tingredient name\tcategory\n0\tsalmon\tfish/seafood\r\n1\tdill \therb\n2\tbroken line\n",
        compounds: "# id\tCompound name\tCAS number\n7\tvanillin,_natural\t121-33-5\n8\tanethole\t104-46-1\n",
        ingredientCompounds: "# ingredient id\tcompound id\n0\t7\n1\t7\n1\t8\n1\t8\nx\t9\n",
        recipes: ["Italy\tsalmon\tdill\tsalmon\n\nasian\tdill\n", "Japan\tdill\tsalmon\n"],
        regionMap: "Italy\tSouthernEuropean\nasian\t\nJapan\tEastAsian\n")

    @Test func ingredientsCarryTheirCategoryAndCompoundsOnce() throws {
        // MUT
        let network = try FlavorNetwork(parsing: Self.files)

        // validate
        #expect(network.ingredients.map(\.name) == ["salmon", "dill"])
        #expect(network.ingredients[1].category == "herb")
        #expect(network.ingredients[1].compoundIDs == [7, 8])
        #expect(network.compounds.map(\.casNumber) == ["121-33-5", "104-46-1"])
    }

    @Test func recipesKeepEachIngredientOnceAndSkipBlankLines() throws {
        let network = try FlavorNetwork(parsing: Self.files)

        #expect(network.recipes.count == 3)
        #expect(network.recipes[0] == FlavorRecipe(cuisine: "Italy", ingredients: ["salmon", "dill"]))
    }

    @Test func cuisinesTheMapLeavesWithoutARegionHaveNone() throws {
        let network = try FlavorNetwork(parsing: Self.files)

        #expect(network.region(of: network.recipes[0]) == "SouthernEuropean")
        #expect(network.region(of: network.recipes[1]) == nil)
        #expect(network.regions == ["EastAsian", "SouthernEuropean"])
    }

    @Test func anIngredientTableWithoutRowsIsRefused() {
        var files = Self.files
        files.ingredients = "# id\tingredient name\tcategory\n"

        #expect(throws: FlavorNetworkError.noRows(file: "ingr_info.tsv")) { try FlavorNetwork(parsing: files) }
    }
}
