import Foundation
import LarderServer
import LarderTestSupport
import Testing
import Vapor

/// "Are you sure?" is the app's own dialog, in the reader's language, not the browser's `confirm()`.
@Suite(
    "Asking first in a browser", .serialized,
    .needsChromium)
struct ConfirmDialogBrowserTests {
    @Test("Cooking from the pantry asks in the app's dialog; cancelling sends nothing, yes sends the form")
    func cookingAsksFirst() async throws {
        try await withApp(.sqlite) { app in
            _ = try await StarterContent.seedIfNeeded(app)
            let ada = try await app.makeUser("Ada")
            _ = try await app.api(.PATCH, "/api/me", json: ["preferredLanguage": "uk"], as: ada.bearer)
            let created = try await app.api(.POST, "/api/households", json: ["name": "Дім", "starterRecipes": true], as: ada.bearer)
            let home = try #require(created["id"])
            let recipes = try await app.api(.GET, "/api/recipes?householdId=\(home)&per=1", as: ada.bearer)
            let recipe = try #require((recipes.json["items"] as? [[String: Any]])?.first?["id"] as? String)
            try await withRunningServer(app) { baseURL in
                try await WebDriver.with("confirm") { phone in
                    try await phone.signIn(at: baseURL, as: "ada@example.com")
                    try await phone.open(baseURL.appendingPathComponent("recipes/\(recipe)"))
                    try await phone.click("form.cook-from-pantry button[type=submit]")
                    try await phone.waitFor("document.getElementById('confirm-dialog').open")
                    #expect(try await phone.text("#confirm-dialog").contains("Так, продовжити"))
                    #expect(try await phone.text(".confirm-dialog-message").contains("Списати з комори"))
                    try await phone.keepScreenshot("phone-confirm-dialog")

                    try await phone.click("[data-confirm-cancel]")
                    try await phone.waitFor("!document.getElementById('confirm-dialog').open")
                    #expect(try await phone.currentPath() == "/recipes/\(recipe)")

                    try await phone.click("form.cook-from-pantry button[type=submit]")
                    try await phone.waitFor("document.getElementById('confirm-dialog').open")
                    try await phone.click("[data-confirm-ok]")
                    try await phone.waitFor("location.pathname.endsWith('/pantry-cook')")
                }
            }
        }
    }
}
