import Foundation
import LarderTestSupport
import Testing
import Vapor

/// Every endpoint of collections, chefs, photo recipes and the shopping list, with every kind of
/// caller: a stranger is told another person's or household's things do not exist (404), a guest
/// reads public collections and chefs but is asked to sign in for anything else (401), only
/// admins manage chefs (403 for others).
@Suite("Collect: who may do what")
struct CollectAccessTests {
    enum Caller: String, CaseIterable {
        case guest, stranger, member, owner
    }

    typealias Row = AccessRow<Caller>

    @Test("Strangers get 404 on every household and private-collection endpoint; guests 401", arguments: TestDatabase.all)
    func strangersAndGuests(database: TestDatabase) async throws {
        try await withApp(database) { app in
            // setup: Ada owns a household with Bob in it, a private recipe, a collection and a photo recipe; Eve is a stranger
            _ = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")
            let bob = try await app.makeUser("Bob")
            let eve = try await app.makeUser("Eve")
            let home = try await app.makeHousehold("Home", owner: ada)
            try await app.addMember(bob, to: home, by: ada)
            let recipe = try await app.makeRecipe("Stew", in: home, by: ada)
            let collection = try await app.makeCollection("Ada's picks", by: ada)
            try await app.collect(recipe, into: collection, by: ada)
            let photo = try await app.upload("/api/households/\(home)/photo-recipes?caption=Gran", TestPhoto.jpeg, as: ada.bearer)
            let photoID = try #require(photo["id"])
            let credentials: [Caller: Credentials?] = [.guest: nil, .stranger: eve.bearer, .member: bob.bearer, .owner: ada.bearer]
            let c = "/api/collections/\(collection)"
            let h = "/api/households/\(home)"
            let rows: [Row] = [
                // Ada's collection is hers alone: her household's member is a stranger to it too.
                Row(.GET, c, guest: .notFound, member: .notFound, owner: .ok),
                Row(.PATCH, c, ["name": "Renamed"], member: .notFound, owner: .ok),
                Row(.POST, "\(c)/recipes", ["recipeId": recipe], member: .notFound, owner: .ok),
                Row(.PUT, "\(c)/order", ["recipeIds": [recipe]], member: .notFound, owner: .ok),
                Row(.PUT, "\(c)/bookmark", member: .notFound, owner: .conflict),
                Row(.DELETE, "\(c)/bookmark", member: .notFound, owner: .noContent),
                Row(.DELETE, "\(c)/recipes/\(recipe)", member: .notFound, owner: .noContent),
                Row(.POST, "/api/recipes/\(recipe)/shopping-list", ["householdId": home], member: .created, owner: .created),
                Row(.GET, "\(h)/shopping-list", member: .ok, owner: .ok),
                Row(.GET, "\(h)/photo-recipes", member: .ok, owner: .ok),
                Row(.DELETE, "\(h)/photo-recipes/\(photoID)", member: .noContent, owner: .notFound),
                Row(.DELETE, c, member: .notFound, owner: .noContent),
                // Anyone signed in has their own lists.
                Row(.GET, "/api/collections", stranger: .ok, member: .ok, owner: .ok),
                Row(.GET, "/api/collections/bookmarks", stranger: .ok, member: .ok, owner: .ok),
                Row(.POST, "/api/collections", ["name": "New"], stranger: .created, member: .created, owner: .created),
                // Public reading.
                Row(.GET, "/api/collections/public", guest: .ok, stranger: .ok, member: .ok, owner: .ok),
                Row(.GET, "/api/chefs", guest: .ok, stranger: .ok, member: .ok, owner: .ok),
            ]

            // MUT + validate
            try await app.expectAccess(rows, credentials: credentials)
            let upload = try await app.upload("\(h)/photo-recipes?caption=Mine", TestPhoto.jpeg, as: eve.bearer)
            #expect(upload.status == .notFound)
            #expect(try await app.upload("\(h)/photo-recipes?caption=Mine", TestPhoto.jpeg).status == .unauthorized)
        }
    }

    @Test("A stranger cannot put another household's private recipe on their own list", arguments: TestDatabase.all)
    func foreignRecipeToOwnList(database: TestDatabase) async throws {
        try await withApp(database) { app in
            _ = try await app.makeUser("Admin")  // the first account; its recipes would be public at once
            let ada = try await app.makeUser("Ada")
            let eve = try await app.makeUser("Eve")
            let adasHome = try await app.makeHousehold("Ada's", owner: ada)
            let evesHome = try await app.makeHousehold("Eve's", owner: eve)
            let recipe = try await app.makeRecipe("Secret stew", in: adasHome, by: ada)

            let added = try await app.api(.POST, "/api/recipes/\(recipe)/shopping-list", json: ["householdId": evesHome], as: eve.bearer)

            #expect(added.status == .notFound)
            #expect(added.errorField == "recipeId")
            #expect(try await app.api(.GET, "/api/households/\(evesHome)/shopping-list", as: eve.bearer).jsonArray.isEmpty)
        }
    }
}

extension AccessRow where Caller == CollectAccessTests.Caller {
    init(
        _ method: HTTPMethod, _ path: String, _ body: [String: any Sendable]? = nil,
        guest: HTTPStatus = .unauthorized, stranger: HTTPStatus = .notFound, member: HTTPStatus, owner: HTTPStatus
    ) {
        self.init(method, path, body, expected: [.guest: guest, .stranger: stranger, .member: member, .owner: owner])
    }
}
