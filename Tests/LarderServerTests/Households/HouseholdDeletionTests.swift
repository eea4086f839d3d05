import Foundation
import LarderTestSupport
import Testing
import Vapor

/// An owner deletes a household with everything it holds, after a confirmation that says what
/// goes and asks for its name; nothing of another household is touched.
@Suite("Deleting a household")
struct HouseholdDeletionTests {
    /// A household with a bit of everything: a recipe, stock, a shopping list item, a reminder, a planned meal.
    static func filledHousehold(_ app: Application, _ name: String, owner: TestUser) async throws -> (id: String, recipeID: String) {
        let home = try await app.makeHousehold(name, owner: owner)
        let h = "/api/households/\(home)"
        let recipe = try await app.api(
            .POST, "/api/recipes?householdId=\(home)",
            json: ["title": "\(name) soup", "servings": 2, "ingredients": [["text": "200 g rice"]], "steps": ["Cook."]], as: owner.bearer)
        let recipeID = try #require(recipe.json["id"] as? String)
        _ = try await app.api(.POST, "\(h)/pantry/items", json: ["name": "rice", "amount": 1, "unit": "kg"], as: owner.bearer)
        _ = try await app.api(.POST, "\(h)/pantry/items", json: ["name": "milk", "amount": 1, "unit": "l"], as: owner.bearer)
        let lists = try await app.api(.GET, "\(h)/shopping-lists", as: owner.bearer)
        if let listID = lists.jsonArray.first?["id"] as? String {
            _ = try await app.api(.POST, "/api/shopping-lists/\(listID)/items", json: ["text": "bread"], as: owner.bearer)
        }
        _ = try await app.api(.POST, "\(h)/reminders", json: ["title": "Defrost the fish"], as: owner.bearer)
        _ = try await app.api(
            .POST, "\(h)/plan/entries",
            json: ["day": "2026-12-01", "meal": "dinner", "recipeId": recipeID],
            as: owner.bearer)
        return (home, recipeID)
    }

    static func counts(_ response: APIResponse) -> [String: Int] {
        let holdings = response.json["holdings"] as? [[String: Any]] ?? []
        return Dictionary(uniqueKeysWithValues: holdings.compactMap { row in
            (row["kind"] as? String).flatMap { kind in (row["count"] as? Int).map { (kind, $0) } }
        })
    }

