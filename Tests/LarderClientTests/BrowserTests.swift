import Foundation
import LarderTestSupport
import Testing
import Vapor

/// The web app in a real browser (headless Chromium through chromedriver): a phone-sized window,
/// the page's own script, cookies and redirects as people get them.
@Suite("Web app in a browser", .enabled(if: WebDriver.isAvailable, "chromium and chromium-driver are not installed (.ci/run installs them)"))
struct BrowserTests {
    @Test("Register, sign in, create a household, add a member, switch to Ukrainian, go dark")
    func walkThrough() async throws {
        try await withApp(.sqlite) { app in
            try await withRunningServer(app) { baseURL in
                let browser = try await WebDriver(port: try FreePort.find())
                do {
                    try await walk(browser, app: app, baseURL: baseURL)
                    await browser.quit()
                } catch {
                    try? await browser.screenshot(to: FileManager.default.temporaryDirectory.appendingPathComponent("larder-browser-failure.png").path)
                    await browser.quit()
                    throw error
                }
            }
        }
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
        try await keepScreenshot(browser, "home-uk-dark")
        try await browser.open(baseURL.appendingPathComponent("me"))
        try await keepScreenshot(browser, "me-uk-dark")
    }

    /// With LARDER_BROWSER_SCREENSHOTS set to a folder, keeps what the browser showed, for people to look at.
    private func keepScreenshot(_ browser: WebDriver, _ name: String) async throws {
        guard let folder = ProcessInfo.processInfo.environment["LARDER_BROWSER_SCREENSHOTS"] else { return }
        try await browser.screenshot(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).png").path)
    }
}
