import Foundation
import LarderServer
import LarderTestSupport
import Testing
import Vapor

/// What a person typed or put in an address comes out as text, never as markup.
@Suite("HTML escaping")
struct HTMLEscapingTests {
    private let attack = #""><script>alert(1)</script>"#

    @Test("The sign-in page's return address is written as text", arguments: [TestDatabase.sqlite])
    func signInReturnAddress(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let encoded = attack.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            let page = try await WebBrowser(app).get("/login?next=\(encoded)")
            #expect(!page.html.contains("<script>alert(1)</script>"))
        }
    }

    @Test("The admin's account search is written back as text", arguments: [TestDatabase.sqlite])
    func adminSearch(database: TestDatabase) async throws {
        try await withApp(database) { app in
            _ = try await app.makeUser("Admin")
            let browser = WebBrowser(app)
            try await browser.signIn("admin@example.com")
            let encoded = attack.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            let page = try await browser.get("/admin/users?q=\(encoded)")
            #expect(!page.html.contains("<script>alert(1)</script>"))
            #expect(page.html.contains("&quot;&gt;&lt;script&gt;"))
        }
    }

    @Test("A household's name in page titles and confirmations is text", arguments: [TestDatabase.sqlite])
    func householdName(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold(attack, owner: ada)
            let browser = WebBrowser(app)
            try await browser.signIn(ada.email, password: ada.password)
            let page = try await browser.get("/households/\(home)")
            #expect(!page.html.contains("<script>alert(1)</script>"))
        }
    }

    @Test("The address asked for on the forgotten-password page is written back as text", arguments: [TestDatabase.sqlite])
    func forgottenPasswordAddress(database: TestDatabase) async throws {
        try await withApp(database, configure: { configuration in
            // No mail is sent to a string that is not an address, so nothing needs to listen here.
            configuration.mail = MailSettings(host: "127.0.0.1", port: 9, security: .none, from: "larder@example.test")
            configuration.publicURL = "http://larder.example.test"
        }) { app in
            let browser = WebBrowser(app)
            try await browser.get("/password/forgot")
            let page = try await browser.post("/password/forgot", ["email": attack])
            #expect(!page.html.contains("<script>alert(1)</script>"))
            #expect(page.html.contains("&lt;script&gt;"))
        }
    }

    @Test("A forged reset token is not written into the page", arguments: [TestDatabase.sqlite])
    func forgedResetToken(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let encoded = attack.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            let page = try await WebBrowser(app).get("/password/reset?token=\(encoded)")
            #expect(page.status == .notFound)
            #expect(!page.html.contains("<script>alert(1)</script>"))
        }
    }
}
