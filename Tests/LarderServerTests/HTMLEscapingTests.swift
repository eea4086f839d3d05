import Foundation
import LarderTestSupport
import Testing
import Vapor

/// Plot writes attribute values as given; what a person typed or put in an address must still
/// come out as text, never as markup.
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
}
