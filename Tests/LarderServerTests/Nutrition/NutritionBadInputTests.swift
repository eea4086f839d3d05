import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

/// Bad nutrition input gets a 4xx that names the field, and changes nothing.
@Suite("Nutrition bad input")
struct NutritionBadInputTests {
    static func profile(_ changes: [String: any Sendable], removing: [String] = []) -> [String: any Sendable] {
        var body = manProfile
        for (key, value) in changes { body[key] = value }
        for key in removing { body[key] = nil }
        return body
    }

    static let profiles: [([String: any Sendable], String)] = [
        (profile(["heightCm": 0]), "heightCm"),
        (profile(["birthDate": "1725-01-01"]), "birthDate"),
        (profile(["birthDate": "2030-01-01"]), "birthDate"),
        (profile(["birthDate": "1995-02-30"]), "birthDate"),
        (profile(["birthDate": "10/01/1995"]), "birthDate"),
        (profile(["weightKg": -80]), "weightKg"),
        (profile(["activityLevel": 6]), "activityLevel"),
        (profile(["goal": "bulk"]), "goal"),
        (profile(["sex": "other"]), "sex"),
        (profile([:], removing: ["heightCm"]), "heightCm"),
        (profile(["heightFeet": 5]), "heightFeet"),
        (profile(["weightLb": 170]), "weightLb"),
        (profile(["proteinPercent": 50]), "proteinPercent"),
        (profile(["fatPercent": 130]), "fatPercent"),
        (profile(["shoeSize": 44]), "shoeSize"),
    ]

