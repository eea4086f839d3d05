import Foundation
import LarderServer
import LarderTestSupport
import Testing
import Vapor

/// Bad input to the pairing endpoints: 400 naming the field, and nothing stored.
@Suite("Pairing: bad input")
struct PairingValidationTests {
    static func kitchen(_ app: Application) async throws -> (Kitchen, String) {
        _ = try await StarterContent.seedIfNeeded(app)
        let kitchen = try await app.makeKitchen()
        return (kitchen, "/api/households/\(kitchen.home)/pairing")
    }

    @Test(
        "A combination with an unknown, repeated or disallowed partner, or a main product that is not main, is 400 naming the part",
        arguments: TestDatabase.all)
    func badCombination(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let (kitchen, h) = try await Self.kitchen(app)
            let cases: [([String: any Sendable], String)] = [
                (["name": "x", "main": "unobtainium", "partners": ["dill"]], "main"),
                (["name": "x", "main": "dill", "partners": ["pork"]], "main"),
                (["name": "x", "main": "pork", "partners": [String]()], "partners"),
                (["name": "x", "main": "pork", "partners": ["dill", "unobtainium"]], "partners[1]"),
                (["name": "x", "main": "pork", "partners": ["dill", "dill"]], "partners[1]"),
                (["name": "   ", "main": "pork", "partners": ["dill"]], "name"),
            ]
            for (body, field) in cases {
                let response = try await app.api(.POST, "\(h)/combinations", json: body, as: kitchen.ada.bearer)
                #expect(response.status == .badRequest, "\(body)")
                #expect(response.errorField == field, "\(body): \(response.body)")
                #expect(response.errorMessage?.contains(field) == true, "\(body): \(response.errorMessage ?? "")")
            }
            let listed = try await app.api(.GET, "\(h)/combinations", as: kitchen.ada.bearer)
            #expect(listed.json["total"] as? Int == 0)
        }
    }

    @Test("A product without a name, in an unknown category or with an unknown partner is 400 naming the field", arguments: TestDatabase.all)
    func badProduct(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let (kitchen, h) = try await Self.kitchen(app)
            let cases: [([String: any Sendable], String)] = [
                (["names": [String: String](), "categoryId": "fruits"], "names"),
                (["names": ["en": "Quince"], "categoryId": "moon-rocks"], "categoryId"),
                (["names": ["en": "Quince"], "categoryId": "fruits", "partners": ["unobtainium"]], "partners"),
                (["names": ["en": String(repeating: "q", count: 101)], "categoryId": "fruits"], "names.en"),
                (["names": ["en": "Quince"], "categoryId": "fruits", "foodId": "not-a-uuid"], "foodId"),
                (["names": ["en": "Quince"], "categoryId": "fruits", "foodId": UUID().uuidString], "foodId"),
            ]
            for (body, field) in cases {
                let response = try await app.api(.POST, "\(h)/products", json: body, as: kitchen.ada.bearer)
                #expect(response.status == .badRequest, "\(body): \(response.body)")
                #expect(response.errorField == field, "\(body): \(response.body)")
            }
            let fruits = try await app.api(.GET, "\(h)/categories/fruits/products?per=100", as: kitchen.ada.bearer)
            #expect((fruits.json["items"] as? [[String: Any]])?.contains { $0["scope"] as? String == "household" } == false)
        }
    }

    @Test("Partners of a product that is not main, or picked products that do not exist, are 400", arguments: TestDatabase.all)
    func badPartnersQuery(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let (kitchen, h) = try await Self.kitchen(app)

            let notMain = try await app.api(.GET, "\(h)/products/dill/partners", as: kitchen.ada.bearer)
            let unknownPick = try await app.api(.GET, "\(h)/products/pork/partners?picked=unobtainium", as: kitchen.ada.bearer)
            let unknown = try await app.api(.GET, "\(h)/products/unobtainium/partners", as: kitchen.ada.bearer)

            #expect(notMain.status == .badRequest)
            #expect(notMain.errorField == "productId")
            #expect(unknownPick.status == .badRequest)
            #expect(unknownPick.errorField == "picked[0]")
            #expect(unknown.status == .notFound)
        }
    }

    @Test("A shopping list from a combination needs a name; without one no list is made", arguments: TestDatabase.all)
    func shoppingListNeedsName(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let (kitchen, h) = try await Self.kitchen(app)
            let saved = try #require(
                try await app.api(
                    .POST, "\(h)/combinations", json: ["name": "Sunday", "main": "pork", "partners": ["dill"]], as: kitchen.ada.bearer)["id"])
            let before = try await app.api(.GET, "/api/households/\(kitchen.home)/shopping-lists", as: kitchen.ada.bearer).jsonArray.count

            let response = try await app.api(.POST, "/api/pairing/combinations/\(saved)/shopping-list", json: ["name": " "], as: kitchen.ada.bearer)

            #expect(response.status == .badRequest)
            #expect(response.errorField == "name")
            #expect(try await app.api(.GET, "/api/households/\(kitchen.home)/shopping-lists", as: kitchen.ada.bearer).jsonArray.count == before)
        }
    }

    @Test("Suggestion filters too long or too many are 400 naming the filter, with or without the engine", arguments: [TestDatabase.sqlite])
    func suggestionFilters(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let (kitchen, h) = try await Self.kitchen(app)
            let long = String(repeating: "x", count: 61)
            let many = (1...31).map { "category=c\($0)" }.joined(separator: "&")
            let cases: [(String, String)] = [
                ("ingredient=salmon&region=\(long)", "region"),
                ("ingredient=salmon&category=\(long)", "category"),
                ("ingredient=salmon&\(many)", "category"),
                ("ingredient=\(String(repeating: "y", count: 101))", "ingredient"),
                ("ingredient=salmon&limit=0", "limit"),
            ]
            for (query, field) in cases {
                let response = try await app.api(.GET, "\(h)/suggestions?\(query)", as: kitchen.ada.bearer)
                #expect(response.status == .badRequest, "\(query)")
                #expect(response.errorField == field, "\(query): \(response.body)")
            }
        }
    }
}
