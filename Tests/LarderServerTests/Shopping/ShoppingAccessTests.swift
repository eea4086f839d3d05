import Foundation
import LarderTestSupport
import Testing
import Vapor

/// Every shopping endpoint with every kind of caller: a guest is asked to sign in (401), someone
/// outside the household is told its lists, items and stores do not exist (404), and every
/// member — owner or not — may do everything with the household's lists.
@Suite("Shopping: who may do what")
struct ShoppingAccessTests {
    enum Caller: String, CaseIterable {
        // Owner last: its successful calls change state the next rows rely on.
        case guest, stranger, member, owner
    }

    typealias Row = AccessRow<Caller>

    @Test("Guests get 401 and strangers 404 on every shopping endpoint; members may do it all", arguments: TestDatabase.all)
    func everyEndpoint(database: TestDatabase) async throws {
        try await withApp(database) { app in
            // setup: Ada owns a household with Bob in it and a list with items, a recipe on it, and stores; Eve is a stranger
            _ = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")
            let bob = try await app.makeUser("Bob")
            let eve = try await app.makeUser("Eve")
            let home = try await app.makeHousehold("Home", owner: ada)
            try await app.addMember(bob, to: home, by: ada)
            _ = try await app.makeHousehold("Eve's", owner: eve)
            let h = "/api/households/\(home)"
            let lists = try await app.api(.GET, "\(h)/shopping-lists", as: ada.bearer).jsonArray
            let list = try #require(lists.first?["id"] as? String)
            let party = try #require(try await app.api(.POST, "\(h)/shopping-lists", json: ["name": "Party"], as: ada.bearer)["id"])
            let l = "/api/shopping-lists/\(list)"
            func add(_ text: String) async throws -> String {
                try #require(try await app.api(.POST, "\(l)/items", json: ["text": text], as: ada.bearer)["id"])
            }
            let milk = try await add("1 l milk")
            let eggs = try await add("6 eggs")
            let bread = try await add("bread")
            let stew = try await app.makeRecipe("Stew", in: home, by: ada, ingredients: ["2 carrots"])
            let corner = try #require(try await app.api(.POST, "\(h)/shopping-stores", json: ["name": "Corner"], as: ada.bearer)["id"])
            let spare = try #require(try await app.api(.POST, "\(h)/shopping-stores", json: ["name": "Spare"], as: ada.bearer)["id"])
            let credentials: [Caller: Credentials?] = [.guest: nil, .stranger: eve.bearer, .member: bob.bearer, .owner: ada.bearer]
            let rows: [Row] = [
                Row(.GET, "\(h)/shopping-lists", member: .ok, owner: .ok),
                Row(.POST, "\(h)/shopping-lists", ["name": "New"], member: .created, owner: .created),
                Row(.GET, l, member: .ok, owner: .ok),
                Row(.PATCH, l, ["name": "Weekly"], member: .ok, owner: .ok),
                Row(.POST, "\(l)/items", ["text": "1 l milk"], member: .created, owner: .created),
                Row(.PATCH, "\(l)/items/\(milk)", ["checked": true], member: .ok, owner: .ok),
                Row(.DELETE, "\(l)/items/\(eggs)", member: .noContent, owner: .notFound),
                Row(.POST, "\(l)/recipes", ["recipeId": stew], member: .created, owner: .created),
                Row(.DELETE, "\(l)/recipes/\(stew)", member: .noContent, owner: .noContent),
                Row(.POST, "\(l)/clear-checked", member: .ok, owner: .ok),
                Row(.PUT, "\(l)/order", ["itemIds": [bread]], member: .noContent, owner: .noContent),
                Row(.GET, "\(l)/share", member: .ok, owner: .ok),
                Row(.GET, "\(l)/export", member: .ok, owner: .ok),
                Row(.GET, "\(h)/shopping-stores", member: .ok, owner: .ok),
                Row(.POST, "\(h)/shopping-stores", ["name": "Market"], member: .created, owner: .created),
                Row(.PATCH, "/api/shopping-stores/\(corner)", ["name": "Corner shop"], member: .ok, owner: .ok),
                Row(.DELETE, "/api/shopping-stores/\(spare)", member: .noContent, owner: .notFound),
                Row(.DELETE, "/api/shopping-lists/\(party)", member: .noContent, owner: .notFound),
                // The stream stays open for members; they are tested end to end (ShoppingLiveEndToEndTests).
                Row(.GET, "\(h)/shopping-events", member: nil, owner: nil),
            ]

            // MUT + validate
            try await app.expectAccess(rows, credentials: credentials)
        }
    }

    @Test("An item or recipe of another household cannot be reached through one's own list", arguments: TestDatabase.all)
    func foreignThingsThroughOwnList(database: TestDatabase) async throws {
        try await withApp(database) { app in
            _ = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")
            let eve = try await app.makeUser("Eve")
            let adasHome = try await app.makeHousehold("Ada's", owner: ada)
            let evesHome = try await app.makeHousehold("Eve's", owner: eve)
            let adasList = try #require(
                try await app.api(.GET, "/api/households/\(adasHome)/shopping-lists", as: ada.bearer).jsonArray.first?["id"] as? String)
            let evesList = try #require(
                try await app.api(.GET, "/api/households/\(evesHome)/shopping-lists", as: eve.bearer).jsonArray.first?["id"] as? String)
            let milk = try #require(
                try await app.api(.POST, "/api/shopping-lists/\(adasList)/items", json: ["text": "milk"], as: ada.bearer)["id"])
            let secret = try await app.makeRecipe("Secret stew", in: adasHome, by: ada)
            let adasStore = try #require(
                try await app.api(.POST, "/api/households/\(adasHome)/shopping-stores", json: ["name": "Corner"], as: ada.bearer)["id"])

            let patch = try await app.api(.PATCH, "/api/shopping-lists/\(evesList)/items/\(milk)", json: ["checked": true], as: eve.bearer)
            let delete = try await app.api(.DELETE, "/api/shopping-lists/\(evesList)/items/\(milk)", as: eve.bearer)
            let recipe = try await app.api(.POST, "/api/shopping-lists/\(evesList)/recipes", json: ["recipeId": secret], as: eve.bearer)
            let order = try await app.api(.PUT, "/api/shopping-lists/\(evesList)/order", json: ["itemIds": [milk]], as: eve.bearer)
            let store = try await app.api(.PATCH, "/api/shopping-lists/\(evesList)", json: ["storeId": adasStore], as: eve.bearer)

            #expect(patch.status == .notFound)
            #expect(patch.errorField == "itemId")
            #expect(delete.status == .notFound)
            #expect(recipe.status == .notFound)
            #expect(recipe.errorField == "recipeId")
            #expect(order.status == .notFound)
            #expect(store.status == .notFound)
            #expect(store.errorField == "storeId")
            let adas = try await app.api(.GET, "/api/shopping-lists/\(adasList)", as: ada.bearer)
            #expect((adas.json["items"] as? [[String: Any]])?.first?["checked"] as? Bool == false)
        }
    }
}

extension AccessRow where Caller == ShoppingAccessTests.Caller {
    /// A nil status: that caller does not call the endpoint here.
    init(_ method: HTTPMethod, _ path: String, _ body: [String: any Sendable]? = nil, member: HTTPStatus?, owner: HTTPStatus?) {
        var expected: [Caller: HTTPStatus] = [.guest: .unauthorized, .stranger: .notFound]
        expected[.member] = member
        expected[.owner] = owner
        self.init(method, path, body, expected: expected)
    }
}
