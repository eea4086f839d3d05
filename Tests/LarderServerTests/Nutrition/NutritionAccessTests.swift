import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

/// Every nutrition endpoint with every kind of caller: nobody gets in without credentials (401),
/// a person's diary, cart and weighings are theirs alone (404 for anyone else's), and household
/// foods are their household's (404 for strangers).
@Suite("Nutrition access")
struct NutritionAccessTests {
    @Test("Every nutrition endpoint refuses a caller without credentials", arguments: TestDatabase.all)
    func anonymousIsRefused(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let id = UUID().uuidString
            let day = "2025-06-15"
            let rows: [(HTTPMethod, String, [String: any Sendable]?)] = [
                (.GET, "/api/nutrition/profile", nil),
                (.PUT, "/api/nutrition/profile", manProfile),
                (.GET, "/api/nutrition/eating-rules", nil),
                (.PUT, "/api/nutrition/eating-rules", ["diet": ["vegan"], "excludedFoodIds": [String]()]),
                (.GET, "/api/nutrition/foods?q=egg", nil),
                (.GET, "/api/nutrition/foods/\(id)", nil),
                (.GET, "/api/households/\(home)/foods", nil),
                (.POST, "/api/households/\(home)/foods", ["name": "Bread", "nutrients": ["energyKcal": 250]]),
                (.PUT, "/api/households/\(home)/foods/\(id)", ["name": "Bread", "nutrients": ["energyKcal": 250]]),
                (.DELETE, "/api/households/\(home)/foods/\(id)", nil),
                (.GET, "/api/nutrition/diary/\(day)", nil),
                (.POST, "/api/nutrition/diary/\(day)/entries", ["kind": "quick", "meal": "snack", "energyKcal": 10]),
                (.POST, "/api/nutrition/diary/\(day)/copy", ["toDate": "2025-06-16"]),
                (.PATCH, "/api/nutrition/entries/\(id)", ["meal": "lunch"]),
                (.DELETE, "/api/nutrition/entries/\(id)", nil),
                (.GET, "/api/nutrition/cart", nil),
                (.DELETE, "/api/nutrition/cart", nil),
                (.POST, "/api/nutrition/cart/items", ["foodId": id, "amount": 1, "unit": "g"]),
                (.PATCH, "/api/nutrition/cart/items/\(id)", ["steps": 1]),
                (.DELETE, "/api/nutrition/cart/items/\(id)", nil),
                (.POST, "/api/nutrition/cart/commit", ["date": day, "meal": "lunch"]),
                (.GET, "/api/nutrition/weights", nil),
                (.POST, "/api/nutrition/weights", ["date": day, "weight": 80]),
                (.DELETE, "/api/nutrition/weights/\(id)", nil),
                (.GET, "/api/nutrition/progress", nil),
                (.GET, "/api/nutrition/export?from=\(day)&to=\(day)", nil),
            ]
            for (method, path, body) in rows {
                let response = try await app.api(method, path, json: body)
                #expect(response.status == .unauthorized, "\(method) \(path): \(response.status) \(response.body)")
            }
        }
    }

    @Test("Another person's entry, cart item and weighing are not found, even in the same household", arguments: TestDatabase.all)
    func othersThingsAreNotFound(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await StarterContent.seedIfNeeded(app)
            let ada = try await app.makeUser("Ada")
            let bob = try await app.makeUser("Bob")
            let home = try await app.makeHousehold("Home", owner: ada)
            try await app.addMember(bob, to: home, by: ada)
            let egg = try await app.starterFoodID("egg", named: "Egg, whole, raw")
            let entry = try await app.logFood(egg, amount: 2, unit: "large", as: ada)
            let cart = try await app.api(
                .POST, "/api/nutrition/cart/items", json: ["foodId": egg, "amount": 1, "unit": "large"], as: ada.bearer)
            let item = try #require((cart.json["items"] as? [[String: Any]])?.first?["id"] as? String)
            let weighing = try await app.api(.POST, "/api/nutrition/weights", json: ["date": "2025-06-15", "weight": 80], as: ada.bearer)
            let weight = try #require(weighing["id"])

            let attempts: [(HTTPMethod, String, [String: any Sendable]?, String)] = [
                (.PATCH, "/api/nutrition/entries/\(entry)", ["amount": 3], "entryId"),
                (.DELETE, "/api/nutrition/entries/\(entry)", nil, "entryId"),
                (.PATCH, "/api/nutrition/cart/items/\(item)", ["steps": 1], "itemId"),
                (.DELETE, "/api/nutrition/cart/items/\(item)", nil, "itemId"),
                (.DELETE, "/api/nutrition/weights/\(weight)", nil, "weightId"),
            ]
            for (method, path, body, field) in attempts {
                let response = try await app.api(method, path, json: body, as: bob.bearer)
                #expect(response.status == .notFound, "\(method) \(path): \(response.body)")
                #expect(response.errorField == field)
            }
            let bobsCart = try await app.api(.GET, "/api/nutrition/cart", as: bob.bearer)
            let bobsWeights = try await app.api(.GET, "/api/nutrition/weights?from=2025-06-01&to=2025-06-30", as: bob.bearer)
            let bobsDay = try await app.api(.GET, "/api/nutrition/diary/2025-06-15", as: bob.bearer)
            #expect((bobsCart.json["items"] as? [Any])?.isEmpty == true)
            #expect((bobsWeights.json["entries"] as? [Any])?.isEmpty == true)
            #expect(!bobsDay.body.contains(entry))
            #expect(try await app.api(.GET, "/api/nutrition/diary/2025-06-15", as: ada.bearer).body.contains(entry))
            #expect(try await app.api(.GET, "/api/nutrition/cart", as: ada.bearer).body.contains(item))
        }
    }

    @Test("Household foods: members read and change them, strangers are told the household does not exist", arguments: TestDatabase.all)
    func householdFoods(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let bob = try await app.makeUser("Bob")
            let eve = try await app.makeUser("Eve")
            let home = try await app.makeHousehold("Home", owner: ada)
            let eves = try await app.makeHousehold("Eve's", owner: eve)
            try await app.addMember(bob, to: home, by: ada)
            let created = try await app.api(
                .POST, "/api/households/\(home)/foods", json: ["name": "Rye bread", "nutrients": ["energyKcal": 250]], as: bob.bearer)
            let food = try #require(created["id"])
            let h = "/api/households/\(home)/foods"
            let rows: [(HTTPMethod, String, [String: any Sendable]?, HTTPStatus, HTTPStatus)] = [
                // method, path, body, as Eve, as Ada
                (.GET, h, nil, .notFound, .ok),
                (.POST, h, ["name": "Kefir", "nutrients": ["energyKcal": 41]], .notFound, .created),
                (.PUT, "\(h)/\(food)", ["name": "Dark rye bread", "nutrients": ["energyKcal": 259]], .notFound, .ok),
                (.GET, "/api/nutrition/foods/\(food)", nil, .notFound, .ok),
                (.PUT, "/api/households/\(eves)/foods/\(food)", ["name": "Mine", "nutrients": ["energyKcal": 1]], .notFound, .notFound),
                (.DELETE, "/api/households/\(eves)/foods/\(food)", nil, .notFound, .notFound),
                (.DELETE, "\(h)/\(food)", nil, .notFound, .noContent),
            ]
            for (method, path, body, asEve, asAda) in rows {
                let eveAnswer = try await app.api(method, path, json: body, as: eve.bearer)
                #expect(eveAnswer.status == asEve, "\(method) \(path) as Eve: \(eveAnswer.body)")
                let adaAnswer = try await app.api(method, path, json: body, as: ada.bearer)
                #expect(adaAnswer.status == asAda, "\(method) \(path) as Ada: \(adaAnswer.body)")
            }
        }
    }
}
