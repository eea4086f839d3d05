import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

/// "Phones and apps": making an app password shows it once with the server address and user
/// name; revoking it signs the phone out.
@Suite("App password pages")
struct AppPasswordPagesTests {
    @Test("Making an app password shows it once, with the address and user name to type", arguments: TestDatabase.all)
    func madePasswordIsShownOnce(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let browser = WebBrowser(app)
            try await browser.signIn("ada@example.com")
            let empty = try await browser.get("/me/phones")
            #expect(empty.html.contains("No app passwords yet"))
            #expect(empty.html.contains("iPhone and iPad"))

            let made = try await browser.post("/me/phones", ["name": "Ada's iPhone"])
            #expect(made.html.contains("caldav-password"))
            #expect(made.html.contains("ada@example.com"))
            #expect(made.html.contains("/dav/") || made.html.contains("http://"))
            let listed = try await app.api(.GET, "/api/me/app-passwords", as: ada.bearer).jsonArray
            #expect(listed.map { $0["name"] as? String } == ["Ada's iPhone"])

            let again = try await browser.get("/me/phones")
            #expect(!again.html.contains("caldav-password"))
            #expect(again.html.contains("Ada&#39;s iPhone") || again.html.contains("Ada's iPhone"))
        }
    }

    @Test("A device name is required, and the error names the field")
    func deviceNameIsRequired() async throws {
        try await withApp(.sqlite) { app in
            _ = try await app.makeUser("Ada")
            let browser = WebBrowser(app)
            try await browser.signIn("ada@example.com")
            let refused = try await browser.post("/me/phones", ["name": "  "])
            #expect(refused.status == .badRequest)
            #expect(refused.html.contains("name-error"))
        }
    }

    @Test("Revoking from the page removes the app password")
    func revokingRemovesIt() async throws {
        try await withApp(.sqlite) { app in
            let ada = try await app.makeUser("Ada")
            let browser = WebBrowser(app)
            try await browser.signIn("ada@example.com")
            try await browser.post("/me/phones", ["name": "Old phone"])
            let id = try #require(try await app.api(.GET, "/api/me/app-passwords", as: ada.bearer).jsonArray.first?["id"] as? String)
            let revoked = try await browser.post("/me/phones/\(id)/revoke")
            #expect(revoked.location == "/me/phones")
            #expect(try await app.api(.GET, "/api/me/app-passwords", as: ada.bearer).jsonArray.isEmpty)
        }
    }
}
