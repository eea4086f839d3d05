import Foundation
import LarderServer
import LarderTestSupport
import Testing
import Vapor

/// The web app in a real browser (headless Chromium through chromedriver): a phone-sized window,
/// the page's own script, cookies and redirects as people get them.
@Suite("Web app in a browser", .serialized, .needsChromium)
struct BrowserTests {
    @Test("Register, sign in, create a household, add a member, switch to Ukrainian, go dark")
    func walkThrough() async throws {
        try await withApp(.sqlite) { app in
            try await withRunningServer(app) { baseURL in
                try await WebDriver.with("browser") { browser in
                    try await walk(browser, app: app, baseURL: baseURL)
                }
            }
        }
    }

    @Test("Write a recipe through the form, scale it in place, cook with a timer, read it in Ukrainian")
    func recipeWalkThrough() async throws {
        try await withApp(.sqlite) { app in
            _ = try await StarterContent.seedIfNeeded(app)
            _ = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")
            _ = try await app.makeHousehold("Home", owner: ada)
            try await withRunningServer(app) { baseURL in
                try await WebDriver.with("recipe") { browser in
                    try await cookRecipe(browser, baseURL: baseURL)
                }
            }
        }
    }

    private func cookRecipe(_ browser: WebDriver, baseURL: URL) async throws {
        try await browser.open(baseURL.appendingPathComponent("login"))
        try await browser.type("ada@example.com", into: "#login")
        try await browser.type("correct horse", into: "#password")
        try await browser.click("form[action='/login'] button[type=submit]")
        try await browser.waitForText("Hello, Ada")

        // Write the recipe; the ingredient lines are read as they are typed.
        try await browser.open(baseURL.appendingPathComponent("recipes/new"))
        try await browser.type("Pancakes", into: "#title")
        try await browser.type("For the batter:\n2 cups all-purpose flour\n1 cup milk\n2 large eggs", into: "#ingredients")
        try await browser.waitFor("document.querySelectorAll('#ingredient-preview tbody tr').length === 4 && !document.getElementById('ingredient-preview').hidden")
        #expect(try await browser.text("#ingredient-preview").contains("all-purpose flour"))
        try await browser.keepScreenshot("recipe-form")
        try await browser.type("Rest the batter 3 seconds.\n\nFry 2 minutes on each side.", into: "#steps")
        try await browser.click("form.recipe-form button[type=submit]")
        try await browser.waitForText("Recipe saved.")
        try await browser.keepScreenshot("recipe-en")

        // One more serving: the ingredients change in place, without loading the page.
        _ = try await browser.script("window.larderMarker = 'same page'; return true")
        try await browser.click("a.stepper-button[aria-label='More servings']")
        try await browser.waitForText("2 1/2 cups all-purpose flour")
        #expect(try await browser.script("return window.larderMarker") as? String == "same page")
        #expect(try await browser.script("return location.search") as? String == "?servings=5")

        // Cooking mode: one step at a time, and the 3-second timer rings.
        try await browser.click("a[href*='/cook']")
        try await browser.waitForText("Step 1 of 2")
        #expect(try await browser.script("return document.querySelectorAll('.cook-step.is-current').length") as? Int == 1)
        // "Previous" on the first step cannot be pressed, and says so to the eye and to a screen reader.
        #expect(try await browser.script("return document.querySelector('[data-cook-previous]').disabled") as? Bool == true)
        #expect(try await browser.script("return document.documentElement.getAttribute('data-wake-lock')") as? String != nil)
        try await browser.click("[data-timer='3']")
        try await browser.waitForText("Time’s up!")
        try await browser.keepScreenshot("recipe-cook")
        try await browser.click("[data-cook-next]")
        try await browser.waitFor("document.getElementById('step-2').classList.contains('is-current')")
        #expect(try await browser.script("return document.querySelector('[data-cook-previous]').disabled") as? Bool == false)

        // The same recipe in Ukrainian.
        try await browser.click("[data-cook-done]")
        try await browser.waitForText("Nutrition per serving")
        try await browser.click("select[name=language] option[value=uk]")
        try await browser.waitForText("Інгредієнти")
        try await browser.keepScreenshot("recipe-uk")
    }

    private func walk(_ browser: WebDriver, app: Application, baseURL: URL) async throws {
        // Register the first account through the form.
        try await browser.open(baseURL.appendingPathComponent("register"))
        try await browser.type("Ada", into: "#name")
        try await browser.type("ada@example.com", into: "#email")
        try await browser.type("correct horse", into: "#password")
        try await browser.click("form[action='/register'] button[type=submit]")
        try await browser.waitForText("Hello, Ada")

        // Sign out and back in.
        try await browser.open(baseURL.appendingPathComponent("me"))
        try await browser.click("form[action='/logout'] button")
        try await browser.waitForText("Welcome to Larder")
        try await browser.open(baseURL.appendingPathComponent("login"))
        try await browser.type("ada@example.com", into: "#login")
        try await browser.type("correct horse", into: "#password")
        try await browser.click("form[action='/login'] button[type=submit]")
        try await browser.waitForText("Hello, Ada")

        // Create a household and add Bob, who has an account.
        _ = try await app.makeUser("Bob")
        try await browser.open(baseURL.appendingPathComponent("households"))
        try await browser.type("Flat 4", into: "#name")
        try await browser.click("form[action='/households'] button[type=submit]")
        try await browser.waitForText("Household “Flat 4” created.")
        try await browser.type("bob@example.com", into: "#login")
        try await browser.click("form[action$='/members'] button[type=submit]")
        try await browser.waitForText("Member added.")
        #expect(try await browser.text(".card-list").contains("Bob"))

        // Switch to Ukrainian with the language picker (its script submits on change).
        try await browser.click("select[name=language] option[value=uk]")
        try await browser.waitForText("Учасники")
        #expect(try await browser.script("return document.documentElement.lang") as? String == "uk")

        // The theme toggle goes dark at once and stays dark after a reload.
        try await browser.click("[data-theme-toggle]")
        #expect(try await browser.script("return document.documentElement.getAttribute('data-theme')") as? String == "dark")
        try await browser.open(baseURL)
        #expect(try await browser.script("return document.documentElement.getAttribute('data-theme')") as? String == "dark")
        let background = try await browser.script("return getComputedStyle(document.body).backgroundColor") as? String
        #expect(background == "rgb(21, 23, 26)")
        #expect(try await browser.text(".tabbar").contains("Головна"))
        try await browser.keepScreenshot("home-uk-dark")
        try await browser.open(baseURL.appendingPathComponent("me"))
        try await browser.keepScreenshot("me-uk-dark")
    }
}
