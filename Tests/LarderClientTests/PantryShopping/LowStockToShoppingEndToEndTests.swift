import Foundation
import LarderClient
import LarderServer
import LarderTestSupport
import Testing

/// "Add what is running low": foods below their pantry minimum go on a list for what it takes to
/// get back to the minimum.
@Suite("Low stock to shopping list end to end")
struct LowStockToShoppingEndToEndTests {
    /// Below this much of `food`, Ada's pantry runs low.
    static func minimum(_ kitchen: PantryKitchen, _ food: String, _ amount: Double, _ unit: String) async throws {
        _ = try await kitchen.ada.setPantryMinimum(
            path: .init(householdId: kitchen.home, foodId: food), body: .json(.init(amount: amount, unit: unit))
        ).ok
    }

    @Test("A food below its minimum goes on the list for the missing amount, linked to that food", arguments: TestDatabase.all)
    func lowFoodGoesOnTheList(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PantryKitchen.make(app, baseURL: baseURL)
                let flour = try await kitchen.food("wheat flour")
                try await kitchen.stock(flour, 300, "g")
                try await Self.minimum(kitchen, flour, 1, "kg")
                let listID = try await ShoppingSubtractsStockEndToEndTests.defaultList(kitchen)
                _ = try await kitchen.ada.updateShoppingList(path: .init(listId: listID), body: .json(.init(subtractStock: false))).ok

                let added = try await kitchen.ada.addLowStockToShoppingList(path: .init(listId: listID)).ok.body.json

                let item = try #require(added.items.first)
                #expect(added.items.count == 1 && added.alreadyListed.isEmpty)
                #expect(item.foodId == flour)
                #expect(item.amount == "700 g")
                #expect(item.sources.map(\.kind) == [.low_hyphen_stock])
            }
        }
    }

    @Test("On a list that subtracts stock the item needs the missing amount and shows what is on hand", arguments: TestDatabase.all)
    func subtractingListShowsNeedAndOnHand(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PantryKitchen.make(app, baseURL: baseURL)
                let flour = try await kitchen.food("wheat flour")
                try await kitchen.stock(flour, 300, "g")
                try await Self.minimum(kitchen, flour, 1, "kg")
                let listID = try await ShoppingSubtractsStockEndToEndTests.defaultList(kitchen)

                let item = try #require(try await kitchen.ada.addLowStockToShoppingList(path: .init(listId: listID)).ok.body.json.items.first)

                #expect(item.need == "700 g")
                #expect(item.onHand == "300 g")
            }
        }
    }

    @Test("A second press leaves out what the first put on the list", arguments: TestDatabase.all)
    func secondPressDoesNotDouble(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PantryKitchen.make(app, baseURL: baseURL)
                let milk = try await kitchen.food("milk")
                try await Self.minimum(kitchen, milk, 2, "l")
                let listID = try await ShoppingSubtractsStockEndToEndTests.defaultList(kitchen)
                _ = try await kitchen.ada.addLowStockToShoppingList(path: .init(listId: listID)).ok

                let again = try await kitchen.ada.addLowStockToShoppingList(path: .init(listId: listID)).ok.body.json

                #expect(again.items.isEmpty)
                #expect(again.alreadyListed.count == 1)
                let items = try await kitchen.ada.getShoppingList(path: .init(listId: listID)).ok.body.json.items
                #expect(items.count == 1 && items.first?.amount == "2 l")
            }
        }
    }

    @Test("Nothing below its minimum adds nothing", arguments: TestDatabase.all)
    func nothingLowAddsNothing(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PantryKitchen.make(app, baseURL: baseURL)
                let flour = try await kitchen.food("wheat flour")
                try await kitchen.stock(flour, 2, "kg")
                try await Self.minimum(kitchen, flour, 1, "kg")
                let listID = try await ShoppingSubtractsStockEndToEndTests.defaultList(kitchen)

                let added = try await kitchen.ada.addLowStockToShoppingList(path: .init(listId: listID)).ok.body.json

                #expect(added.items.isEmpty && added.alreadyListed.isEmpty)
                #expect(try await kitchen.ada.getShoppingList(path: .init(listId: listID)).ok.body.json.items.isEmpty)
            }
        }
    }

    @Test("Another household's list is 404 and a guest is 401; nothing is added", arguments: TestDatabase.all)
    func foreignAndGuestAreRefused(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PantryKitchen.make(app, baseURL: baseURL)
                let milk = try await kitchen.food("milk")
                try await Self.minimum(kitchen, milk, 2, "l")
                let listID = try await ShoppingSubtractsStockEndToEndTests.defaultList(kitchen)

                #expect(errorStatus(try await kitchen.eve.addLowStockToShoppingList(path: .init(listId: listID)))?.status == 404)
                #expect(errorStatus(try await kitchen.session.anonymous.addLowStockToShoppingList(path: .init(listId: listID)))?.status == 401)
                #expect(try await kitchen.ada.getShoppingList(path: .init(listId: listID)).ok.body.json.items.isEmpty)
            }
        }
    }
}
