import Foundation
import LarderClient
import LarderServer
import LarderTestSupport
import Testing

/// The "bought → pantry" dialog over the API: a preview of each ticked item's defaults, then
/// moving only the items chosen, each with its own place, best-before date and amount.
@Suite("Bought to pantry with choices end to end")
struct BoughtChoicesEndToEndTests {
    /// Ada's default list with "500 g flour", "1 l milk" and "2 jars zorblax", the ones named ticked.
    static func list(_ kitchen: PantryKitchen, ticking ticked: Set<String>) async throws -> (list: String, ids: [String: String]) {
        let listID = try await ShoppingSubtractsStockEndToEndTests.defaultList(kitchen)
        var ids: [String: String] = [:]
        for text in ["500 g flour", "1 l milk", "2 jars zorblax"] {
            let item = try await kitchen.ada.addShoppingItem(path: .init(listId: listID), body: .json(.init(text: text))).created.body.json
            ids[item.name] = item.id
        }
        for name in ticked {
            _ = try await kitchen.ada.updateShoppingItem(
                path: .init(listId: listID, itemId: try #require(ids[name])), body: .json(.init(checked: true))
            ).ok
        }
        return (listID, ids)
    }

    @Test("The preview shows each ticked item's amounts, place and best-before date, and changes nothing", arguments: TestDatabase.all)
    func previewShowsDefaults(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PantryKitchen.make(app, baseURL: baseURL)
                let (listID, _) = try await Self.list(kitchen, ticking: ["milk", "zorblax"])

                let preview = try await kitchen.ada.previewBoughtShoppingItems(path: .init(listId: listID)).ok.body.json

                #expect(preview.items.map(\.name) == ["milk", "zorblax"])
                let milk = try #require(preview.items.first { $0.name == "milk" })
                #expect(milk.location == "fridge" && milk.bestBefore != nil && milk.foodId != nil)
                #expect(milk.amounts.map(\.amount) == [1] && milk.amounts.map(\.unit) == ["l"])
                let zorblax = try #require(preview.items.first { $0.name == "zorblax" })
                #expect(zorblax.location == "pantry" && zorblax.bestBefore == nil)
                #expect(try await kitchen.ada.getShoppingList(path: .init(listId: listID)).ok.body.json.items.count == 3)
                #expect(try await kitchen.ada.listPantryLedger(path: .init(householdId: kitchen.home)).ok.body.json.total == 0)
            }
        }
    }

    @Test("Only the chosen items move, each with its own place, date and amount; other ticked items stay", arguments: TestDatabase.all)
    func chosenItemsMoveWithTheirChanges(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PantryKitchen.make(app, baseURL: baseURL)
                let (listID, ids) = try await Self.list(kitchen, ticking: ["flour", "milk", "zorblax"])
                let choices: [Components.Schemas.BoughtItemChoice] = [
                    .init(itemId: try #require(ids["milk"]), location: "freezer", bestBefore: "", amount: 2, unit: "l"),
                    .init(itemId: try #require(ids["zorblax"]), bestBefore: "2031-01-31"),
                ]

                let result = try await kitchen.ada.stockBoughtShoppingItems(path: .init(listId: listID), body: .json(.init(items: choices)))
                    .created.body.json

                #expect(result.removedItemCount == 2)
                let milk = try #require(result.items.first { $0.name == "milk" })
                #expect(milk.amount == 2 && milk.unit == "l" && milk.location == "freezer" && milk.bestBefore == nil)
                let zorblax = try #require(result.items.first { $0.name == "zorblax" })
                #expect(zorblax.amount == 2 && zorblax.unit == "jar" && zorblax.location == "pantry" && zorblax.bestBefore == "2031-01-31")
                let left = try await kitchen.ada.getShoppingList(path: .init(listId: listID)).ok.body.json.items
                #expect(left.map(\.name) == ["flour"] && left.first?.checked == true)
                #expect(try await kitchen.ada.listPantryLedger(path: .init(householdId: kitchen.home)).ok.body.json.total == 2)
            }
        }
    }

    @Test("A choice naming an unticked item is a 400 naming it, and nothing moves", arguments: TestDatabase.all)
    func untickedChoiceIsRefused(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PantryKitchen.make(app, baseURL: baseURL)
                let (listID, ids) = try await Self.list(kitchen, ticking: ["milk"])
                let choices: [Components.Schemas.BoughtItemChoice] = [
                    .init(itemId: try #require(ids["milk"])), .init(itemId: try #require(ids["flour"])),
                ]

                let refused = try await kitchen.ada.stockBoughtShoppingItems(path: .init(listId: listID), body: .json(.init(items: choices)))

                #expect(errorStatus(refused)?.status == 400)
                #expect(errorStatus(refused)?.error?.error.field == "items[1].itemId")
                #expect(try await kitchen.ada.getShoppingList(path: .init(listId: listID)).ok.body.json.items.count == 3)
                #expect(try await kitchen.ada.listPantryLedger(path: .init(householdId: kitchen.home)).ok.body.json.total == 0)
            }
        }
    }

    @Test("A bad place, date or amount in a choice is a 400 naming its field, and nothing moves", arguments: TestDatabase.all)
    func badChoiceFieldsAreRefused(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PantryKitchen.make(app, baseURL: baseURL)
                let (listID, ids) = try await Self.list(kitchen, ticking: ["milk"])
                let milk = try #require(ids["milk"])
                let cases: [(Components.Schemas.BoughtItemChoice, String)] = [
                    (.init(itemId: milk, location: "   "), "items[0].location"),
                    (.init(itemId: milk, bestBefore: "31.01.2031"), "items[0].bestBefore"),
                    (.init(itemId: milk, unit: "l"), "items[0].amount"),
                    (.init(itemId: milk, amount: 1, unit: "parsecs"), "items[0].unit"),
                ]
                for (choice, field) in cases {
                    let refused = try await kitchen.ada.stockBoughtShoppingItems(
                        path: .init(listId: listID), body: .json(.init(items: [choice])))
                    #expect(errorStatus(refused)?.status == 400, "\(field)")
                    #expect(errorStatus(refused)?.error?.error.field == field)
                }
                let twice = try await kitchen.ada.stockBoughtShoppingItems(
                    path: .init(listId: listID), body: .json(.init(items: [.init(itemId: milk), .init(itemId: milk)])))
                #expect(errorStatus(twice)?.error?.error.field == "items[1].itemId")
                #expect(try await kitchen.ada.listPantryLedger(path: .init(householdId: kitchen.home)).ok.body.json.total == 0)
            }
        }
    }

    @Test("Another household's preview is 404 and a guest's is 401", arguments: TestDatabase.all)
    func foreignPreviewIsRefused(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PantryKitchen.make(app, baseURL: baseURL)
                let (listID, _) = try await Self.list(kitchen, ticking: ["milk"])

                #expect(errorStatus(try await kitchen.eve.previewBoughtShoppingItems(path: .init(listId: listID)))?.status == 404)
                #expect(
                    errorStatus(try await kitchen.session.anonymous.previewBoughtShoppingItems(path: .init(listId: listID)))?.status == 401)
            }
        }
    }
}
