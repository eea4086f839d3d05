import Foundation
import LarderTestSupport
import Testing
import Vapor

/// Bad input to the pantry is a 400 naming the field, and changes nothing.
@Suite("Pantry bad input")
struct PantryBadInputTests {
    @Test("Each bad field is named, and the stock and its ledger stay as they were", arguments: TestDatabase.all)
    func badFields(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makePantryHome()
            let egg = try await app.foodID("egg", as: kitchen.ada)
            let item = try await app.stockItem(["foodId": egg, "amount": 6], in: kitchen.home, as: kitchen.ada)
            let p = kitchen.pantry
            let long = String(repeating: "x", count: 101)
            let cases: [(HTTPMethod, String, [String: any Sendable], String)] = [
                (.POST, "\(p)/items", ["name": "Tea", "amount": 1, "unit": "handfuls of joy"], "unit"),
                (.POST, "\(p)/items", ["name": "Tea", "amount": 0], "amount"),
                (.POST, "\(p)/items", ["name": "Tea", "amount": 2_000_000], "amount"),
                (.POST, "\(p)/items", ["amount": 1], "name"),
                (.POST, "\(p)/items", ["name": long, "amount": 1], "name"),
                (.POST, "\(p)/items", ["name": "Tea", "amount": 1, "bestBefore": "2025-02-30"], "bestBefore"),
                (.POST, "\(p)/items", ["name": "Tea", "amount": 1, "barcode": "12 34"], "barcode"),
                (.POST, "\(p)/items", ["name": "Tea", "amount": 1, "colour": "green"], "colour"),
                (.POST, "\(p)/items", ["foodId": "not-an-id", "amount": 1], "foodId"),
                (.POST, "\(p)/items/\(item)/amount", ["change": "decrease", "amount": 1, "unit": "can"], "unit"),
                (.POST, "\(p)/items/\(item)/amount", ["change": "double", "amount": 1], "change"),
                (.POST, "\(p)/items/\(item)/move", ["location": ""], "location"),
                (.PATCH, "\(p)/items/\(item)", ["openedOn": "yesterday"], "openedOn"),
                (.PUT, "\(p)/settings", ["staples": ["salt"], "expiringWithinDays": 0], "expiringWithinDays"),
                (.PUT, "\(p)/minimums/\(egg)", ["amount": -1], "amount"),
                (.POST, "\(p)/shopping-list", ["missing": [Self.missing(["foodId": "not-an-id"])]], "missing[0].foodId"),
                (.POST, "\(p)/shopping-list", ["missing": [Self.missing(["text": String(repeating: "x", count: 501)])]], "missing[0].text"),
            ]

            for (method, path, body, field) in cases {
                let response = try await app.api(method, path, json: body, as: kitchen.ada.bearer)
                #expect(response.status == .badRequest, "\(path) \(body): \(response.status) \(response.body)")
                #expect(response.errorField == field, "\(path) \(body): \(response.body)")
            }
            let items = try await app.api(.GET, "\(p)/items", as: kitchen.ada.bearer)
            let ledger = try await app.api(.GET, "\(p)/ledger", as: kitchen.ada.bearer)
            #expect(items.json["total"] as? Int == 1)
            #expect(ledger.json["total"] as? Int == 1)
            #expect(try await app.api(.GET, "\(p)/items/\(item)", as: kitchen.ada.bearer).json["amount"] as? Double == 6)
        }
    }

    /// A shortfall line as a cook's refusal lists it, with `changes` made to it.
    private static func missing(_ changes: [String: any Sendable]) -> [String: any Sendable] {
        var line: [String: any Sendable] = ["text": "2 eggs", "name": "egg", "unit": "", "needed": 2, "available": 0, "shortfall": 2]
        line.merge(changes) { _, changed in changed }
        return line
    }
}
