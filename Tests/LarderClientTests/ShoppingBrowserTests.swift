import Foundation
import LarderServer
import LarderTestSupport
import Testing
import Vapor

/// The shopping list in real browsers (headless Chromium): two people of one household with the
/// list open on their phones; what one adds or ticks off shows on the other's screen by itself.
@Suite(
    "Shopping in a browser", .serialized,
    .needsChromium)
struct ShoppingBrowserTests {
    @Test("Add, tick off and swipe away in place; the other phone follows live")
    func twoPhones() async throws {
        try await withApp(.sqlite) { app in
            _ = try await StarterContent.seedIfNeeded(app)
            _ = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")
            let bob = try await app.makeUser("Bob")
            let home = try await app.makeHousehold("Home", owner: ada)
            try await app.addMember(bob, to: home, by: ada)
            let lists = try await app.api(.GET, "/api/households/\(home)/shopping-lists", as: ada.bearer).jsonArray
            let list = try #require(lists.first?["id"] as? String)
            _ = try await app.api(.POST, "/api/shopping-lists/\(list)/items", json: ["text": "1 kg tomatoes"], as: ada.bearer)
            try await withRunningServer(app) { baseURL in
                try await WebDriver.with("shopping-ada") { adasPhone in
                    try await WebDriver.with("shopping-bob") { bobsPhone in
                        try await shop(adasPhone, bobsPhone, baseURL: baseURL, list: list)
                    }
                }
            }
        }
    }

    private func shop(_ ada: WebDriver, _ bob: WebDriver, baseURL: URL, list: String) async throws {
        for (browser, email) in [(ada, "ada@example.com"), (bob, "bob@example.com")] {
            try await browser.open(baseURL.appendingPathComponent("login"))
            try await browser.type(email, into: "#login")
            try await browser.type("correct horse", into: "#password")
            try await browser.click("form[action='/login'] button[type=submit]")
            try await browser.waitForText("Hello,")
            try await browser.open(baseURL.appendingPathComponent("shopping"))
            try await browser.click("a.shopping-list-link")
            try await browser.waitForText("tomatoes")
            _ = try await browser.script("window.larderMarker = 'same page'; return true")
        }

        // Ada adds milk: her list changes in place, and Bob's follows without him doing anything.
        try await ada.type("2 l milk", into: "#shopping-add-text")
        try await ada.click("form.shopping-add button[type=submit]")
        try await ada.waitForText("DAIRY & EGGS")
        try await bob.waitForText("2 l milk")
        #expect(try await ada.script("return window.larderMarker") as? String == "same page")
        #expect(try await bob.script("return window.larderMarker") as? String == "same page")
        try await ada.keepScreenshot("shopping-list")

        // Bob ticks the tomatoes off in the shop; Ada sees them ticked.
        try await bob.click("li.shopping-item:not(.is-checked) button.shopping-check")
        try await ada.waitFor("document.querySelectorAll('li.shopping-item.is-checked').length === 1")
        try await bob.waitFor("document.querySelectorAll('li.shopping-item.is-checked').length === 1")
        #expect(try await ada.text("li.shopping-item.is-checked").contains("tomatoes"))
        try await bob.keepScreenshot("shopping-ticked")

        // Ada swipes the milk away on her phone; it leaves both lists.
        try await ada.swipe("li.shopping-item:not(.is-checked) button.shopping-check", by: -170)
        try await ada.waitFor("document.querySelectorAll('li.shopping-item').length === 1")
        try await bob.waitFor("document.querySelectorAll('li.shopping-item').length === 1")
        #expect(try await bob.text("li.shopping-item").contains("tomatoes"))
        try await ada.type("1 l milk", into: "#shopping-add-text")
        try await ada.click("form.shopping-add button[type=submit]")
        try await ada.waitFor("document.querySelectorAll('li.shopping-item').length === 2")

        // The editor opens over the row; dark theme.
        try await ada.click("[data-theme-toggle]")
        try await ada.click("li.shopping-item:not(.is-checked) details > summary")
        try await ada.keepScreenshot("shopping-edit-dark")
    }
}
