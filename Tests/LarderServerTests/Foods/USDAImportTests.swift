import Fluent
import Foundation
import LarderCore
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

/// The full USDA release, imported on each engine: a few seconds each, so one test per engine
/// checks the import, search on the imported table, and importing again.
@Suite(
    "USDA import",
    // CI always has ../shared/data; a fresh clone elsewhere does not, and these tests say so.
    .enabled(if: SharedData.hasUSDA, "../shared/data/usda-sr is absent (a fresh clone without the shared data)")
)
struct USDAImportTests {
    @Test(
        "Importing the release stores all 8,463 foods, search puts everyday foods first, and importing again changes nothing",
        arguments: TestDatabase.all)
    func importSearchAndReimport(database: TestDatabase) async throws {
        try await withApp(database) { app in
            // MUT: the first import
            let first = try await USDAImport.run(directory: SharedData.usda, app: app)

            // validate: every food is there once
            #expect(first.foods == 8463)
            #expect(first.inserted == 8463)
            #expect(try await app.foods.count(from: .usda) == 8463)

            // validate: search on the imported table ("egg", "milk", "flour" through the API)
            let eggs = try await Self.names(app, "egg")
            let milks = try await Self.names(app, "milk")
            let flours = try await Self.names(app, "flour")
            #expect(eggs.first == "Egg, whole, raw, fresh")
            #expect(!eggs.prefix(5).contains { $0.hasPrefix("Egg custards") })
            #expect(milks.first?.hasPrefix("Milk, whole") == true)
            #expect(!milks.prefix(5).contains { $0.hasPrefix("Candies") })
            #expect(flours.first?.hasPrefix("Wheat flour, white, all-purpose") == true)

            // MUT: the same release again
            let revision = try await FoodCatalogRevision.current(on: app.db)
            let stamps = try await Self.stamps(app)
            let second = try await USDAImport.run(directory: SharedData.usda, app: app)

            // validate: nothing changed
            #expect(second.inserted == 0 && second.updated == 0 && second.unchanged == 8463)
            #expect(try await FoodCatalogRevision.current(on: app.db) == revision)
            #expect(try await Self.stamps(app) == stamps)
        }
    }

    /// The names of the first page of search results.
    static func names(_ app: Application, _ query: String) async throws -> [String] {
        let response = try await app.api(.GET, "/api/foods?q=\(query)&per=10")
        #expect(response.status == .ok)
        return (response.json["items"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
    }

    /// Every food row's id and last change.
    static func stamps(_ app: Application) async throws -> Set<String> {
        Set(try await FoodRecord.query(on: app.db).all().map { "\($0.sourceID) \($0.updatedAt?.timeIntervalSince1970 ?? 0)" })
    }
}
