import Foundation
import LarderCore
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

@Suite("Pairing pages: suggestions, changing products, the CSV upload")
struct PairingSuggestAndEditPagesTests {
    /// Ada (the first user, so an admin) and Bob share a household; each has a browser signed in.
    static func setUp(_ app: Application) async throws -> (ada: WebBrowser, bob: WebBrowser, bobUser: TestUser, household: String) {
        _ = try await StarterContent.seedIfNeeded(app)
        let ada = try await app.makeUser("Ada")
        let bob = try await app.makeUser("Bob")
        let household = try await app.makeHousehold("Home", owner: ada)
        try await app.addMember(bob, to: household, by: ada)
        return (try await WebBrowser.signedIn(app, as: ada), try await WebBrowser.signedIn(app, as: bob), bob, household)
    }

    @Test(
        "What goes with it lists partners with their reasons in the reader's language",
        arguments: [("en", "recipes together: 3"), ("uk", "рецептів разом: 3"), ("ru", "рецептов вместе: 3")])
    func suggestionsWithReasons(language: String, reason: String) async throws {
        try await withApp(.sqlite) { app in
            let (_, bob, bobUser, household) = try await Self.setUp(app)
            await app.usePairingModel(PairingModel(network: SalmonFlavorNetwork.network))
            _ = try await app.api(.PATCH, "/api/me", json: ["preferredLanguage": language], as: bobUser.bearer)

            let page = try await bob.get("/pairing/suggest?household=\(household)&ingredients=salmon,%20dill")

            #expect(page.status == .ok)
            #expect(page.html.contains(#"data-ingredient="lemon""#))
            #expect(page.html.contains(reason))
        }
    }

    @Test("A region keeps its recipes' partners on the page")
    func regionFilter() async throws {
        try await withApp(.sqlite) { app in
            let (_, bob, _, household) = try await Self.setUp(app)
            await app.usePairingModel(PairingModel(network: SalmonFlavorNetwork.network))

            let page = try await bob.get("/pairing/suggest?household=\(household)&ingredients=salmon&region=EastAsian")

            #expect(page.html.contains(#"data-ingredient="ginger""#))
            #expect(!page.html.contains(#"data-ingredient="lemon""#))
        }
    }

    @Test("An unknown region is shown as the form's error with 400")
    func unknownRegion() async throws {
        try await withApp(.sqlite) { app in
            let (_, bob, _, household) = try await Self.setUp(app)
            await app.usePairingModel(PairingModel(network: SalmonFlavorNetwork.network))

            let page = try await bob.get("/pairing/suggest?household=\(household)&ingredients=salmon&region=Atlantis")

            #expect(page.status == .badRequest)
            #expect(page.html.contains("there is no region Atlantis"))
        }
    }

    @Test("Without the flavour network the page says when suggestions come")
    func engineOff() async throws {
        try await withApp(.sqlite) { app in
            let (_, bob, _, household) = try await Self.setUp(app)

            let page = try await bob.get("/pairing/suggest?household=\(household)&ingredients=salmon")

            #expect(page.status == .ok)
            #expect(page.html.contains("once the flavour network is loaded"))
        }
    }

    @Test("A member changes the household's own product through its form; a shared one's form is the admins'", arguments: TestDatabase.all)
    func changeProductByForm(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let (_, bob, bobUser, household) = try await Self.setUp(app)
            let created = try await app.api(
                .POST, "/api/households/\(household)/pairing/products", json: ["names": ["en": "Quince"], "categoryId": "fruits"],
                as: bobUser.bearer)
            let id = try #require(created.json["id"] as? String)
            _ = try await bob.get("/pairing/products/\(id)/edit?household=\(household)")

            let saved = try await bob.follow(
                try await bob.post(
                    "/pairing/products/\(id)/edit",
                    pairs: [("householdId", household), ("en", "Quince"), ("uk", "Айва"), ("ru", "Айва"), ("categoryId", "fruits"), ("picture", "")]))
            let shared = try await bob.get("/pairing/products/pork/edit?household=\(household)")

            #expect(saved.html.contains("Product saved."))
            let product = try await app.api(.GET, "/api/households/\(household)/pairing/products/\(id)", as: bobUser.bearer)
            #expect((product.json["names"] as? [String: Any])?["uk"] as? String == "Айва")
            #expect(shared.status == .forbidden)
        }
    }

    @Test("An admin uploads the original's three files and sees what came in and each row left out", arguments: TestDatabase.all)
    func adminUpload(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let (ada, bob, _, _) = try await Self.setUp(app)
            func file(_ field: String, _ text: String) -> WebBrowser.Upload {
                WebBrowser.Upload(field: field, filename: "\(field).csv", contentType: "text/csv", bytes: Array(text.utf8))
            }
            let files = [
                file("categories", "name;id;isGeneral;pairedCategories\nМясо;1;True;2\nГарниры;2;FALSE;–\n"),
                file("products", "name;id;categoryId\nСвинина;10;1\nГречка;20;2\nНикто;40;9\n"),
                file("pairs", "mainId;pairedIds\n10;20\n"),
            ]
            _ = try await ada.get("/pairing/import")

            let report = try await ada.post("/pairing/import", pairs: [], files: files)
            _ = try await bob.get("/pairing")
            let refused = try await bob.post("/pairing/import", pairs: [], files: files)

            #expect(report.status == .ok)
            #expect(report.html.contains("categories: 2, products: 2, main products with partners: 1"))
            #expect(report.html.contains("products, line 4"))
            #expect(refused.status == .forbidden)
        }
    }

    @Test("The upload without a file names the missing one")
    func uploadWithoutFile() async throws {
        try await withApp(.sqlite) { app in
            let (ada, _, _, _) = try await Self.setUp(app)
            _ = try await ada.get("/pairing/import")

            let page = try await ada.post(
                "/pairing/import", pairs: [],
                files: [WebBrowser.Upload(field: "categories", filename: "c.csv", contentType: "text/csv", bytes: Array("name;id\n".utf8))])

            #expect(page.status == .badRequest)
            #expect(page.html.contains("“Products”: choose the file."))
        }
    }
}
