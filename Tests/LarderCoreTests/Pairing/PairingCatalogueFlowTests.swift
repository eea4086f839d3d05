import Testing

@testable import LarderCore

@Suite("Choosing partners in the catalogue's flow")
struct PairingCatalogueFlowTests {
    let catalogue = CatalogueFixtures.catalogue

    @Test func partnersAreGroupedInTheOrderTheMainsCategoryListsThem() throws {
        // MUT
        let groups = try #require(catalogue.partnerGroups(of: "pork"))

        // validate: spices, sides, drinks as meat lists them; inside a group the table's order.
        #expect(groups.map(\.category.id) == ["spices", "sides", "drinks"])
        #expect(groups[0].partners.map(\.product.id) == ["dill", "pepper"])
        #expect(groups[1].partners.map(\.product.id) == ["rice"])
        #expect(groups.allSatisfy { $0.partners.allSatisfy(\.listed) })
    }

    @Test func theEngineFillsInPartnersTheTableDoesNotList() throws {
        let groups = try #require(catalogue.partnerGroups(of: "pork", model: PairingFixtures.model))

        let spices = try #require(groups.first { $0.category.id == "spices" })
        #expect(spices.partners.prefix(2).map(\.product.id) == ["dill", "pepper"])
        let suggested = spices.partners.dropFirst(2)
        #expect(Set(suggested.map(\.product.id)) == ["ginger", "lemon"])
        #expect(suggested.allSatisfy { !$0.listed && $0.suggestion != nil })
        #expect(spices.partners[0].suggestion?.recipesTogether == 5)
        let sides = try #require(groups.first { $0.category.id == "sides" })
        #expect(sides.partners.map(\.product.id) == ["rice", "potato"])
    }

    @Test func onlyAMainProductHasPartnerGroups() {
        #expect(catalogue.partnerGroups(of: "dill") == nil)
        #expect(catalogue.partnerGroups(of: "ghost") == nil)
    }

    @Test func theMainCategoriesAndTheirProductsKeepCatalogueOrder() {
        #expect(catalogue.mainCategories.map(\.id) == ["meat", "sides"])
        #expect(catalogue.products(in: "sides").map(\.id) == ["rice", "potato"])
        #expect(catalogue.mainProducts.map(\.id) == ["pork", "rice", "potato"])
    }
}
