import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

/// Pantry search finds an item by its own name or by any name of the food it is linked to.
@Suite("Pantry search")
struct PantrySearchTests {
    static func found(_ app: Application, _ home: String, _ query: String, as user: TestUser) async throws -> [String] {
        let encoded = query.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? query
        let page = try await app.api(.GET, "/api/households/\(home)/pantry/items?q=\(encoded)", as: user.bearer)
        return (page.json["items"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
    }

    @Test("Milk added in English is found by its Ukrainian and Russian names, and by the start of one", arguments: TestDatabase.all)
    func foundByTheLinkedFoodsNamesInOtherLanguages(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await StarterContent.seedIfNeeded(app)
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            for (name, amount, unit) in [("milk", 1, "l"), ("rice", 500, "g")] {
                _ = try await app.api(.POST, "/api/households/\(home)/pantry/items", json: ["name": name, "amount": amount, "unit": unit], as: ada.bearer)
            }

            let byUkrainian = try await Self.found(app, home, "молоко", as: ada)
            let byRussianStart = try await Self.found(app, home, "молок", as: ada)
            let byEnglish = try await Self.found(app, home, "milk", as: ada)
            let byOther = try await Self.found(app, home, "кефір", as: ada)

            #expect(byUkrainian.count == 1)
            #expect(byRussianStart == byUkrainian)
            #expect(byEnglish == byUkrainian)
            #expect(byOther.isEmpty)
        }
    }
}
