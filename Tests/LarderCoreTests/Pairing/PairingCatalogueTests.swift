import Testing

@testable import LarderCore

@Suite("The pairing catalogue's rules")
struct PairingCatalogueTests {
    let catalogue = CatalogueFixtures.catalogue

    @Test func aSoundCatalogueHasNoProblems() {
        #expect(catalogue.problems().isEmpty)
    }

    @Test func everyKindOfMistakeIsNamed() {
        // setup
        var broken = catalogue
        broken.categories.append(PairingCategory(id: "spices", names: PairingNames("Again"), role: .secondary))
        broken.categories[3].pairsWith = ["meat"]
        broken.categories[0].pairsWith.append("fruit")
        broken.products.append(CatalogueFixtures.product("pork", "meat"))
        broken.products.append(CatalogueFixtures.product("kiwi", "fruit"))
        broken.products.append(
            PairingProduct(id: "nameless", names: PairingNames(en: "Nameless", uk: " ", ru: "x"), category: "spices", food: "x"))
        broken.pairings = [
            PairingLink(main: "pork", partners: ["dill", "dill", "pork", "cake", "ghost"]),
            PairingLink(main: "dill", partners: ["rice"]),
            PairingLink(main: "ghost", partners: []),
            PairingLink(main: "pork", partners: []),
        ]

        // MUT
        let problems = broken.problems()

        // validate
        #expect(
            problems == [
                .duplicateCategory(id: "spices"), .unknownPairedCategory(category: "meat", pairedCategory: "fruit"),
                .secondaryPairsWith(category: "drinks"), .duplicateProduct(id: "pork"),
                .unknownCategory(product: "kiwi", category: "fruit"), .emptyName(id: "nameless"),
                .duplicatePartner(main: "pork", partner: "dill"), .pairedWithItself(main: "pork"),
                .partnerCategoryNotAllowed(main: "pork", partner: "cake", category: "desserts"),
                .unknownPartner(main: "pork", partner: "ghost"), .notAMain(product: "dill"), .unknownMain(main: "ghost"),
                .duplicatePairing(main: "pork"),
            ])
    }

    @Test func aCombinationOfAllowedPartnersIsValid() {
        let combination = PairingCombination(main: "pork", partners: ["rice", "ginger", "beer"])

        #expect(catalogue.problems(in: combination).isEmpty)
    }

    @Test func aCombinationsProblemsNameThePartnerAndItsPlace() {
        let combination = PairingCombination(main: "pork", partners: ["dill", "cake", "dill", "ghost", "pork"])

        let problems = catalogue.problems(in: combination)

        #expect(problems.map(\.field) == ["partners[1]", "partners[2]", "partners[3]", "partners[4]"])
        #expect(
            problems.map(\.reason) == [.categoryNotAllowed(category: "desserts"), .duplicatePartner, .unknownPartner, .partnerIsMain])
        #expect(problems[0].description == "partners[1]: cake is in desserts, which does not pair with the main product")
    }

    @Test func aCombinationMustStartFromAMainProductAndHaveAPartner() {
        #expect(
            catalogue.problems(in: PairingCombination(main: "dill", partners: ["pepper"])).map(\.reason) == [.notAMain(category: "spices")])
        #expect(catalogue.problems(in: PairingCombination(main: "ghost", partners: ["dill"])).map(\.reason) == [.unknownMain])
        #expect(catalogue.problems(in: PairingCombination(main: "pork", partners: [])).map(\.field) == ["partners"])
    }

    @Test func namesFallBackToEnglishForOtherLanguages() {
        let names = PairingNames(en: "Pork", uk: "Свинина", ru: "Свинина")

        #expect(names["uk-UA"] == "Свинина")
        #expect(names["ru"] == "Свинина")
        #expect(names["de"] == "Pork")
    }
}

@Suite("A combination's products")
struct PairingCombinationProductsTests {
    @Test func theMainComesFirstThenThePartnersAsPicked() {
        let combination = PairingCombination(main: "pork", partners: ["beer", "dill", "ghost"])

        let products = CatalogueFixtures.catalogue.products(of: combination)

        #expect(products.map(\.id) == ["pork", "beer", "dill"])
        #expect(products.map(\.food) == ["pork", "beer", "dill"])
    }
}
