import Foundation
import LarderServer
import LarderTestSupport
import Testing
import Vapor

/// Taking an item off a list with a swipe, on a phone in Ukrainian: the strip the swipe uncovers
/// says what it does, and the message after it puts the item back in place.
@Suite(
    "Undo on a shopping list in a browser", .serialized,
    .needsChromium)
struct ShoppingUndoBrowserTests {
    @Test("A swipe uncovers a labelled strip, and Undo puts the swiped item back in place")
    func swipeThenUndo() async throws {
        try await withApp(.sqlite) { app in
            _ = try await StarterContent.seedIfNeeded(app)
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let list = try #require(try await app.api(.GET, "/api/households/\(home)/shopping-lists", as: ada.bearer).jsonArray.first?["id"] as? String)
            _ = try await app.api(.POST, "/api/shopping-lists/\(list)/items", json: ["text": "2 l milk"], as: ada.bearer)
            let before = try await app.api(.GET, "/api/shopping-lists/\(list)", as: ada.bearer).json["items"] as? [[String: Any]]
            let id = try #require(before?.first?["id"] as? String)
            try await withRunningServer(app) { baseURL in
                try await WebDriver.with("shopping-undo", windowSize: (width: 390, height: 844)) { phone in
                    try await phone.signIn(at: baseURL, as: "ada@example.com")
                    _ = try await phone.script("document.cookie = 'larder_lang=uk; path=/'; return true")
                    try await phone.open(baseURL.appendingPathComponent("shopping/lists/\(list)"))
                    try await phone.waitForText("milk")
                    _ = try await phone.script("window.larderMarker = 'same page'; return true")

                    let strip = try await phone.script(
                        "return getComputedStyle(document.querySelector('li.shopping-item'), '::after').content") as? String
                    try await phone.swipe("li.shopping-item button.shopping-check", by: -200)
                    try await phone.waitFor("document.querySelectorAll('li.shopping-item').length === 0")
                    try await phone.waitForText("прибрано зі списку")
                    try await phone.keepScreenshot("shopping-undo")
                    try await phone.click(".flash-action button")
                    try await phone.waitFor("document.querySelectorAll('li.shopping-item').length === 1")
                    try await phone.waitForText("знову в списку")

                    #expect(strip == "\"Прибрати\"")
                    #expect(try await phone.script("return window.larderMarker") as? String == "same page")
                }
            }
            let after = try await app.api(.GET, "/api/shopping-lists/\(list)", as: ada.bearer).json["items"] as? [[String: Any]]
            #expect(after?.map { $0["id"] as? String } == [id])
        }
    }
}
