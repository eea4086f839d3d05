import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

@Suite("Pairing pages")
struct PairingPagesTests {
    /// Ada's household with the starter catalogue, and her browser signed in.
    static func setUp(_ app: Application) async throws -> (browser: WebBrowser, ada: TestUser, household: String) {
        _ = try await StarterContent.seedIfNeeded(app)
        let ada = try await app.makeUser("Ada")
        let household = try await app.makeHousehold("Home", owner: ada)
        let browser = WebBrowser(app)
        try await browser.signIn(ada.email)
        return (browser, ada, household)
    }

    @Test(
        "Categories, a category and a main product's partners render in English, Ukrainian and Russian",
        arguments: [("en", "What goes with what", "Pork", "Dill"), ("uk", "Що з чим поєднується", "Свинина", "Кріп"), ("ru", "Что с чем сочетается", "Свинина", "Укроп")])
    func threeLanguages(language: String, title: String, pork: String, dill: String) async throws {
        try await withApp(.sqlite) { app in
            let (browser, ada, household) = try await Self.setUp(app)
            _ = try await app.api(.PATCH, "/api/me", json: ["preferredLanguage": language], as: ada.bearer)

            let home = try await browser.get("/pairing")
            let meat = try await browser.get("/pairing/categories/meat?household=\(household)")
            let partners = try await browser.get("/pairing/products/pork?household=\(household)")

            #expect(home.status == .ok && meat.status == .ok && partners.status == .ok)
            #expect(home.html.contains(title))
            #expect(meat.html.contains(pork))
            #expect(partners.html.contains(dill))
            #expect(partners.html.contains(#"name="partners""#))
        }
    }

    @Test("Picking partners saves a combination, which makes a shopping list and can be removed", arguments: TestDatabase.all)
    func saveAndShop(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let (browser, ada, household) = try await Self.setUp(app)
            _ = try await browser.get("/pairing/products/pork?household=\(household)")

            let saved = try await browser.follow(
                try await browser.post(
                    "/pairing/combinations",
                    pairs: [("householdId", household), ("main", "pork"), ("name", "Sunday"), ("partners", "dill"), ("partners", "buckwheat")]))
            let combinations = try await app.api(.GET, "/api/households/\(household)/pairing/combinations", as: ada.bearer)
            let id = try #require((combinations.json["items"] as? [[String: Any]])?.first?["id"] as? String)
            let shopped = try await browser.post("/pairing/combinations/\(id)/shopping-list", ["name": "For Sunday"])
            _ = try await browser.get("/pairing/combinations?household=\(household)")
            let removed = try await browser.follow(try await browser.post("/pairing/combinations/\(id)/delete"))

            #expect(saved.html.contains("Sunday"))
            #expect(saved.html.contains("Dill"))
            #expect(shopped.status == .seeOther)
            let lists = try await app.api(.GET, "/api/households/\(household)/shopping-lists", as: ada.bearer).jsonArray
            #expect(lists.contains { $0["name"] as? String == "For Sunday" && $0["itemCount"] as? Int == 3 })
            #expect(removed.html.contains("Combination removed."))
        }
    }

    @Test("A combination that cannot be saved goes back to the product with its partners still picked")
    func unsavedCombinationKeepsThePicks() async throws {
        try await withApp(.sqlite) { app in
            let (browser, _, household) = try await Self.setUp(app)

            let refused = try await browser.post(
                "/pairing/combinations",
                pairs: [("householdId", household), ("main", "pork"), ("name", ""), ("partners", "dill"), ("partners", "sour cream")])

            #expect(refused.status == .seeOther)
            #expect(refused.location == "/pairing/products/pork?household=\(household)&picked=dill&picked=sour%20cream")
        }
    }

    @Test("A product added through the form appears in its category, and partners are added to a product", arguments: TestDatabase.all)
    func addProductAndPartners(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let (browser, ada, household) = try await Self.setUp(app)
            _ = try await browser.get("/pairing/products/new?household=\(household)")

            let added = try await browser.follow(
                try await browser.post(
                    "/pairing/products",
                    pairs: [("householdId", household), ("en", "Quince"), ("ru", "Айва"), ("categoryId", "fruits"), ("partners", "pork")]))
            _ = try await browser.get("/pairing/products/pork?household=\(household)")
            _ = try await browser.post("/pairing/products/pork/partners", pairs: [("householdId", household), ("partners", "rice")])

            #expect(added.html.contains("Quince"))
            let pork = try await app.api(.GET, "/api/households/\(household)/pairing/products/pork", as: ada.bearer)
            #expect((pork.json["partners"] as? [String])?.contains("rice") == true)
        }
    }

    @Test("The Recipes page links to pairing")
    func reachableFromRecipes() async throws {
        try await withApp(.sqlite) { app in
            let (browser, _, _) = try await Self.setUp(app)
            let recipes = try await browser.get("/recipes")
            #expect(recipes.html.contains(#"href="/pairing""#))
        }
    }
}
