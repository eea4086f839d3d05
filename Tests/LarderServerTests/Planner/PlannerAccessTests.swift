import Foundation
import LarderTestSupport
import Testing
import Vapor

/// Every planner endpoint with every kind of caller: another household's people (and an
/// administrator outside it) are told the household does not exist, members and owners plan,
/// and nobody gets in without credentials — except the calendar feed, whose token is its secret.
@Suite("Planner authorization")
struct PlannerAccessTests {
    enum Caller: String, CaseIterable {
        case anonymous, stranger, admin, member, owner
    }

    typealias Row = AccessRow<Caller>

    @Test("Every planner endpoint answers every caller as the rules say", arguments: TestDatabase.all)
    func matrix(database: TestDatabase) async throws {
        try await withApp(database) { app in
            // setup: a recipe, a planned entry for the member to cook, a second to edit, the feed
            let kitchen = try await app.makePantryHome()
            let (ada, max) = (kitchen.ada, kitchen.max)
            let recipe = try await app.api(
                .POST, "/api/recipes?householdId=\(kitchen.home)",
                json: ["title": "Salt water", "ingredients": [["text": "salt to taste"]], "steps": ["Stir."], "servings": 1], as: ada.bearer)
            let recipeID = try #require(recipe["id"])
            let p = "/api/households/\(kitchen.home)/plan"
            let entry = try #require(
                try await app.api(.POST, "\(p)/entries", json: ["day": "2026-03-02", "meal": "lunch", "recipeId": recipeID], as: ada.bearer)["id"])
            let other = try #require(
                try await app.api(.POST, "\(p)/entries", json: ["day": "2026-03-03", "meal": "lunch", "recipeId": recipeID], as: ada.bearer)["id"])
            let token = try #require(try await app.api(.GET, "\(p)/feed", as: ada.bearer)["token"])
            let banana = try await app.foodID("banana", as: ada)
            let extraBody: [String: any Sendable] = ["day": "2026-03-02", "meal": "snack", "userId": max.id, "foodId": banana, "grams": 118]
            let extra = try #require(try await app.api(.POST, "\(p)/extras", json: extraBody, as: ada.bearer)["id"])
            let credentials: [Caller: Credentials?] = [
                .anonymous: nil, .stranger: kitchen.eve.bearer, .admin: kitchen.admin.bearer, .member: max.bearer, .owner: ada.bearer,
            ]
            let range: [String: any Sendable] = ["from": "2026-03-02", "to": "2026-03-08"]
            func row(_ method: HTTPMethod, _ path: String, _ body: [String: any Sendable]? = nil, member: HTTPStatus, owner: HTTPStatus) -> Row {
                Row(method, path, body, expected: [.anonymous: .unauthorized, .stranger: .notFound, .admin: .notFound, .member: member, .owner: owner])
            }
            let rows: [Row] = [
                row(.GET, "\(p)?from=2026-03-02&to=2026-03-08", member: .ok, owner: .ok),
                row(.POST, "\(p)/entries/\(entry)/preparation-reminder", member: .conflict, owner: .conflict),
                row(.POST, "\(p)/entries", ["day": "2026-03-04", "meal": "dinner", "recipeId": recipeID], member: .created, owner: .created),
                row(.PATCH, "\(p)/entries/\(other)", ["locked": true], member: .ok, owner: .ok),
                row(.POST, "\(p)/entries/\(other)/swap", ["otherEntryId": entry], member: .noContent, owner: .noContent),
                row(.POST, "\(p)/copy", ["from": "2026-03-02", "to": "2026-03-09", "days": 1], member: .created, owner: .created),
                row(.POST, "\(p)/shopping", range, member: .ok, owner: .ok),
                row(.POST, "\(p)/entries/\(entry)/cook", [:], member: .ok, owner: .conflict),
                row(.GET, "\(p)/feed", member: .ok, owner: .ok),
                row(.POST, "\(p)/fill", range, member: .badRequest, owner: .badRequest),
                row(.DELETE, "\(p)/entries/\(other)", member: .noContent, owner: .notFound),
                row(.POST, "\(p)/extras", extraBody, member: .created, owner: .created),
                row(.DELETE, "\(p)/extras/\(extra)", member: .noContent, owner: .notFound),
                Row(.GET, "/api/plan-feeds/\(token)", expected: [.anonymous: .ok, .stranger: .ok]),
                row(.POST, "\(p)/feed", member: .ok, owner: .ok),
                Row(.GET, "/api/plan-feeds/\(token)", expected: [.anonymous: .notFound]),
            ]

            // MUT + validate
            try await app.expectAccess(rows, credentials: credentials) { response in
                #expect(response.status.code < 500)
            }
        }
    }
}
