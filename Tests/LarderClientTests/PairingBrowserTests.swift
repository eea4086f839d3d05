import Foundation
import LarderCore
import LarderServer
import LarderTestSupport
import Testing
import Vapor

/// The pairing flow in a real browser (headless Chromium, a phone-sized window): from Recipes to
/// a main product's partners, picking two, saving the combination and making its shopping list.
@Suite(
    "Pairing in a browser", .serialized,
    .needsChromium)
struct PairingBrowserTests {
    @Test("Pick partners for pork, save the combination, and make its shopping list")
    func buildSaveAndShop() async throws {
        try await withApp(.sqlite) { app in
            _ = try await StarterContent.seedIfNeeded(app)
            _ = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            try await withRunningServer(app) { baseURL in
                try await WebDriver.with("pairing-ada") { browser in
                    try await browser.open(baseURL.appendingPathComponent("login"))
                    try await browser.type("ada@example.com", into: "#login")
                    try await browser.type("correct horse", into: "#password")
                    try await browser.click("form[action='/login'] button[type=submit]")
                    try await browser.waitForText("Hello,")

                    try await browser.open(baseURL.appendingPathComponent("recipes"))
                    try await browser.click("a[href='/pairing']")
                    try await browser.click("a[href^='/pairing/categories/meat']")
                    try await browser.click("a[href^='/pairing/products/pork']")
                    try await browser.waitForText("Dill")
                    try await browser.click("label.chip:has(input[value=dill])")
                    try await browser.click("label.chip:has(input[value=buckwheat])")
                    try await browser.keepScreenshot("pairing-partners")
                    try await browser.click("form[action='/pairing/combinations'] button[type=submit]")
                    try await browser.waitForText("Combination “Pork” saved.")
                    try await browser.click("form[action$='/shopping-list'] button[type=submit]")
                    try await browser.waitForText("Shopping list “Pork” made.")
                    try await browser.keepScreenshot("pairing-shopping-list")
                }
            }
            let lists = try await app.api(.GET, "/api/households/\(home)/shopping-lists", as: ada.bearer).jsonArray
            #expect(lists.contains { $0["name"] as? String == "Pork" && $0["itemCount"] as? Int == 3 })
        }
    }
}

extension PairingBrowserTests {
    @Test("From a product's partners to what goes with it in the pantry, with the reasons")
    func suggestionsFromThePantry() async throws {
        try await withApp(.sqlite) { app in
            _ = try await StarterContent.seedIfNeeded(app)
            _ = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            await app.usePairingModel(PairingModel(network: SalmonFlavorNetwork.network))
            _ = try await app.api(.POST, "/api/households/\(home)/pantry/items", json: ["name": "lemon", "amount": 2], as: ada.bearer)
            try await withRunningServer(app) { baseURL in
                try await WebDriver.with("pairing-suggest") { browser in
                    try await browser.open(baseURL.appendingPathComponent("login"))
                    try await browser.type("ada@example.com", into: "#login")
                    try await browser.type("correct horse", into: "#password")
                    try await browser.click("form[action='/login'] button[type=submit]")
                    try await browser.waitForText("Hello,")

                    try await browser.open(baseURL.appendingPathComponent("pairing"))
                    try await browser.click("a[href^='/pairing/suggest']")
                    try await browser.type("salmon, dill", into: "#ingredients")
                    try await browser.click("label.chip:has(input[name=pantry])")
                    try await browser.click("form[action='/pairing/suggest'] button[type=submit]")
                    try await browser.waitForText("recipes together: 3")
                    try await browser.waitForText("in your pantry")
                    try await browser.keepScreenshot("pairing-suggestions")
                }
            }
        }
    }
}
