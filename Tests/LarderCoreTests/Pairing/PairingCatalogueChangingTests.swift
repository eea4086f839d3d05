import Testing

@testable import LarderCore

@Suite("Changing products and categories of the catalogue")
struct PairingCatalogueChangingTests {
    let catalogue = CatalogueFixtures.catalogue

    @Test func aRenamedProductKeepsItsPartners() throws {
        var pork = try #require(catalogue.product("pork"))
        pork.names = PairingNames(en: "Pork neck", uk: "Свиняча шия", ru: "Свиная шея")

        let edited = try catalogue.replacing(pork)

        #expect(edited.product("pork")?.names.uk == "Свиняча шия")
        #expect(edited.partners(of: "pork") == catalogue.partners(of: "pork"))
    }

    @Test func movingAPartnerWhereItsMainDoesNotPairIsRefused() throws {
        var beer = try #require(catalogue.product("beer"))
        beer.category = "desserts"

        #expect(
            throws: PairingCatalogueEditError(problems: [.partnerCategoryNotAllowed(main: "pork", partner: "beer", category: "desserts")])
        ) {
            try catalogue.replacing(beer)
        }
    }

    @Test func changingAProductTheCatalogueLacksIsRefused() {
        #expect(throws: PairingCatalogueEditError(problems: [.noSuchProduct(id: "kiwi")])) {
            try catalogue.replacing(CatalogueFixtures.product("kiwi", "sides"))
        }
    }

    @Test func aCategoryCanBeRenamedAndPairWithMore() throws {
        var meat = try #require(catalogue.category("meat"))
        meat.names = PairingNames(en: "Meat dishes", uk: "Мʼясні страви", ru: "Мясные блюда")
        meat.pairsWith.append("desserts")

        let edited = try catalogue.replacing(meat)

        #expect(edited.category("meat")?.pairsWith.last == "desserts")
        #expect(edited.category("meat")?.names.ru == "Мясные блюда")
    }

    @Test func droppingACategoryListedPartnersUseIsRefused() throws {
        var meat = try #require(catalogue.category("meat"))
        meat.pairsWith.removeAll { $0 == "drinks" }

        #expect(
            throws: PairingCatalogueEditError(problems: [.partnerCategoryNotAllowed(main: "pork", partner: "beer", category: "drinks")])
        ) {
            try catalogue.replacing(meat)
        }
    }

    @Test func aSecondaryCategoryCannotPairWithOthers() throws {
        var spices = try #require(catalogue.category("spices"))
        spices.pairsWith = ["meat"]

        #expect(throws: PairingCatalogueEditError(problems: [.secondaryPairsWith(category: "spices")])) {
            try catalogue.replacing(spices)
        }
    }
}
