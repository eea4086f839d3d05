import Foundation
import LarderTestSupport
import Testing
import Vapor

/// Bad input is refused with a 4xx naming the field, and changes nothing.
@Suite("Shopping: bad input")
struct ShoppingValidationTests {
    @Test("Items: empty, too long, amount-only text and unreadable amounts are refused naming the field", arguments: TestDatabase.all)
    func items(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let list = try #require(
                try await app.api(.GET, "/api/households/\(home)/shopping-lists", as: ada.bearer).jsonArray.first?["id"] as? String)
            let l = "/api/shopping-lists/\(list)"
            let milk = try #require(try await app.api(.POST, "\(l)/items", json: ["text": "milk"], as: ada.bearer)["id"])

            let cases: [(HTTPMethod, String, [String: any Sendable], String)] = [
                (.POST, "\(l)/items", ["text": "  "], "text"),
                (.POST, "\(l)/items", ["text": String(repeating: "a", count: 501)], "text"),
                (.POST, "\(l)/items", ["text": "2"], "text"),
                (.POST, "\(l)/items", ["text": "bread", "note": String(repeating: "n", count: 501)], "note"),
                (.PATCH, "\(l)/items/\(milk)", ["amount": "lots"], "amount"),
                (.PATCH, "\(l)/items/\(milk)", ["name": ""], "name"),
                (.PATCH, "\(l)/items/\(milk)", ["name": String(repeating: "a", count: 201)], "name"),
                (.POST, "\(l)/recipes", ["recipeId": "x"], "recipeId"),
                (.POST, "\(l)/recipes", ["recipeId": UUID().uuidString, "servings": 0], "servings"),
                (.PUT, "\(l)/order", ["itemIds": [milk, milk]], "itemIds"),
                (.GET, "/api/shopping-lists/x", [:], "listId"),
            ]
            for (method, path, body, field) in cases {
                let response = try await app.api(method, path, json: method == .GET ? nil : body, as: ada.bearer)
                #expect(response.status == .badRequest, "\(method) \(path) \(body): \(response.status) \(response.body)")
                #expect(response.errorField == field, "\(method) \(path) \(body): \(response.body)")
            }
            let unknownAisle = try await app.api(.PATCH, "\(l)/items/\(milk)", json: ["aisle": "garage"], as: ada.bearer)
            #expect(unknownAisle.status == .badRequest)
            let items = try await app.api(.GET, l, as: ada.bearer).json["items"] as? [[String: Any]]
            #expect(items?.count == 1)
            #expect(items?.first?["name"] as? String == "milk")
        }
    }

    @Test("Lists and stores: names, the default list's place and aisle orders are checked", arguments: TestDatabase.all)
    func listsAndStores(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let h = "/api/households/\(home)"
            let list = try #require(try await app.api(.GET, "\(h)/shopping-lists", as: ada.bearer).jsonArray.first?["id"] as? String)

            let longName = try await app.api(
                .POST, "\(h)/shopping-lists", json: ["name": String(repeating: "a", count: 101)], as: ada.bearer)
            let keepDefault = try await app.api(.PATCH, "/api/shopping-lists/\(list)", json: ["isDefault": false], as: ada.bearer)
            let deleteDefault = try await app.api(.DELETE, "/api/shopping-lists/\(list)", as: ada.bearer)
            let repeated = try await app.api(
                .POST, "\(h)/shopping-stores", json: ["name": "Corner", "aisleOrder": ["frozen", "frozen"]], as: ada.bearer)
            let noName = try await app.api(.POST, "\(h)/shopping-stores", json: ["name": " "], as: ada.bearer)

            #expect(longName.status == .badRequest)
            #expect(longName.errorField == "name")
            #expect(keepDefault.status == .conflict)
            #expect(deleteDefault.status == .conflict)
            #expect(repeated.status == .badRequest)
            #expect(repeated.errorField == "aisleOrder")
            #expect(noName.errorField == "name")
            #expect(try await app.api(.GET, "\(h)/shopping-lists", as: ada.bearer).jsonArray.count == 1)
            #expect(try await app.api(.GET, "\(h)/shopping-stores", as: ada.bearer).jsonArray.isEmpty)
        }
    }

    @Test("Making another list the default moves the mark; the household still has exactly one", arguments: TestDatabase.all)
    func movingTheDefault(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let h = "/api/households/\(home)"
            let weekly = try #require(try await app.api(.POST, "\(h)/shopping-lists", json: ["name": "Weekly"], as: ada.bearer)["id"])

            let made = try await app.api(.PATCH, "/api/shopping-lists/\(weekly)", json: ["isDefault": true], as: ada.bearer)

            #expect(made.json["isDefault"] as? Bool == true)
            let lists = try await app.api(.GET, "\(h)/shopping-lists", as: ada.bearer).jsonArray
            #expect(lists.filter { $0["isDefault"] as? Bool == true }.compactMap { $0["id"] as? String } == [weekly])
            #expect(lists.first?["id"] as? String == weekly)
        }
    }
}
