import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

@Suite("Security headers")
struct SecurityHeadersTests {
    @Test("Every page forbids framing and inline scripts, and says not to sniff or leak the address")
    func pagesCarryThePolicy() async throws {
        try await withApp(.sqlite) { app in
            // MUT
            let page = try await WebBrowser(app).get("/login")

            // validate
            let policy = page.headers.first(name: "Content-Security-Policy") ?? ""
            #expect(policy.contains("frame-ancestors 'none'"))
            #expect(policy.contains("script-src 'self'") && !policy.contains("script-src 'self' 'unsafe-inline'"))
            #expect(page.headers.first(name: "X-Content-Type-Options") == "nosniff")
            #expect(page.headers.first(name: "Referrer-Policy") == "same-origin")
            #expect(page.headers.first(name: "Strict-Transport-Security") == nil)
        }
    }

    @Test("With secure cookies on, browsers are told to keep to HTTPS")
    func strictTransportSecurityBehindHTTPS() async throws {
        try await withApp(.sqlite, configure: { $0.secureCookies = true }) { app in
            let page = try await WebBrowser(app).get("/login")
            #expect(page.headers.first(name: "Strict-Transport-Security")?.contains("max-age=") == true)
        }
    }

    @Test("An administrators' operation refuses a non-admin before it reads the body", arguments: [TestDatabase.sqlite])
    func adminRightBeforeBody(database: TestDatabase) async throws {
        try await withApp(database) { app in
            // setup
            _ = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")

            // MUT
            let refused = try await app.api(.POST, "/api/admin/devices", raw: "{not json", as: ada.bearer)

            // validate
            #expect(refused.status == .forbidden)
        }
    }
}
