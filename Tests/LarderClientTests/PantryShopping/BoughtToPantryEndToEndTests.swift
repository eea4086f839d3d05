import Foundation
import LarderClient
import LarderServer
import LarderTestSupport
import Testing

/// "Bought → pantry": a list's ticked items become stock through the ledger and leave the list.
@Suite("Bought to pantry end to end")
struct BoughtToPantryEndToEndTests {
    @Test("Ticked items go into stock with a ledger entry each, leave the list, and the ledger undoes them", arguments: TestDatabase.all)
    func boughtItemsBecomeStock(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PantryKitchen.make(app, baseURL: baseURL)
                let listID = try await ShoppingSubtractsStockEndToEndTests.defaultList(kitchen)
                var ids: [String: String] = [:]
                for text in ["500 g flour", "2 jars zorblax", "1 l milk"] {
                    let item = try await kitchen.ada.addShoppingItem(path: .init(listId: listID), body: .json(.init(text: text))).created.body
                        .json
                    ids[item.name] = item.id
                }
                for name in ["flour", "zorblax"] {
                    _ = try await kitchen.ada.updateShoppingItem(
                        path: .init(listId: listID, itemId: try #require(ids[name])), body: .json(.init(checked: true))
                    ).ok
                }

                let result = try await kitchen.ada.stockBoughtShoppingItems(path: .init(listId: listID), body: .json(.init())).created.body.json

                #expect(result.removedItemCount == 2)
                let byName = Dictionary(uniqueKeysWithValues: result.items.map { ($0.name.lowercased(), $0) })
                let flour = try #require(byName.first { $0.key.contains("flour") }?.value)
                #expect(flour.amount == 500 && flour.unit == "g" && flour.location == "pantry" && flour.foodId != nil)
                let zorblax = try #require(byName["zorblax"])
                #expect(zorblax.amount == 2 && zorblax.unit == "jar" && zorblax.foodId == nil)
                let left = try await kitchen.ada.getShoppingList(path: .init(listId: listID)).ok.body.json.items.map(\.name)
                #expect(left == ["milk"])
                let ledger = try await kitchen.ada.listPantryLedger(path: .init(householdId: kitchen.home)).ok.body.json
                #expect(ledger.total == 2)
                let entry = try #require(ledger.items.first)
                #expect(entry.reason == "bought")

                _ = try await kitchen.ada.undoPantryLedgerEntry(path: .init(householdId: kitchen.home, entryId: entry.id)).ok
                let afterUndo = try await kitchen.ada.listPantryLedger(path: .init(householdId: kitchen.home)).ok.body.json
                #expect(afterUndo.total == 4, "one undo takes back the whole purchase")
            }
        }
    }

    @Test("Another household's list is 404 and a guest is 401; nothing changes", arguments: TestDatabase.all)
    func foreignAndGuestAreRefused(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PantryKitchen.make(app, baseURL: baseURL)
                let listID = try await ShoppingSubtractsStockEndToEndTests.defaultList(kitchen)
                let item = try await kitchen.ada.addShoppingItem(path: .init(listId: listID), body: .json(.init(text: "500 g flour"))).created
                    .body.json
                _ = try await kitchen.ada.updateShoppingItem(path: .init(listId: listID, itemId: item.id), body: .json(.init(checked: true)))
                    .ok

                let foreign = try await kitchen.eve.stockBoughtShoppingItems(path: .init(listId: listID), body: .json(.init()))
                let guest = try await kitchen.session.anonymous.stockBoughtShoppingItems(path: .init(listId: listID), body: .json(.init()))

                #expect(errorStatus(foreign)?.status == 404)
                #expect(errorStatus(guest)?.status == 401)
                #expect(try await kitchen.ada.getShoppingList(path: .init(listId: listID)).ok.body.json.items.count == 1)
                #expect(try await kitchen.ada.listPantryLedger(path: .init(householdId: kitchen.home)).ok.body.json.total == 0)
            }
        }
    }
}
