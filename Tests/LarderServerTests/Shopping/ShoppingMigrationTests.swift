import Fluent
import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

@Suite("Shopping: lists from the first version")
struct ShoppingMigrationTests {
    @Test("Lines of the single list become items of each household's default list, recipes kept as sources", arguments: TestDatabase.all)
    func movesOldLines(database: TestDatabase) async throws {
        try await withApp(database) { app in
            // setup: the first version's table, with two lines of Ada's household
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let householdID = try #require(UUID(uuidString: home))
            try await CreateShoppingListItem().prepare(on: app.db)
            for (position, (text, title)) in [("400 g flour", "Cake" as String?), ("1 onion", nil)].enumerated() {
                let row = ShoppingListItem()
                row.householdID = householdID
                row.position = position
                row.text = text
                row.name = text.split(separator: " ").last.map(String.init) ?? text
                row.quantity = Double(text.split(separator: " ")[0])
                row.unit = text.contains(" g ") ? "g" : nil
                row.recipeTitle = title
                row.servings = title == nil ? nil : 8
                try await row.create(on: app.db)
            }

            // MUT
            try await MoveShoppingListItemsToLists().prepare(on: app.db)

            // validate: the default list holds both lines; the old endpoint still reads them
            let lists = try await app.api(.GET, "/api/households/\(home)/shopping-lists", as: ada.bearer).jsonArray
            #expect(lists.count == 1)
            let list = try #require(lists.first?["id"] as? String)
            let items = try await app.api(.GET, "/api/shopping-lists/\(list)", as: ada.bearer).json["items"] as? [[String: Any]] ?? []
            #expect(items.compactMap { $0["name"] as? String } == ["flour", "onion"])
            #expect(items.compactMap { $0["amount"] as? String } == ["400 g", "1"])
            let sources = items.first?["sources"] as? [[String: Any]]
            #expect(sources?.first?["recipeTitle"] as? String == "Cake")
            #expect(sources?.first?["kind"] as? String == "recipe")
            let old = try await app.api(.GET, "/api/households/\(home)/shopping-list", as: ada.bearer).jsonArray
            #expect(old.compactMap { $0["text"] as? String } == ["400 g flour", "1 onion"])
        }
    }
}
