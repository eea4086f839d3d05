import Testing

@testable import LarderCore

@Suite("Adding products and partners to the catalogue")
struct PairingCatalogueEditingTests {
    let catalogue = CatalogueFixtures.catalogue

    @Test func aNewMainProductComesWithItsPartners() throws {
        let beef = CatalogueFixtures.product("beef", "meat")

        let edited = try catalogue.adding(beef, partners: ["potato", "pepper"])

        #expect(edited.product("beef") == beef)
        #expect(edited.partners(of: "beef") == ["potato", "pepper"])
        #expect(edited.problems().isEmpty)
    }

    @Test func aNewSecondaryProductsPartnersAreTheMainsItGoesWith() throws {
        let kvass = CatalogueFixtures.product("kvass", "drinks")

        let edited = try catalogue.adding(kvass, partners: ["pork"])

        #expect(edited.partners(of: "pork").last == "kvass")
    }

    @Test func partnersAreAddedOnceToAnExistingProduct() throws {
        let edited = try catalogue.addingPartners(["dill", "ginger", "ginger"], to: "pork")

        #expect(edited.partners(of: "pork") == ["beer", "rice", "dill", "pepper", "ginger"])
    }

    @Test func aPartnerOutsideTheAllowedCategoriesIsRefused() {
        #expect(
            throws: PairingCatalogueEditError(problems: [.partnerCategoryNotAllowed(main: "rice", partner: "beer", category: "drinks")])
        ) {
            try catalogue.addingPartners(["beer"], to: "rice")
        }
    }

    @Test func aProductWithATakenIdOrUnknownCategoryIsRefused() {
        #expect(throws: PairingCatalogueEditError(problems: [.duplicateProduct(id: "pork")])) {
            try catalogue.adding(CatalogueFixtures.product("pork", "meat"))
        }
        #expect(throws: PairingCatalogueEditError(problems: [.unknownCategory(product: "kiwi", category: "fruit")])) {
            try catalogue.adding(CatalogueFixtures.product("kiwi", "fruit"))
        }
    }
}
