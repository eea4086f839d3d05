import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

/// Taking an item off a list can be undone from the message that says it went.
@Suite("Undoing a removal from a shopping list")
struct ShoppingUndoTests {
    static func items(_ app: Application, _ list: String, as user: TestUser) async throws -> [[String: Any]] {
        try await app.api(.GET, "/api/shopping-lists/\(list)", as: user.bearer).json["items"] as? [[String: Any]] ?? []
    }

    @Test("Undo puts the item back as it was: same id, amount, note and sources", arguments: TestDatabase.all)
    func undoRestoresTheItem(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let (browser, ada, _, list) = try await ShoppingPagesTests.setUp(app)
            try await browser.post("/shopping/lists/\(list)/items", ["text": "2 l milk"])
            try await browser.post("/shopping/lists/\(list)/items", ["text": "500 ml milk"])
            let before = try #require(try await Self.items(app, list, as: ada).first)
            let id = try #require(before["id"] as? String)
            try await browser.post("/shopping/lists/\(list)/items/\(id)/edit", ["note": "semi-skimmed"])
            let noted = try #require(try await Self.items(app, list, as: ada).first)

            let removed = try await browser.follow(try await browser.post("/shopping/lists/\(list)/items/\(id)/delete"))
            let whileGone = try await Self.items(app, list, as: ada)
            try await browser.post("/shopping/lists/\(list)/items/undo-delete")
            let after = try #require(try await Self.items(app, list, as: ada).first)

            #expect(removed.html.contains("Removed “milk”."))
            #expect(removed.html.contains("action=\"/shopping/lists/\(list)/items/undo-delete\""))
            #expect(whileGone.isEmpty)
            #expect(after["id"] as? String == id)
            #expect(after["amount"] as? String == noted["amount"] as? String)
            #expect(after["note"] as? String == "semi-skimmed")
            #expect((after["sources"] as? [Any])?.count == 2)
        }
    }

    @Test("Undo works once; a second press changes nothing and says so", arguments: TestDatabase.all)
    func undoOnce(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let (browser, ada, _, list) = try await ShoppingPagesTests.setUp(app)
            try await browser.post("/shopping/lists/\(list)/items", ["text": "bread"])
            let id = try #require(try await Self.items(app, list, as: ada).first?["id"] as? String)
            try await browser.post("/shopping/lists/\(list)/items/\(id)/delete")

            try await browser.post("/shopping/lists/\(list)/items/undo-delete")
            let again = try await browser.follow(try await browser.post("/shopping/lists/\(list)/items/undo-delete"))

            #expect(try await Self.items(app, list, as: ada).count == 1)
            #expect(again.html.contains("There is nothing to undo."))
        }
    }

    @Test("Only the person who removed an item can put it back, and a stranger is told the list does not exist")
    func undoIsThePersonsOwn() async throws {
        try await withApp(.sqlite) { app in
            let (browser, ada, household, list) = try await ShoppingPagesTests.setUp(app)
            let bob = try await app.makeUser("Bob")
            try await app.addMember(bob, to: household, by: ada)
            let eve = try await app.makeUser("Eve")
            try await browser.post("/shopping/lists/\(list)/items", ["text": "bread"])
            let id = try #require(try await Self.items(app, list, as: ada).first?["id"] as? String)
            try await browser.post("/shopping/lists/\(list)/items/\(id)/delete")

            let bobs = try await WebBrowser.signedIn(app, as: bob)
            let bobsUndo = try await bobs.follow(try await bobs.post("/shopping/lists/\(list)/items/undo-delete"))
            let eves = try await WebBrowser.signedIn(app, as: eve)
            let evesUndo = try await eves.post("/shopping/lists/\(list)/items/undo-delete")

            #expect(bobsUndo.html.contains("There is nothing to undo."))
            #expect(evesUndo.status == .notFound)
            #expect(try await Self.items(app, list, as: ada).isEmpty)
        }
    }
}
