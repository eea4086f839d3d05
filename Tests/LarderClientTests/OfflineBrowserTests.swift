import Foundation
import LarderServer
import LarderTestSupport
import Testing
import Vapor

/// In a shop without a connection: the shopping list and a recipe opened before stay readable,
/// ticks are kept on the phone and reach Larder when the connection returns (Chromium, with the
/// network switched off through chromedriver).
@Suite(
    "Offline in the shop", .serialized,
    .needsChromium)
struct OfflineBrowserTests {
    @Test("The list and a recipe read offline; a tick made offline is sent when the connection returns")
    func shopOffline() async throws {
        try await withApp(.sqlite) { app in
            _ = try await StarterContent.seedIfNeeded(app)
            let ada = try await app.makeUser("Ada")
            let created = try await app.api(.POST, "/api/households", json: ["name": "Home", "starterRecipes": true], as: ada.bearer)
            let home = try #require(created["id"])
            let list = try #require(
                try await app.api(.GET, "/api/households/\(home)/shopping-lists", as: ada.bearer).jsonArray.first?["id"] as? String)
            let milk = try #require(try await app.api(.POST, "/api/shopping-lists/\(list)/items", json: ["text": "2 l milk"], as: ada.bearer)["id"])
            _ = try await app.api(.POST, "/api/shopping-lists/\(list)/items", json: ["text": "bread"], as: ada.bearer)
            let recipes = try await app.api(.GET, "/api/recipes?householdId=\(home)&per=1", as: ada.bearer)
            let recipe = try #require((recipes.json["items"] as? [[String: Any]])?.first)
            let recipeID = try #require(recipe["id"] as? String)
            let recipeTitle = try #require(recipe["title"] as? String)

            try await withRunningServer(app) { serverURL in
                // The phone reaches Larder through a relay that can be unplugged.
                let network = try await SwitchableProxy(to: try #require(serverURL.port))
                defer { Task { await network.shutdown() } }
                let baseURL = try #require(URL(string: "http://127.0.0.1:\(network.port)"))
                try await WebDriver.with("offline") { phone in
                    try await phone.signIn(at: baseURL, as: "ada@example.com")
                    // Once the service worker runs the pages, open what will be needed in the shop.
                    try await phone.waitFor("navigator.serviceWorker && navigator.serviceWorker.controller")
                    try await phone.open(baseURL.appendingPathComponent("recipes/\(recipeID)"))
                    try await phone.waitForText(recipeTitle)
                    try await phone.open(baseURL.appendingPathComponent("shopping/lists/\(list)"))
                    try await phone.waitForText("milk")

                    network.setOffline(true)
                    try await phone.open(baseURL.appendingPathComponent("recipes/\(recipeID)"))
                    try await phone.waitForText(recipeTitle)
                    try await phone.open(baseURL.appendingPathComponent("shopping/lists/\(list)"))
                    try await phone.waitForText("bread")
                    try await phone.click("#item-\(milk) .shopping-check")
                    try await phone.waitFor("document.getElementById('item-\(milk)').classList.contains('is-checked')")
                    try await phone.waitFor("!document.querySelector('.offline-note').hidden")
                    #expect(try await phone.script("return JSON.parse(localStorage.getItem('larder-shopping-queue')).length") as? Int == 1)
                    try await phone.keepScreenshot("phone-shopping-offline")
                    // A page it never kept says so, in the app's own words.
                    try await phone.open(baseURL.appendingPathComponent("pantry"))
                    try await phone.waitForText("You are offline")
                    // Nothing reached Larder while offline.
                    let whileOffline = try await app.api(.GET, "/api/shopping-lists/\(list)", as: ada.bearer)
                    #expect(Self.isChecked(milk, in: whileOffline) == false)

                    network.setOffline(false)
                    try await phone.open(baseURL.appendingPathComponent("shopping/lists/\(list)"))
                    try await phone.waitFor("JSON.parse(localStorage.getItem('larder-shopping-queue') || '[]').length === 0")
                    let afterwards = try await app.api(.GET, "/api/shopping-lists/\(list)", as: ada.bearer)
                    #expect(Self.isChecked(milk, in: afterwards) == true)

                    // Signing out forgets what was kept for reading offline.
                    try await phone.open(baseURL.appendingPathComponent("me"))
                    try await phone.click("form[action='/logout'] button")
                    try await phone.waitFor("location.pathname === '/'")
                    try await phone.waitFor("typeof caches !== 'undefined'")
                    let kept = try await phone.script(
                        "var done = arguments[0]; caches.has('larder-pages').then(done)", async: true) as? Bool
                    #expect(kept == false)
                }
            }
        }
    }

    static func isChecked(_ item: String, in list: APIResponse) -> Bool? {
        let items = list.json["items"] as? [[String: Any]] ?? []
        return items.first { $0["id"] as? String == item }?["checked"] as? Bool
    }
}
