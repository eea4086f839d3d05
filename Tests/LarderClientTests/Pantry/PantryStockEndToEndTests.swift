import Foundation
import LarderClient
import LarderTestSupport
import Testing

/// Stock by hand, end to end: a real server on loopback, driven through the generated client.
@Suite("Pantry stock end to end")
struct PantryStockEndToEndTests {
    @Test(
        "Stock in every kind of unit — weight, volume, pieces, a food's portion, a count unit — added, changed and summed",
        arguments: TestDatabase.all)
    func everyUnitKind(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PantryKitchen.make(app, baseURL: baseURL)
                let flour = try await kitchen.food("wheat flour")
                let milk = try await kitchen.food("milk")
                let egg = try await kitchen.food("egg")
                let garlic = try await kitchen.food("garlic")

                let bag = try await kitchen.stock(flour, 1, "kg")
                let carton = try await kitchen.stock(milk, 1, "liter", location: "Fridge")
                let dozen = try await kitchen.stock(egg, 12, nil, location: "fridge")
                let large = try await kitchen.stock(egg, 6, "large", location: "fridge")
                let bulb = try await kitchen.stock(garlic, 8, "cloves")
                // A name no food answers stays a free name.
                let jam = try await kitchen.stock(nil, name: "Grandma's zorblax", 2, "jars", location: "cellar")

                #expect(
                    [bag.display, carton.display, dozen.display, large.display, bulb.display, jam.display]
                        == ["1 kg", "1 l", "12", "6 large", "8 cloves", "2 jars"])
                #expect(carton.location == "fridge", "built-in places are kept by their key, whatever the case")
                #expect(jam.foodId == nil && jam.location == "cellar")
                #expect(bag.foodGroup != nil)

                // A cup of flour taken from the kilo bag, through the food's cup weight.
                let afterCup = try await kitchen.ada.changePantryItemAmount(
                    path: .init(householdId: kitchen.home, itemId: bag.id), body: .json(.init(change: .decrease, amount: 1, unit: "cup"))
                ).ok.body.json
                #expect(afterCup.amount == 0.875)
                let setMilk = try await kitchen.ada.changePantryItemAmount(
                    path: .init(householdId: kitchen.home, itemId: carton.id), body: .json(.init(change: .set, amount: 500, unit: "ml"))
                ).ok.body.json
                #expect(setMilk.display == "0.5 l")
                let moreEggs = try await kitchen.ada.changePantryItemAmount(
                    path: .init(householdId: kitchen.home, itemId: dozen.id), body: .json(.init(change: .increase, amount: 2))
                ).ok.body.json
                #expect(moreEggs.amount == 14)
                let usedClove = try await kitchen.ada.consumePantryItem(
                    path: .init(householdId: kitchen.home, itemId: bulb.id), body: .json(.init(amount: 6, unit: "g"))
                ).ok.body.json
                #expect(usedClove.amount == 6, "6 g of garlic is two 3 g cloves")

