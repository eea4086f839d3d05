import Foundation
import LarderTestSupport
import SQLKit
import Testing
import Vapor

@testable import LarderServer

/// A visitor's form token lives in a cookie of its own, so reading pages without an account
/// writes nothing to the database; the token still guards every form.
@Suite("Visitor form tokens")
struct VisitorFormTokenTests {
    @Test("A visitor's page views store no session", arguments: TestDatabase.all)
    func visitorPagesStoreNoSession(database: TestDatabase) async throws {
        try await withApp(database) { app in
            // setup
            _ = try await app.makeUser("Ada")
            let browser = WebBrowser(app)

            // MUT
            for path in ["/login", "/", "/recipes", "/login"] {
                #expect(try await browser.get(path).status == .ok, "\(path)")
            }

            // validate
            let sessions = try await app.db.sql().raw("SELECT COUNT(*) AS n FROM web_sessions").first()?.decode(column: "n", as: Int.self)
            #expect(sessions == 0)
            #expect(browser.cookies["larder_session"] == nil)
        }
    }

    @Test("The visitor's token cookie is HttpOnly and SameSite=Lax", arguments: [TestDatabase.sqlite])
    func visitorTokenCookieFlags(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let page = try await WebBrowser(app).get("/login")

            let cookie = page.headers[.setCookie].first { $0.hasPrefix("\(WebForm.visitorTokenCookie)=") } ?? ""
            #expect(cookie.contains("HttpOnly"))
            #expect(cookie.lowercased().contains("samesite=lax"))
        }
    }

    @Test("A visitor signs in with the form token their cookie carries", arguments: [TestDatabase.sqlite])
    func visitorSignsInWithCookieToken(database: TestDatabase) async throws {
        try await withApp(database) { app in
            _ = try await app.makeUser("Ada")
            let browser = WebBrowser(app)
            try await browser.get("/login")

            let signedIn = try await browser.post("/login", ["login": "ada@example.com", "password": "correct horse"])

            #expect(signedIn.status == .seeOther)
            #expect(try await browser.follow(signedIn).html.contains("Hello, Ada"))
        }
    }

    @Test("A form token without the cookie that goes with it is refused", arguments: [TestDatabase.sqlite])
    func tokenWithoutItsCookieIsRefused(database: TestDatabase) async throws {
        try await withApp(database) { app in
            // setup: the attacker reads a token from their own visit...
            _ = try await app.makeUser("Ada")
            let attackersPage = try await WebBrowser(app).get("/login")
            let token = try #require(Self.formToken(in: attackersPage.html))
            let victim = WebBrowser(app)

            // MUT: ...and has the victim's browser post it.
            let forged = try await victim.post(
                "/login", ["login": "ada@example.com", "password": "correct horse", WebForm.csrfField: token], includeCSRF: false)

            // validate
            #expect(forged.status == .forbidden)
            #expect(victim.cookies["larder_session"] == nil)
        }
    }

    private static func formToken(in html: String) -> String? {
        guard let start = html.range(of: #"name="_csrf" value=""#) else { return nil }
        return html[start.upperBound...].split(separator: "\"", maxSplits: 1).first.map(String.init)
    }
}
