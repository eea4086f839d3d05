import Foundation
import LarderClient
import LarderTestSupport
import Testing

/// Cooking from stock end to end: all or nothing, in the recipe's units, undoable.
@Suite("Pantry cooking end to end")
struct PantryCookEndToEndTests {
    @Test(
        "Cooking takes every line from the batches that expire first, converting cups to grams, and is undone whole",
        arguments: TestDatabase.all)
    func cookAndUndo(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PantryKitchen.make(app, baseURL: baseURL)
                let flour = try await kitchen.food("wheat flour")
                let egg = try await kitchen.food("egg")
                let milk = try await kitchen.food("whole milk")
                let bag = try await kitchen.stock(flour, 1, "kg", bestBefore: PantryKitchen.day(100))
                let opened = try await kitchen.stock(flour, 200, "g", bestBefore: PantryKitchen.day(5))
                let eggs = try await kitchen.stock(egg, 12, nil, location: "fridge")
                let carton = try await kitchen.stock(milk, 1, "l", location: "fridge")
                let pancakes = try await kitchen.recipe(
                    "Pancakes", ["For the batter:", "2 cups flour", "2 large eggs", "1 cup milk", "salt to taste", "1 tbsp butter"],
                    servings: 2, optional: [5])

                let cooked = try await kitchen.ada.cookRecipe(
                    path: .init(recipeId: pancakes), body: .json(.init(householdId: kitchen.home, servings: 2))
                ).ok.body.json

                #expect(cooked.recipeTitle == "Pancakes")
                #expect(cooked.skipped.map(\.reason) == [.heading, .toTaste, .optional])
                let taken = Dictionary(uniqueKeysWithValues: cooked.used.map { ($0.itemId, $0.amount) })
                #expect(taken[opened.id] == 200, "the flour that expires first goes first")
                #expect(taken[bag.id] == 0.05, "then 50 g of the kilo bag")
                #expect(taken[eggs.id] == 2, "eggs kept as pieces are taken as pieces")
                #expect(try await kitchen.item(opened.id).amount == 0)
                #expect(try await kitchen.item(bag.id).amount == 0.95)
                #expect(try await kitchen.item(eggs.id).amount == 10)
                let milkLeft = try await kitchen.item(carton.id).amount
                #expect(abs(milkLeft - (1 - 0.2365882365)) < 1e-6, "a cup of milk is 236.59 ml")

                let history = try await kitchen.ada.getPantryItemHistory(path: .init(householdId: kitchen.home, itemId: bag.id)).ok.body
                    .json
                let cookEntry = try #require(history.first)
                #expect(cookEntry.action == .cooked && cookEntry.recipeTitle == "Pancakes" && cookEntry.operationId == cooked.operationId)

                // Undoing any entry of the cook takes the whole cook back.
                let undone = try await kitchen.ada.undoPantryLedgerEntry(path: .init(householdId: kitchen.home, entryId: cookEntry.id)).ok
                    .body.json
                #expect(undone.entries.count == 4)
                #expect(try await kitchen.item(opened.id).amount == 200)
                #expect(try await kitchen.item(bag.id).amount == 1)
                #expect(try await kitchen.item(eggs.id).amount == 12)
                #expect(try await kitchen.item(carton.id).amount == 1)
            }
        }
    }

    @Test(
        "A cook stock cannot cover is 409 with each missing line's needed, available and shortfall in the recipe's unit, and changes nothing",
        arguments: TestDatabase.all)
    func shortfallIsExact(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PantryKitchen.make(app, baseURL: baseURL)
                let flour = try await kitchen.food("wheat flour")
                let milk = try await kitchen.food("whole milk")
                let bag = try await kitchen.stock(flour, 125, "g")
                _ = try await kitchen.stock(milk, 1, "l")
                let pancakes = try await kitchen.recipe(
                    "Pancakes", ["2 cups flour", "2 large eggs", "1 cup milk", "1 pinch salt"], servings: 2)

                let answer = try await kitchen.ada.cookRecipe(
                    path: .init(recipeId: pancakes), body: .json(.init(householdId: kitchen.home, servings: 4)))

                let shortage = try answer.conflict.body.json
                #expect(shortage.error.code == "conflict")
                #expect(shortage.servings == 4)
                #expect(shortage.missing.map(\.name) == ["flour", "eggs"])
                let flourShort = try #require(shortage.missing.first)
                #expect(flourShort.unit == "cup")
                #expect([flourShort.needed, flourShort.available, flourShort.shortfall] == [4, 1, 3])
                let eggShort = try #require(shortage.missing.last)
                #expect(eggShort.unit == "large")
                #expect([eggShort.needed, eggShort.available, eggShort.shortfall] == [4, 0, 4])
                #expect(try await kitchen.item(bag.id).amount == 125)
                let ledger = try await kitchen.ada.listPantryLedger(path: .init(householdId: kitchen.home)).ok.body.json
                #expect(ledger.total == 2, "only the two arrivals: the failed cook wrote nothing")

                // The 409's missing list goes straight onto the shopping list.
                let added = try await kitchen.ada.addPantryShortfallToShoppingList(
                    path: .init(householdId: kitchen.home),
                    body: .json(.init(recipeId: pancakes, servings: 4, missing: shortage.missing))
                ).created.body.json
                // The default list subtracts stock itself, so a stocked food goes on whole and the
                // list takes the 125 g in stock off: 3 cups (375 g, as flour is sold by weight) still to buy, not 3 cups less again.
                #expect(added.lines == ["4 cups flour", "4 large eggs"])
                let list = try await kitchen.ada.listShoppingList(path: .init(householdId: kitchen.home)).ok.body.json
                #expect(list.map(\.text) == ["375 g flour", "4 eggs"])
                let listID = try await ShoppingSubtractsStockEndToEndTests.defaultList(kitchen)
                let sources = try await kitchen.ada.getShoppingList(path: .init(listId: listID)).ok.body.json.items.flatMap(\.sources)
                #expect(sources.map(\.kind) == [.pantry_hyphen_shortfall, .pantry_hyphen_shortfall])
                #expect(sources.map(\.recipeId) == [pancakes, pancakes])
                #expect(list.first?.recipeTitle == "Pancakes")
            }
        }
    }

    @Test("Fifty cooks at once against stock for ten: exactly ten succeed, forty get 409, stock ends at zero", arguments: TestDatabase.all)
    func concurrentCooks(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PantryKitchen.make(app, baseURL: baseURL)
                let flour = try await kitchen.food("wheat flour")
                let bag = try await kitchen.stock(flour, 1250, "g")
                let bread = try await kitchen.recipe("Flatbread", ["1 cup flour", "salt to taste"], servings: 1)
                let (cooked, refused) = try await Self.cookAtOnce(50, recipe: bread, household: kitchen.home, clients: [kitchen.ada])

                #expect(cooked == 10)
                #expect(refused == 40)
                #expect(try await kitchen.item(bag.id).amount == 0)
                let history = try await kitchen.ada.getPantryItemHistory(path: .init(householdId: kitchen.home, itemId: bag.id)).ok.body
                    .json
                #expect(history.filter { $0.action == .cooked }.count == 10)
            }
        }
    }

    /// Sends `count` cooks at once, spread over `clients`; returns how many cooked and how many got 409.
    static func cookAtOnce(_ count: Int, recipe: String, household: String, clients: [LarderClient.Client]) async throws -> (Int, Int) {
        try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<count {
                let client = clients[index % clients.count]
                // A failed call is counted, not thrown: throwing would end the test (and stop the
                // server) while the other cooks are still being answered.
                group.addTask {
                    do {
                        let answer = try await client.cookRecipe(path: .init(recipeId: recipe), body: .json(.init(householdId: household)))
                        switch answer {
                        case .ok: return 200
                        case .conflict: return 409
                        case .default(let status, _): return status
                        }
                    } catch {
                        return -1
                    }
                }
            }
            var statuses: [Int] = []
            for try await status in group { statuses.append(status) }
            return (statuses.filter { $0 == 200 }.count, statuses.filter { $0 == 409 }.count)
        }
    }
}

extension PantryCookEndToEndTests {
    @Test("Stock added by a plain name links to the food it means, so a recipe asking for it cooks from it", arguments: TestDatabase.all)
    func plainNameLinksToItsFood(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PantryKitchen.make(app, baseURL: baseURL)
                let rice = try await kitchen.ada.addPantryItem(
                    path: .init(householdId: kitchen.home), body: .json(.init(name: "rice", amount: 500, unit: "g"))
                ).created.body.json
                let dust = try await kitchen.ada.addPantryItem(
                    path: .init(householdId: kitchen.home), body: .json(.init(name: "Zorblax dust", amount: 1))
                ).created.body.json
                let pilaf = try await kitchen.recipe("Plain rice", ["100 g rice"], servings: 2)

                let cooked = try await kitchen.ada.cookRecipe(
                    path: .init(recipeId: pilaf), body: .json(.init(householdId: kitchen.home, servings: 2))
                ).ok.body.json

                #expect(rice.foodId != nil)
                #expect(rice.name == "rice")
                #expect(dust.foodId == nil, "a name no food answers stays free")
                #expect(cooked.used.map(\.itemId) == [rice.id])
                #expect(try await kitchen.item(rice.id).amount == 400)
            }
        }
    }
}