                let totals = try await kitchen.ada.listPantryTotals(path: .init(householdId: kitchen.home)).ok.body.json
                let eggs = try #require(totals.first { $0.foodId == egg })
                #expect(eggs.itemCount == 2)
                #expect(eggs.display == "20", "pieces of any size add up as pieces")
                #expect(totals.first { $0.name == "Grandma's zorblax" }?.display == "2 jars")
            }
        }
    }

    @Test("Edit, move and discard; search and every filter; expiring soon with past best-before flagged", arguments: TestDatabase.all)
    func editsFiltersAndExpiring(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PantryKitchen.make(app, baseURL: baseURL)
                let milk = try await kitchen.food("milk")
                let egg = try await kitchen.food("egg")
                let rice = try await kitchen.food("rice")
                let old = try await kitchen.stock(milk, 1, "l", location: "fridge", bestBefore: PantryKitchen.day(-1))
                let soon = try await kitchen.stock(egg, 6, nil, location: "fridge", bestBefore: PantryKitchen.day(2))
                let later = try await kitchen.stock(rice, 2, "kg", location: "pantry", bestBefore: PantryKitchen.day(200))
                let frozen = try await kitchen.stock(nil, name: "Peas", 400, "g", location: "freezer")
                let h = kitchen.home

                let edited = try await kitchen.ada.updatePantryItem(
                    path: .init(householdId: h, itemId: frozen.id),
                    body: .json(.init(name: "Garden peas", bestBefore: PantryKitchen.day(90), barcode: "4006381333931", note: "From June"))
                ).ok.body.json
                #expect(edited.name == "Garden peas" && edited.barcode == "4006381333931" && edited.note == "From June")
                let cleared = try await kitchen.ada.updatePantryItem(
                    path: .init(householdId: h, itemId: frozen.id), body: .json(.init(note: ""))
                ).ok.body.json
                #expect(cleared.note == nil)
                let moved = try await kitchen.ada.movePantryItem(
                    path: .init(householdId: h, itemId: later.id), body: .json(.init(location: "Top shelf"))
                ).ok.body.json
                #expect(moved.location == "Top shelf")

                func names(_ query: Operations.listPantryItems.Input.Query) async throws -> [String] {
                    try await kitchen.ada.listPantryItems(path: .init(householdId: h), query: query).ok.body.json.items.map(\.name)
                }
                #expect(try await names(.init()).count == 4)
                #expect(try await names(.init(q: "gard")) == ["Garden peas"])
                #expect(try await names(.init(location: "fridge")).count == 2)
                #expect(try await names(.init(location: "Top shelf")) == [moved.name])
                #expect(try await names(.init(expiringWithinDays: 3)).count == 2)
                #expect(try await names(.init(foodGroup: "Dairy and Egg Products")).count == 2)

                _ = try await kitchen.ada.setPantryMinimum(
                    path: .init(householdId: h, foodId: egg), body: .json(.init(amount: 10))
                ).ok
                #expect(try await names(.init(lowStock: true)) == [soon.name])

                let expiring = try await kitchen.ada.listExpiringPantryItems(path: .init(householdId: h)).ok.body.json
                #expect(expiring.count == 2)
                #expect(expiring.expiredCount == 1)
                #expect(expiring.items.map(\.id) == [old.id, soon.id])
                #expect(expiring.items.first?.freshness == .expired)
                #expect(expiring.items.last?.freshness == .expiringSoon)

                let discarded = try await kitchen.ada.discardPantryItem(
                    path: .init(householdId: h, itemId: old.id), body: .json(.init(reason: .expired))
                ).ok.body.json
                #expect(!discarded.inStock && discarded.discardReason == "expired")
                #expect(try await names(.init()).count == 3)
                #expect(try await names(.init(includeEmpty: true)).count == 4)
                let locations = try await kitchen.ada.listPantryLocations(path: .init(householdId: h)).ok.body.json
                #expect(locations == ["fridge", "freezer", "pantry", "Top shelf"])
            }
        }
    }

    @Test(
        "Every change is in the ledger with who, what, from and to; any entry can be undone once, and the undo is an entry too",
        arguments: TestDatabase.all)
    func ledgerAndUndo(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PantryKitchen.make(app, baseURL: baseURL)
                let milk = try await kitchen.food("milk")
                let h = kitchen.home
                let carton = try await kitchen.stock(milk, 1000, "ml", location: "fridge")
                let drank = try await kitchen.ada.changePantryItemAmount(
                    path: .init(householdId: h, itemId: carton.id), body: .json(.init(change: .decrease, amount: 300))
                ).ok.body.json
                _ = try await kitchen.ada.movePantryItem(
                    path: .init(householdId: h, itemId: carton.id), body: .json(.init(location: "freezer"))
                ).ok
                _ = try await kitchen.ada.consumePantryItem(path: .init(householdId: h, itemId: carton.id), body: .json(.init(amount: 200)))
                    .ok
                #expect(drank.amount == 700)

                let history = try await kitchen.ada.getPantryItemHistory(path: .init(householdId: h, itemId: carton.id)).ok.body.json
                #expect(history.map(\.action) == [.consumed, .moved, .decreased, .added])
                #expect(history.allSatisfy { $0.actor.name == "Ada" && $0.actor.kind == .person })
                let decrease = try #require(history.first { $0.action == .decreased })
                #expect(decrease.fromAmount == 1000 && decrease.toAmount == 700 && decrease.unit == "ml")
                #expect(history.first { $0.action == .moved }?.toLocation == "freezer")

                // Undoing the 300 ml drunk gives them back, keeping the 200 ml used since.
                let undone = try await kitchen.ada.undoPantryLedgerEntry(path: .init(householdId: h, entryId: decrease.id)).ok.body.json
                #expect(undone.items.first?.amount == 800)
                #expect(undone.entries.first?.action == .undone)
                #expect(undone.entries.first?.undoesEntryId == decrease.id)
                let again = try await kitchen.ada.undoPantryLedgerEntry(path: .init(householdId: h, entryId: decrease.id))
                #expect(errorStatus(again)?.status == 409)

                // Undoing the undo takes them away again.
                let redo = try await kitchen.ada.undoPantryLedgerEntry(
                    path: .init(householdId: h, entryId: try #require(undone.entries.first?.id))
                ).ok.body.json
                #expect(redo.items.first?.amount == 500)

                // Undoing the move brings it back to the fridge; undoing the arrival takes it out of stock.
                let move = try #require(history.first { $0.action == .moved })
                #expect(
                    try await kitchen.ada.undoPantryLedgerEntry(path: .init(householdId: h, entryId: move.id)).ok.body.json
                        .items.first?.location == "fridge")
                let arrival = try #require(history.last)
                let gone = try await kitchen.ada.undoPantryLedgerEntry(path: .init(householdId: h, entryId: arrival.id)).ok.body.json
                #expect(gone.items.first?.inStock == false)

                let ledger = try await kitchen.ada.listPantryLedger(path: .init(householdId: h), query: .init(per: 50)).ok.body.json
                #expect(ledger.total == 8)
                #expect(ledger.items.first?.action == .undone)
                #expect(ledger.items.filter { $0.canUndo == false }.count == 4)
            }
        }
    }
}
