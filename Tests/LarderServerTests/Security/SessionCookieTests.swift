import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

@Suite("Session cookie")
struct SessionCookieTests {
    @Test("Signing in sets a session cookie that lasts thirty days by Max-Age, HttpOnly and SameSite=Lax")
    func sessionCookieLastsThirtyDays() async throws {
        try await withApp(.sqlite) { app in
            // setup
            let ada = try await app.makeUser("Ada")
            let browser = WebBrowser(app)

            // MUT
            let signedIn = try await browser.signIn(ada.email, password: ada.password)

            // validate
            let cookie = signedIn.headers[.setCookie].first { $0.hasPrefix("larder_session=") } ?? ""
            #expect(cookie.contains("Max-Age=\(30 * 24 * 3600)"))
            #expect(!cookie.contains("Expires="))
            #expect(cookie.contains("HttpOnly"))
            #expect(cookie.lowercased().contains("samesite=lax"))
        }
    }
}
