import Foundation
import Testing

@testable import LarderCore

@Suite("The starter pairing catalogue")
struct StarterPairingCatalogueTests {
    @Test func itLoadsAtLeastAtTheOriginalAppsScale() throws {
        // MUT
        let catalogue = try StarterPairingCatalogue.load()

        // validate: the original had 9 categories, 56 products and 28 main products with partners.
        #expect(catalogue.categories.count >= 12)
        #expect(catalogue.products.count >= 120)
        #expect(catalogue.pairings.filter { !$0.partners.isEmpty }.count >= 50)
        #expect(catalogue.mainProducts.allSatisfy { !catalogue.partners(of: $0.id).isEmpty })
    }

    @Test func everyPartnerIsInACategoryItsMainPairsWith() throws {
        let catalogue = try StarterPairingCatalogue.load()

        for link in catalogue.pairings {
            let main = try #require(catalogue.product(link.main))
            let allowed = try #require(catalogue.category(of: main)).pairsWith
            for partner in link.partners {
                #expect(allowed.contains(try #require(catalogue.product(partner)).category), "\(link.main) → \(partner)")
            }
        }
    }

    @Test func everyNameIsWrittenInEnglishUkrainianAndRussian() throws {
        let catalogue = try StarterPairingCatalogue.load()
        let cyrillic: (String) -> Bool = { $0.unicodeScalars.contains { (0x0400...0x04FF).contains($0.value) } }

        for names in catalogue.categories.map(\.names) + catalogue.products.map(\.names) {
            #expect(!names.en.isEmpty && !cyrillic(names.en), "\(names)")
            #expect(cyrillic(names.uk) && cyrillic(names.ru), "\(names)")
        }
    }

    @Test func everyFoodIsAStarterFoodOrWrittenAsTheFoodTableWritesNames() throws {
        let catalogue = try StarterPairingCatalogue.load()
        let matcher = FoodMatcher(foods: StarterFoods.all)

        for product in catalogue.products where matcher.match(product.food) == nil {
            // "Fish, carp, raw": what the USDA table calls it, linked once that table is imported.
            #expect(product.food.contains(", ") && product.food.first?.isUppercase == true, "\(product.id): \(product.food)")
        }
    }

    @Test func mostProductsAreStarterFoodsSoTheEmbeddedDefaultCanShopForThem() throws {
        let catalogue = try StarterPairingCatalogue.load()
        let matcher = FoodMatcher(foods: StarterFoods.all)

        let linked = catalogue.products.filter { matcher.match($0.food) != nil }
        #expect(Double(linked.count) / Double(catalogue.products.count) >= 0.7)
    }

    @Test func aCatalogueThatIsNotSoundIsRefused() throws {
        let json = """
            {"categories": [{"id": "meat", "names": {"en": "Meat", "uk": "М'ясо", "ru": "Мясо"}, "role": "main", "pairsWith": ["fish"]}],
             "products": [], "pairings": []}
            """

        #expect(throws: StarterPairingCatalogue.LoadError.problems([.unknownPairedCategory(category: "meat", pairedCategory: "fish")])) {
            try StarterPairingCatalogue.decode(Data(json.utf8))
        }
    }
}
