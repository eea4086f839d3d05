import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

/// U+0000 cut text short when it was read back; text may hold tabs and line breaks, no other
/// control characters, and a refusal names the field and changes nothing.
@Suite("Control characters in text")
struct ControlCharactersTests {
    @Test("A JSON field with U+0000 is refused naming the field, and nothing is saved", arguments: TestDatabase.all)
    func nullInAJSONField(database: TestDatabase) async throws {
        try await withApp(database) { app in
            // setup
            let ada = try await app.makeUser("Ada")

            // MUT
            let refused = try await app.api(.POST, "/api/households", json: ["name": "Home\u{0}Sweet"], as: ada.bearer)

            // validate
            #expect(refused.status == .badRequest)
            #expect(refused.errorField == "name")
            let listed = try await app.api(.GET, "/api/households", as: ada.bearer)
            #expect(!listed.body.contains("Home"))
        }
    }

    @Test("A control character deep in a body is named by its path")
    func nestedFieldPath() {
        let json: [String: Any] = ["title": "Soup", "steps": ["Boil.", "Stir\u{7}."], "tags": [] as [Any]]
        #expect(ControlCharacters.firstField(in: json) == "steps[1]")
    }

    @Test("Tabs and line breaks are text; other C0 and C1 controls and DEL are not")
    func whatCounts() {
        #expect(ControlCharacters.isAllowed("one\ttwo\r\nthree\nfour — ünï ✓"))
        for control in ["\u{0}", "\u{8}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9F}"] {
            #expect(!ControlCharacters.isAllowed("a\(control)b"))
        }
    }

    @Test("A web form field with a control character is refused naming it", arguments: [TestDatabase.sqlite])
    func controlCharacterInAForm(database: TestDatabase) async throws {
        try await withApp(database) { app in
            // setup
            let ada = try await app.makeUser("Ada")
            let browser = WebBrowser(app)
            try await browser.signIn(ada.email, password: ada.password)
            _ = try await browser.get("/households")

            // MUT
            let refused = try await browser.post("/households", ["name": "Home\u{1B}[31m"])

            // validate
            #expect(refused.status == .badRequest)
            #expect(refused.html.contains("name"))
            let listed = try await app.api(.GET, "/api/households", as: ada.bearer)
            #expect(!listed.body.contains("Home"))
        }
    }
}
