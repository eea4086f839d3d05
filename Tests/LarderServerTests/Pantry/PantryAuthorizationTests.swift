import Foundation
import LarderTestSupport
import Testing
import Vapor

/// Every pantry endpoint with every kind of caller: another household's people (and an
/// administrator outside it) are told the household does not exist, members use its pantry,
/// only owners settle device reviews, and nobody gets in without credentials.
@Suite("Pantry authorization")
struct PantryAuthorizationTests {
    enum Caller: String, CaseIterable {
        // Owner last: its calls come after the member's changed the state the rows expect.
        case anonymous, stranger, admin, member, owner
    }

    typealias Row = AccessRow<Caller>

    @Test("Every pantry endpoint answers every caller as the rules say", arguments: TestDatabase.all)
    func matrix(database: TestDatabase) async throws {
        try await withApp(database) { app in
            // setup: stock, a ledger entry, a device review, a recipe that needs nothing from stock
            let kitchen = try await app.makePantryHome()
            let (ada, max) = (kitchen.ada, kitchen.max)
            let egg = try await app.foodID("egg", as: ada)
            let item = try await app.stockItem(["foodId": egg, "amount": 12, "location": "fridge"], in: kitchen.home, as: ada)
            let other = try await app.stockItem(["name": "Saffron", "amount": 1, "unit": "g"], in: kitchen.home, as: ada)
            let history = try await app.api(.GET, "\(kitchen.pantry)/items/\(other)/history", as: ada.bearer)
            let entry = try #require(history.jsonArray.first?["id"] as? String)
            let device = try await app.makeDevice("Fridge cam", admin: kitchen.admin, activateIn: kitchen.home, by: ada)
            let reported = try await app.api(
                .POST, "/api/device/observations",
                json: [
                    "idempotencyKey": "k1",
                    "observations": [["name": "Zzyzx brand thing", "action": "added", "observedAt": "2025-01-01T10:00:00Z"]],
                ],
                as: device.credentials)
            let review = try #require(((reported.json["results"] as? [[String: Any]])?.first?["reviewId"]) as? String)
            let recipe = try await app.api(
                .POST, "/api/recipes?householdId=\(kitchen.home)",
                json: ["title": "Salt water", "ingredients": [["text": "salt to taste"]], "steps": ["Stir."], "servings": 1], as: ada.bearer
            )
            let recipeID = try #require(recipe["id"])
            let credentials: [Caller: Credentials?] = [
                .anonymous: nil, .stranger: kitchen.eve.bearer, .admin: kitchen.admin.bearer, .member: max.bearer, .owner: ada.bearer,
            ]
            let p = kitchen.pantry
            let milk: [String: any Sendable] = [
                "text": "1 cup milk", "name": "milk", "unit": "cup", "needed": 1, "available": 0, "shortfall": 1,
            ]
            let missing: [String: any Sendable] = ["missing": [milk]]
            let rows: [Row] = [
                Row(.GET, "\(p)/items", member: .ok, owner: .ok),
                Row(.POST, "\(p)/items", ["name": "Tea", "amount": 1, "unit": "box"], member: .created, owner: .created),
                Row(.GET, "\(p)/items/\(item)", member: .ok, owner: .ok),
                Row(.PATCH, "\(p)/items/\(item)", ["note": "free range"], member: .ok, owner: .ok),
                Row(.POST, "\(p)/items/\(item)/amount", ["change": "increase", "amount": 1], member: .ok, owner: .ok),
                Row(.POST, "\(p)/items/\(item)/consume", ["amount": 1], member: .ok, owner: .ok),
                Row(.POST, "\(p)/items/\(item)/move", ["location": "pantry"], member: .ok, owner: .ok),
                Row(.GET, "\(p)/items/\(item)/history", member: .ok, owner: .ok),
                Row(.GET, "\(p)/ledger", member: .ok, owner: .ok),
                Row(.POST, "\(p)/ledger/\(entry)/undo", member: .ok, owner: .conflict),
                Row(.GET, "\(p)/expiring", member: .ok, owner: .ok),
                Row(.GET, "\(p)/totals", member: .ok, owner: .ok),
                Row(.GET, "\(p)/locations", member: .ok, owner: .ok),
                Row(.PUT, "\(p)/minimums/\(egg)", ["amount": 6], member: .ok, owner: .ok),
                Row(.GET, "\(p)/minimums", member: .ok, owner: .ok),
                Row(.DELETE, "\(p)/minimums/\(egg)", member: .noContent, owner: .notFound),
                Row(.GET, "\(p)/settings", member: .ok, owner: .ok),
                Row(.PUT, "\(p)/settings", ["staples": ["salt", "water"], "expiringWithinDays": 4], member: .ok, owner: .ok),
                Row(.GET, "\(p)/reviews", member: .ok, owner: .ok),
                Row(.POST, "\(p)/reviews/\(review)/resolve", ["resolution": "dismiss"], member: .forbidden, owner: .ok),
                Row(.GET, "\(p)/device-reports", member: .ok, owner: .ok),
                Row(.POST, "\(p)/shopping-list", missing, member: .created, owner: .created),
                Row(.GET, "/api/households/\(kitchen.home)/cookable", member: .ok, owner: .ok),
                Row(.POST, "/api/recipes/\(recipeID)/cook", ["householdId": kitchen.home], member: .ok, owner: .ok),
                Row(.POST, "\(p)/items/\(item)/discard", ["reason": "eaten"], member: .ok, owner: .conflict),
            ]

            // MUT + validate
            try await app.expectAccess(rows, credentials: credentials)
            // Nothing the stranger or the administrator sent reached the stock: the ledger is the
            // owner's and the member's alone.
            let ledger = try await app.api(.GET, "\(p)/ledger?per=100", as: ada.bearer)
            let actors = Set(
                (ledger.json["items"] as? [[String: Any]] ?? []).compactMap { ($0["actor"] as? [String: Any])?["name"] as? String })
            #expect(actors == ["Ada", "Max"])
        }
    }