    @Test("A bad profile is refused naming the field, and leaves the saved profile as it was", arguments: TestDatabase.all)
    func badProfiles(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            for (body, field) in Self.profiles {
                let response = try await app.api(.PUT, "/api/nutrition/profile", json: body, as: ada.bearer)
                #expect(response.status == .badRequest, "\(field): \(response.body)")
                #expect(response.errorField == field, "\(body) → \(response.body)")
            }
            #expect(try await app.api(.GET, "/api/nutrition/profile", as: ada.bearer).status == .notFound)
            _ = try await app.api(.PUT, "/api/nutrition/profile", json: manProfile, as: ada.bearer)
            _ = try await app.api(.PUT, "/api/nutrition/profile", json: Self.profile(["heightCm": 0]), as: ada.bearer)
            let stored = try await app.api(.GET, "/api/nutrition/profile", as: ada.bearer)
            #expect(stored.json["heightCm"] as? Double == 180)
        }
    }

    @Test("A bad diary entry is refused naming the field, and the day stays empty", arguments: TestDatabase.all)
    func badEntries(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await StarterContent.seedIfNeeded(app)
            let ada = try await app.makeUser("Ada")
            let milk = try await app.starterFoodID("milk", named: "Milk, whole, 3.25% milkfat")
            let food: [String: any Sendable] = ["kind": "food", "meal": "breakfast", "foodId": milk, "amount": 1, "unit": "cup"]
            func with(_ changes: [String: any Sendable], removing: [String] = []) -> [String: any Sendable] {
                var body = food
                for (key, value) in changes { body[key] = value }
                for key in removing { body[key] = nil }
                return body
            }
            let cases: [(String, [String: any Sendable], String, HTTPStatus)] = [
                ("2025-06-15", with(["amount": -1]), "amount", .badRequest),
                ("2025-06-15", with(["amount": 0]), "amount", .badRequest),
                ("2025-06-15", with(["foodId": UUID().uuidString]), "foodId", .notFound),
                ("2025-06-15", with(["foodId": "milk"]), "foodId", .badRequest),
                ("2025-06-15", with(["unit": "large"]), "unit", .badRequest),
                ("2025-06-15", with(["unit": "furlong"]), "unit", .badRequest),
                ("2025-06-15", with(["meal": "brunch"]), "meal", .badRequest),
                ("2025-06-15", with(["kind": "drink"]), "kind", .badRequest),
                ("2025-06-15", with([:], removing: ["unit"]), "unit", .badRequest),
                ("2025-06-15", with(["servings": 2]), "servings", .badRequest),
                ("2025-02-30", food, "date", .badRequest),
                ("yesterday", food, "date", .badRequest),
                ("2025-06-15", ["kind": "quick", "meal": "snack"], "energyKcal", .badRequest),
                ("2025-06-15", ["kind": "quick", "meal": "snack", "energyKcal": 100, "protein": -5], "protein", .badRequest),
                ("2025-06-15", ["kind": "quick", "meal": "snack", "energyKcal": 100, "foodId": milk], "foodId", .badRequest),
                ("2025-06-15", ["kind": "recipe", "meal": "lunch", "recipeId": UUID().uuidString, "servings": 1], "recipeId", .notFound),
                (
                    "2025-06-15", ["kind": "recipe", "meal": "lunch", "recipeId": UUID().uuidString, "servings": -1], "servings",
                    .badRequest
                ),
            ]
            for (date, body, field, status) in cases {
                let response = try await app.api(.POST, "/api/nutrition/diary/\(date)/entries", json: body, as: ada.bearer)
                #expect(response.status == status, "\(field): \(response.body)")
                #expect(response.errorField == field, "\(body) → \(response.body)")
            }
            let day = try await app.api(.GET, "/api/nutrition/diary/2025-06-15", as: ada.bearer)
            let meals = day.json["meals"] as? [[String: Any]] ?? []
            #expect(meals.count == 4 && meals.allSatisfy { ($0["entries"] as? [Any])?.isEmpty == true })
        }
    }

    @Test("Bad changes to an entry are refused naming the field, and the entry stays as it was", arguments: TestDatabase.all)
    func badEntryChanges(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await StarterContent.seedIfNeeded(app)
            let ada = try await app.makeUser("Ada")
            let egg = try await app.starterFoodID("egg", named: "Egg, whole, raw")
            let entry = try await app.logFood(egg, amount: 2, unit: "large", as: ada)
            let cases: [([String: any Sendable], String)] = [
                (["amount": -2], "amount"), (["unit": "cup of tea"], "unit"), (["date": "2025-13-01"], "date"),
                (["meal": "elevenses"], "meal"), (["servings": 2], "servings"), (["energyKcal": 5], "energyKcal"),
            ]
            for (body, field) in cases {
                let response = try await app.api(.PATCH, "/api/nutrition/entries/\(entry)", json: body, as: ada.bearer)
                #expect(response.status == .badRequest, "\(field): \(response.body)")
                #expect(response.errorField == field)
            }
            let day = try await app.api(.GET, "/api/nutrition/diary/2025-06-15", as: ada.bearer)
            let entries = (day.json["meals"] as? [[String: Any]])?.first?["entries"] as? [[String: Any]]
            #expect(entries?.first?["grams"] as? Double == 100)
            #expect(
                try await app.api(.PATCH, "/api/nutrition/entries/not-an-id", json: ["amount": 1], as: ada.bearer).errorField == "entryId")
        }
    }

    @Test("Bad cart, copy, weight, progress and export input is refused naming the field", arguments: TestDatabase.all)
    func badOtherInput(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await StarterContent.seedIfNeeded(app)
            let ada = try await app.makeUser("Ada")
            let milk = try await app.starterFoodID("milk", named: "Milk, whole, 3.25% milkfat")
            let cases: [(HTTPMethod, String, [String: any Sendable]?, String, HTTPStatus)] = [
                (.POST, "/api/nutrition/cart/items", ["foodId": milk, "amount": -1, "unit": "cup"], "amount", .badRequest),
                (.POST, "/api/nutrition/cart/items", ["foodId": milk, "amount": 1, "unit": "slice"], "unit", .badRequest),
                (.POST, "/api/nutrition/cart/items", ["foodId": UUID().uuidString, "amount": 1, "unit": "g"], "foodId", .notFound),
                (.POST, "/api/nutrition/cart/commit", ["date": "2025-06-15", "meal": "supper"], "meal", .badRequest),
                (.POST, "/api/nutrition/cart/commit", ["date": "15.06.2025", "meal": "lunch"], "date", .badRequest),
                (.POST, "/api/nutrition/diary/2025-06-15/copy", ["toDate": "2025-06-15"], "toDate", .badRequest),
                (.POST, "/api/nutrition/diary/2025-06-15/copy", ["toDate": "2025-06-31"], "toDate", .badRequest),
                (.POST, "/api/nutrition/weights", ["date": "2025-06-15", "weight": 0], "weight", .badRequest),
                (.POST, "/api/nutrition/weights", ["date": "2025-06-15", "weight": 2000, "unit": "lb"], "weight", .badRequest),
                (.POST, "/api/nutrition/weights", ["date": "June 15", "weight": 80], "date", .badRequest),
                (.GET, "/api/nutrition/weights?from=2025-06-20&to=2025-06-01", nil, "from", .badRequest),
                (.GET, "/api/nutrition/progress?end=2025-02-29", nil, "end", .badRequest),
                (.GET, "/api/nutrition/progress?period=year", nil, "period", .badRequest),
                (.GET, "/api/nutrition/export?from=2025-06-20&to=2025-06-01", nil, "to", .badRequest),
                (.GET, "/api/nutrition/export?from=2024-01-01&to=2025-06-01", nil, "to", .badRequest),
                (.GET, "/api/nutrition/export?from=bad&to=2025-06-01", nil, "from", .badRequest),
                (.GET, "/api/nutrition/foods?q=" + String(repeating: "a", count: 101), nil, "q", .badRequest),
            ]
            for (method, path, body, field, status) in cases {
                let response = try await app.api(method, path, json: body, as: ada.bearer)
                #expect(response.status == status, "\(method) \(path) \(field): \(response.body)")
                #expect(response.errorField == field, "\(method) \(path): \(response.body)")
            }
            #expect(try await app.api(.GET, "/api/nutrition/cart", as: ada.bearer).json["items"] as? [Any] != nil)
            #expect((try await app.api(.GET, "/api/nutrition/cart", as: ada.bearer).json["items"] as? [Any])?.isEmpty == true)
            #expect((try await app.api(.GET, "/api/nutrition/weights", as: ada.bearer).json["entries"] as? [Any])?.isEmpty == true)
        }
    }

    @Test("A bad household food is refused naming the field, and none is stored", arguments: TestDatabase.all)
    func badHouseholdFoods(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let cases: [([String: any Sendable], String)] = [
                (["name": "  ", "nutrients": ["energyKcal": 100]], "name"),
                (["name": String(repeating: "x", count: 101), "nutrients": ["energyKcal": 100]], "name"),
                (["name": "Bread", "nutrients": ["protein": 10]], "nutrients.energyKcal"),
                (["name": "Bread", "nutrients": ["energyKcal": -1]], "nutrients.energyKcal"),
                (["name": "Bread", "nutrients": ["energyKcal": 250, "fat": 140]], "nutrients.fat"),
                (["name": "Bread", "servingGrams": 10, "nutrients": ["energyKcal": 250]], "nutrients.energyKcal"),
                (["name": "Bread", "servingGrams": 0, "nutrients": ["energyKcal": 250]], "servingGrams"),
                (["name": "Bread", "barcode": "12ab", "nutrients": ["energyKcal": 250]], "barcode"),
                (
                    [
                        "name": "Bread", "nutrients": ["energyKcal": 250],
                        "portions": [["amount": 1, "description": "slice", "grams": 0] as [String: any Sendable]],
                    ],
                    "portions[0].grams"
                ),
                (["name": "Bread", "nutrients": ["energyKcal": 250], "colour": "brown"], "colour"),
            ]
            for (body, field) in cases {
                let response = try await app.api(.POST, "/api/households/\(home)/foods", json: body, as: ada.bearer)
                #expect(response.status == .badRequest, "\(field): \(response.body)")
                #expect(response.errorField == field, "\(body) → \(response.body)")
            }
            #expect(try await app.api(.GET, "/api/households/\(home)/foods", as: ada.bearer).jsonArray.isEmpty)
        }
    }
}