    @Test("The holdings say what the household holds, kind by kind", arguments: TestDatabase.all)
    func holdingsCountWhatTheHouseholdHolds(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let bob = try await app.makeUser("Bob")
            let home = try await Self.filledHousehold(app, "Home", owner: ada)
            try await app.addMember(bob, to: home.id, by: ada)

            let holdings = try await app.api(.GET, "/api/households/\(home.id)/holdings", as: bob.bearer)

            #expect(holdings.status == .ok)
            #expect(holdings.json["members"] as? Int == 2)
            let counts = Self.counts(holdings)
            #expect(counts["recipes"] == 1)
            #expect(counts["pantryItems"] == 2)
            #expect((counts["shoppingLists"] ?? 0) >= 1)
            #expect(counts["reminders"] == 1)
            #expect(counts["planEntries"] == 1)
        }
    }

    @Test("The owner deletes the household with its name; what it held is gone and the other household keeps everything", arguments: TestDatabase.all)
    func ownerDeletesWithTheName(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let bob = try await app.makeUser("Bob")
            let home = try await Self.filledHousehold(app, "Home", owner: ada)
            let other = try await Self.filledHousehold(app, "Other", owner: ada)
            try await app.addMember(bob, to: home.id, by: ada)
            let otherBefore = Self.counts(try await app.api(.GET, "/api/households/\(other.id)/holdings", as: ada.bearer))

            let deleted = try await app.api(.DELETE, "/api/households/\(home.id)?confirmName=Home", as: ada.bearer)

            #expect(deleted.status == .noContent)
            #expect(try await app.api(.GET, "/api/households/\(home.id)", as: ada.bearer).status == .notFound)
            #expect(try await app.api(.GET, "/api/households/\(home.id)", as: bob.bearer).status == .notFound)
            #expect(try await app.api(.GET, "/api/recipes/\(home.recipeID)", as: ada.bearer).status == .notFound)
            #expect(try await app.api(.GET, "/api/households", as: bob.bearer).jsonArray.isEmpty)
            #expect(Self.counts(try await app.api(.GET, "/api/households/\(other.id)/holdings", as: ada.bearer)) == otherBefore)
            #expect(try await app.api(.GET, "/api/recipes/\(other.recipeID)", as: ada.bearer).status == .ok)
        }
    }

    @Test("A wrong or missing name is refused, naming the field, and nothing changes", arguments: TestDatabase.all)
    func wrongNameChangesNothing(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await Self.filledHousehold(app, "Home", owner: ada)
            let before = Self.counts(try await app.api(.GET, "/api/households/\(home.id)/holdings", as: ada.bearer))

            let wrong = try await app.api(.DELETE, "/api/households/\(home.id)?confirmName=home", as: ada.bearer)
            let missing = try await app.api(.DELETE, "/api/households/\(home.id)", as: ada.bearer)

            #expect(wrong.status == .badRequest)
            #expect(wrong.errorField == "confirmName")
            #expect(missing.errorField == "confirmName")
            #expect(missing.status == .badRequest)
            #expect(Self.counts(try await app.api(.GET, "/api/households/\(home.id)/holdings", as: ada.bearer)) == before)
        }
    }

    @Test("A member may not delete the household, and a stranger is told it does not exist")
    func onlyOwnersDelete() async throws {
        try await withApp(.sqlite) { app in
            let ada = try await app.makeUser("Ada")
            let bob = try await app.makeUser("Bob")
            let eve = try await app.makeUser("Eve")
            let home = try await app.makeHousehold("Home", owner: ada)
            try await app.addMember(bob, to: home, by: ada)

            let byMember = try await app.api(.DELETE, "/api/households/\(home)?confirmName=Home", as: bob.bearer)
            let byStranger = try await app.api(.DELETE, "/api/households/\(home)?confirmName=Home", as: eve.bearer)
            let strangerReads = try await app.api(.GET, "/api/households/\(home)/holdings", as: eve.bearer)

            #expect(byMember.status == .forbidden)
            #expect(byStranger.status == .notFound)
            #expect(strangerReads.status == .notFound)
            #expect(try await app.api(.GET, "/api/households/\(home)", as: ada.bearer).status == .ok)
        }
    }

    @Test("The web confirmation lists what goes, refuses a wrong name beside the field, and deletes with the right one", arguments: TestDatabase.all)
    func webConfirmation(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await Self.filledHousehold(app, "Home", owner: ada)
            let browser = try await WebBrowser.signedIn(app, as: ada)

            let detail = try await browser.get("/households/\(home.id)")
            let confirmation = try await browser.get("/households/\(home.id)/delete")
            let wrong = try await browser.post("/households/\(home.id)/delete", ["confirmName": "Hom"])

            #expect(detail.html.contains("/households/\(home.id)/delete"))
            #expect(confirmation.status == .ok)
            #expect(confirmation.html.contains("Delete “Home”?"))
            #expect(confirmation.html.contains("Recipes: 1"))
            #expect(confirmation.html.contains("Pantry items: 2"))
            #expect(confirmation.html.contains("Members who lose access: 1"))
            #expect(wrong.status == .badRequest)
            #expect(wrong.html.contains("Type the household&#39;s name exactly") || wrong.html.contains("Type the household's name exactly"))
            #expect(try await app.api(.GET, "/api/households/\(home.id)", as: ada.bearer).status == .ok)

            let done = try await browser.post("/households/\(home.id)/delete", ["confirmName": "Home"])
            #expect(done.location == "/households")
            let list = try await browser.follow(done)
            #expect(list.html.contains("“Home” was deleted"))
            #expect(try await app.api(.GET, "/api/households/\(home.id)", as: ada.bearer).status == .notFound)
        }
    }

    @Test("A member sees no delete button and cannot open the confirmation")
    func membersCannotOpenTheConfirmation() async throws {
        try await withApp(.sqlite) { app in
            let ada = try await app.makeUser("Ada")
            let bob = try await app.makeUser("Bob")
            let home = try await app.makeHousehold("Home", owner: ada)
            try await app.addMember(bob, to: home, by: ada)
            let browser = try await WebBrowser.signedIn(app, as: bob)

            let detail = try await browser.get("/households/\(home)")
            let confirmation = try await browser.get("/households/\(home)/delete")

            #expect(!detail.html.contains("/households/\(home)/delete"))
            #expect(confirmation.status == .forbidden)
        }
    }
}
