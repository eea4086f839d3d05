import Fluent
import Foundation
import LarderCore
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

@Suite("Foods API")
struct FoodsAPITests {
    @Test(
        "Bad search input is a 400 naming the field",
        arguments: [
            ("/api/foods?per=0", "per"), ("/api/foods?per=101", "per"), ("/api/foods?page=0", "page"),
            ("/api/foods?q=" + String(repeating: "a", count: 101), "q"), ("/api/foods/not-a-uuid", "foodId"),
        ])
    func badInput(path: String, field: String) async throws {
        try await withApp(.sqlite) { app in
            let response = try await app.api(.GET, path)

            #expect(response.status == .badRequest, "\(path) → \(response.body)")
            #expect(response.errorField == field)
            #expect(response.errorMessage?.isEmpty == false)
        }
    }

    @Test("An unknown food is a 404", arguments: TestDatabase.all)
    func unknownFood(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let response = try await app.api(.GET, "/api/foods/\(UUID().uuidString)")

            #expect(response.status == .notFound)
            #expect(response.errorField == "foodId")
        }
    }

    @Test("Starter foods are seeded once: seeding again changes nothing", arguments: TestDatabase.all)
    func seedsStarterFoodsOnce(database: TestDatabase) async throws {
        try await withApp(database) { app in
            // MUT
            let first = try await StarterContent.seedIfNeeded(app)
            let second = try await StarterContent.seedIfNeeded(app)

            // validate
            #expect(first >= StarterFoods.all.count, "the foods, then the pairing catalogue")
            #expect(second == 0)
            #expect(try await app.foods.count(from: .starter) == StarterFoods.all.count)
        }
    }

    @Test("Anyone can search the starter foods and read one with its nutrients and measures", arguments: TestDatabase.all)
    func searchAndReadStarterFoods(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await StarterContent.seedIfNeeded(app)

            let page = try await app.api(.GET, "/api/foods?q=egg&per=5")
            let items = page.json["items"] as? [[String: Any]] ?? []
            let id = try #require(items.first?["id"] as? String)
            let detail = try await app.api(.GET, "/api/foods/\(id)")

            #expect(page.status == .ok)
            #expect(items.first?["name"] as? String == "Egg, whole, raw")
            #expect(items.first?["source"] as? String == "starter")
            #expect((items.first?["nutrients"] as? [String: Any])?["energyKcal"] as? Double == 143)
            #expect(detail.status == .ok)
            #expect(detail["sourceId"] == "egg-whole")
            let portions = detail.json["portions"] as? [[String: Any]] ?? []
            #expect(portions.contains { $0["description"] as? String == "large" && $0["grams"] as? Double == 50 })
        }
    }

    @Test("An empty search lists every food, paged, with the total")
    func emptySearchPages() async throws {
        try await withApp(.sqlite) { app in
            try await StarterContent.seedIfNeeded(app)

            let response = try await app.api(.GET, "/api/foods?page=2&per=10")

            #expect(response.json["total"] as? Int == StarterFoods.all.count)
            #expect((response.json["items"] as? [[String: Any]])?.count == 10)
            #expect(response.json["page"] as? Int == 2)
        }
    }

    @Test("An imported USDA table supersedes the starter foods in search; a starter food still answers by id", arguments: TestDatabase.all)
    func importSupersedesStarterFoods(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await StarterContent.seedIfNeeded(app)
            let before = try await app.api(.GET, "/api/foods?q=egg&per=1")
            let starterEgg = try #require((before.json["items"] as? [[String: Any]])?.first?["id"] as? String)
            let directory = try TinyRelease.write()
            defer { try? FileManager.default.removeItem(atPath: directory) }

            _ = try await USDAImport.run(directory: directory, app: app)
            let after = try await app.api(.GET, "/api/foods?q=egg&per=5")

            let items = after.json["items"] as? [[String: Any]] ?? []
            #expect(items.map { $0["source"] as? String } == ["usda"])
            #expect(items.first?["name"] as? String == "Egg, whole, raw, fresh")
            #expect(try await app.api(.GET, "/api/foods/\(starterEgg)").status == .ok)
        }
    }
}