    @Test("Another household's item, entry and review are not found through one's own household", arguments: TestDatabase.all)
    func foreignIDsThroughOwnHousehold(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makePantryHome()
            let item = try await app.stockItem(["name": "Saffron", "amount": 1, "unit": "g"], in: kitchen.home, as: kitchen.ada)
            let entry = try #require(
                try await app.api(.GET, "\(kitchen.pantry)/ledger", as: kitchen.ada.bearer).json["items"]
                    .flatMap { ($0 as? [[String: Any]])?.first?["id"] as? String })
            let recipe = try await app.api(
                .POST, "/api/recipes?householdId=\(kitchen.home)",
                json: ["title": "Saffron rice", "ingredients": [["text": "1 g saffron"]], "steps": ["Cook."], "servings": 2],
                as: kitchen.ada.bearer)
            let eves = "/api/households/\(kitchen.evesHome)/pantry"
            let eve = kitchen.eve.bearer

            let attempts = [
                try await app.api(.GET, "\(eves)/items/\(item)", as: eve),
                try await app.api(.PATCH, "\(eves)/items/\(item)", json: ["note": "mine now"], as: eve),
                try await app.api(.POST, "\(eves)/items/\(item)/amount", json: ["change": "set", "amount": 0], as: eve),
                try await app.api(.POST, "\(eves)/items/\(item)/discard", json: ["reason": "spoiled"], as: eve),
                try await app.api(.GET, "\(eves)/items/\(item)/history", as: eve),
                try await app.api(.POST, "\(eves)/ledger/\(entry)/undo", as: eve),
                try await app.api(.POST, "/api/recipes/\(recipe["id"] ?? "")/cook", json: ["householdId": kitchen.evesHome], as: eve),
            ]

            for attempt in attempts { #expect(attempt.status == .notFound, "\(attempt.body)") }
            let still = try await app.api(.GET, "\(kitchen.pantry)/items/\(item)", as: kitchen.ada.bearer)
            #expect(still.json["amount"] as? Double == 1)
            #expect(still["note"] == nil)
        }
    }

    @Test("People's tokens do not open the device endpoint; device credentials do not open people's pantry", arguments: TestDatabase.all)
    func devicesAndPeopleApart(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makePantryHome()
            let device = try await app.makeDevice("Fridge cam", admin: kitchen.admin, activateIn: kitchen.home, by: kitchen.ada)
            let batch: [String: any Sendable] = [
                "idempotencyKey": "k", "observations": [["name": "milk", "action": "added", "observedAt": "2025-01-01T10:00:00Z"]],
            ]

            #expect(try await app.api(.POST, "/api/device/observations", json: batch, as: kitchen.ada.bearer).status == .unauthorized)
            #expect(try await app.api(.GET, "\(kitchen.pantry)/items", as: device.credentials).status == .unauthorized)
            #expect(try await app.api(.GET, "/api/households/\(kitchen.home)/cookable", as: device.credentials).status == .unauthorized)
        }
    }
}

extension AccessRow where Caller == PantryAuthorizationTests.Caller {
    init(_ method: HTTPMethod, _ path: String, _ body: [String: any Sendable]? = nil, member: HTTPStatus, owner: HTTPStatus) {
        self.init(method, path, body, expected: [.anonymous: .unauthorized, .stranger: .notFound, .admin: .notFound, .member: member, .owner: owner])
    }
}
