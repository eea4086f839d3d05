import Foundation
import LarderClient
import LarderServer
import LarderTestSupport
import Testing

/// Shopping lists that subtract stock read the household's pantry: what is on hand comes off
/// what a recipe needs, in the list and on its page.
@Suite("Shopping subtracts pantry stock end to end")
struct ShoppingSubtractsStockEndToEndTests {
    static func defaultList(_ kitchen: PantryKitchen) async throws -> String {
        let lists = try await kitchen.ada.listShoppingLists(path: .init(householdId: kitchen.home)).ok.body.json
        return try #require(lists.first { $0.isDefault }).id
    }

    @Test("A recipe needing 500 g of a food with 200 g in stock shows need 300 g, on hand 200 g", arguments: TestDatabase.all)
    func stockComesOffWhatIsNeeded(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PantryKitchen.make(app, baseURL: baseURL)
                let flour = try await kitchen.food("wheat flour")
                try await kitchen.stock(flour, 200, "g")
                let bread = try await kitchen.recipe("Bread", ["500 g flour"])
                let listID = try await Self.defaultList(kitchen)

                _ = try await kitchen.ada.addRecipeToShoppingListById(path: .init(listId: listID), body: .json(.init(recipeId: bread)))
                    .created

                let list = try await kitchen.ada.getShoppingList(path: .init(listId: listID)).ok.body.json
                let item = try #require(list.items.first { $0.name == "flour" })
                #expect(item.amount == "500 g")
                #expect(item.need == "300 g")
                #expect(item.onHand == "200 g")

                let browser = WebBrowser(app)
                try await browser.signIn("ada@example.com")
                let page = try await browser.get("/shopping/lists/\(listID)")
                #expect(page.status == .ok)
                #expect(page.html.contains("<strong>300 g</strong>"), "the amount to buy stands out")
                #expect(page.html.contains("500 g in all; you have 200 g"))
            }
        }
    }

    @Test("Stock in another unit is converted through the food's measures before it comes off", arguments: TestDatabase.all)
    func stockInOtherUnitsIsConverted(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PantryKitchen.make(app, baseURL: baseURL)
                let flour = try await kitchen.food("wheat flour")
                try await kitchen.stock(flour, 0.1, "kg")
                try await kitchen.stock(flour, 100, "g")
                let bread = try await kitchen.recipe("Bread", ["500 g flour"])
                let listID = try await Self.defaultList(kitchen)

                _ = try await kitchen.ada.addRecipeToShoppingListById(path: .init(listId: listID), body: .json(.init(recipeId: bread)))
                    .created

                let item = try #require(
                    try await kitchen.ada.getShoppingList(path: .init(listId: listID)).ok.body.json.items.first { $0.name == "flour" })
                #expect(item.need == "300 g")
                #expect(item.onHand == "200 g")
            }
        }
    }

    @Test("With subtractStock off the list shows the whole amount", arguments: TestDatabase.all)
    func subtractStockOffShowsWholeAmount(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PantryKitchen.make(app, baseURL: baseURL)
                let flour = try await kitchen.food("wheat flour")
                try await kitchen.stock(flour, 200, "g")
                let bread = try await kitchen.recipe("Bread", ["500 g flour"])
                let listID = try await Self.defaultList(kitchen)
                _ = try await kitchen.ada.updateShoppingList(path: .init(listId: listID), body: .json(.init(subtractStock: false))).ok

                _ = try await kitchen.ada.addRecipeToShoppingListById(path: .init(listId: listID), body: .json(.init(recipeId: bread)))
                    .created

                let item = try #require(
                    try await kitchen.ada.getShoppingList(path: .init(listId: listID)).ok.body.json.items.first { $0.name == "flour" })
                #expect(item.amount == "500 g")
                #expect(item.need == nil)
                #expect(item.onHand == nil)
            }
        }
    }

    @Test("Another household's stock never comes off a list", arguments: TestDatabase.all)
    func otherHouseholdsStockIsIgnored(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PantryKitchen.make(app, baseURL: baseURL)
                let flour = try await kitchen.food("wheat flour")
                _ = try await kitchen.eve.addPantryItem(
                    path: .init(householdId: kitchen.evesHome), body: .json(.init(foodId: flour, amount: 200, unit: "g"))
                ).created
                let bread = try await kitchen.recipe("Bread", ["500 g flour"])
                let listID = try await Self.defaultList(kitchen)

                _ = try await kitchen.ada.addRecipeToShoppingListById(path: .init(listId: listID), body: .json(.init(recipeId: bread)))
                    .created

                let item = try #require(
                    try await kitchen.ada.getShoppingList(path: .init(listId: listID)).ok.body.json.items.first { $0.name == "flour" })
                #expect(item.need == nil)
                #expect(item.onHand == nil)
            }
        }
    }

    @Test("What the pantry fully covers folds into \"you have these\" and leaves the shared text; the CSV lists the amounts to buy", arguments: TestDatabase.all)
    func coveredItemsFoldAway(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PantryKitchen.make(app, baseURL: baseURL)
                let flour = try await kitchen.food("wheat flour")
                try await kitchen.stock(flour, 1, "kg")
                let bread = try await kitchen.recipe("Bread", ["500 g flour", "10 g salt"])
                let listID = try await Self.defaultList(kitchen)
                _ = try await kitchen.ada.addRecipeToShoppingListById(path: .init(listId: listID), body: .json(.init(recipeId: bread)))
                    .created

                let shared = try await String(
                    collecting: kitchen.ada.shareShoppingList(path: .init(listId: listID), query: .init(language: .en)).ok.body.plainText,
                    upTo: 100_000)
                let csv = try await String(collecting: kitchen.ada.exportShoppingList(path: .init(listId: listID)).ok.body.csv, upTo: 100_000)
                let browser = WebBrowser(app)
                try await browser.signIn("ada@example.com")
                let page = try await browser.get("/shopping/lists/\(listID)")

                #expect(shared.contains("10 g salt"))
                #expect(!shared.contains("flour"))
                #expect(csv.contains(",flour,,,no,"), "nothing of the flour to buy")
                #expect(csv.contains(",500 g\r\n"), "the whole amount stays in the needed column")
                let covered = try #require(page.html.range(of: "You have these at home (1)"))
                #expect(page.html[covered.upperBound...].contains(">flour<") || page.html[covered.upperBound...].contains(" flour<"))
            }
        }
    }
}
