import Foundation
import LarderClient
import LarderServer
import LarderTestSupport
import OpenAPIAsyncHTTPClient
import Testing

/// Each person's eating rules, set through the generated client and kept by the planner's fill.
@Suite("Eating rules end to end")
struct PlannerEatingRulesEndToEndTests {
    @Test("Eating rules are empty until saved, then read back; each person sees only their own", arguments: TestDatabase.all)
    func rulesAreSavedAndReadBack(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PlannerKitchen.make(app, baseURL: baseURL)
                let empty = try await kitchen.ada.getEatingRules().ok.body.json
                #expect(empty.diet.isEmpty && empty.excludedFoods.isEmpty)

                let mushrooms = try await kitchen.food("mushrooms")
                let salmon = try await kitchen.food("salmon")
                let saved = try await kitchen.ada.putEatingRules(
                    body: .json(.init(diet: [.vegetarian, .gluten_hyphen_free], excludedFoodIds: [mushrooms, salmon, mushrooms]))
                ).ok.body.json
                #expect(saved.diet == [.vegetarian, .gluten_hyphen_free])
                #expect(saved.excludedFoods.map(\.id) == [mushrooms, salmon])
                #expect(saved.excludedFoods.allSatisfy { !$0.name.isEmpty })

                let read = try await kitchen.ada.getEatingRules().ok.body.json
                #expect(read == saved)
                let bobs = try await kitchen.bob.getEatingRules().ok.body.json
                #expect(bobs.diet.isEmpty && bobs.excludedFoods.isEmpty)
            }
        }
    }

    @Test("An unknown food or diet, or too many, is a 400 naming the field, and the rules stay as they were", arguments: TestDatabase.all)
    func unknownFoodIsRefused(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PlannerKitchen.make(app, baseURL: baseURL)
                _ = try await kitchen.ada.putEatingRules(body: .json(.init(diet: [.vegan], excludedFoodIds: []))).ok
                let token = try await kitchen.session.accessToken(email: "ada@example.com")
                for (body, field) in [
                    (#"{"diet": [], "excludedFoodIds": ["\#(UUID().uuidString)"]}"#, "excludedFoodIds"),
                    (#"{"diet": [], "excludedFoodIds": ["not an id"]}"#, "excludedFoodIds"),
                    (#"{"diet": ["carnivore"], "excludedFoodIds": []}"#, "diet"),
                    (#"{"diet": ["vegan", "vegan", "vegan", "vegan", "vegan", "vegan", "vegan"], "excludedFoodIds": []}"#, "diet"),
                ] {
                    let answer = try await app.api(.PUT, "/api/nutrition/eating-rules", raw: body, as: .bearer(token))
                    #expect(answer.status.code == 400, "\(body)")
                    #expect(answer.errorField?.hasPrefix(field) == true, "\(body): \(answer.body)")
                }
                #expect(try await kitchen.ada.getEatingRules().ok.body.json.diet == [.vegan])
            }
        }
    }

    @Test("Filling a day gives a vegetarian only vegetarian recipes, and nobody a recipe with a food they left out", arguments: TestDatabase.all)
    func fillKeepsEachPersonsRules(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PlannerKitchen.make(app, baseURL: baseURL, withCookbook: true)
                var vegetarian: Set<String> = []
                for index in 0..<4 {
                    vegetarian.insert(try await kitchen.recipe(
                        "Yogurt oats \(index)", ["\(60 + 10 * index) g oats", "\(180 + 20 * index) g plain yogurt", "100 g banana"],
                        categories: [.breakfast], dietFlags: [.vegetarian]))
                }
                for index in 0..<8 {
                    let pulse = ["lentils", "chickpeas", "tofu", "kidney beans"][index % 4]
                    vegetarian.insert(try await kitchen.recipe(
                        "\(pulse.capitalized) with rice \(index)",
                        ["\(120 + 20 * (index % 3)) g \(pulse)", "\(70 + 10 * (index % 3)) g rice", "\(8 + 2 * (index % 3)) g olive oil", "120 g broccoli"],
                        dietFlags: [.vegetarian]))
                }
                _ = try await kitchen.ada.putEatingRules(body: .json(.init(diet: [.vegetarian], excludedFoodIds: []))).ok
                _ = try await kitchen.bob.putEatingRules(body: .json(.init(diet: [], excludedFoodIds: [try await kitchen.food("salmon")]))).ok

                let patient = try await kitchen.patientAda()
                let plan = try await PlannerFillEndToEndTests.fill(kitchen, day: PlannerKitchen.monday, client: patient)

                let monday = plan.entries.filter { $0.day == PlannerKitchen.monday }
                let adas = monday.filter { $0.portions.contains { $0.userId == kitchen.adaID } }
                let bobs = monday.filter { $0.portions.contains { $0.userId == kitchen.bobID } }
                #expect(!adas.isEmpty && !bobs.isEmpty, "both are fed")
                for entry in adas {
                    #expect(vegetarian.contains(entry.recipeId), "Ada is served \(entry.recipeTitle)")
                }
                for entry in bobs {
                    #expect(!entry.recipeTitle.hasPrefix("Salmon"), "Bob is served \(entry.recipeTitle)")
                }
            }
        }
    }
}
