import Foundation
import LarderClient
import LarderServer
import LarderTestSupport
import Testing

/// Shopping lists end to end: a real server on loopback driven through the generated client,
/// on SQLite and on PostgreSQL.
@Suite("Shopping end to end")
struct ShoppingEndToEndTests {
    typealias Item = Components.Schemas.ShoppingItem

    /// A signed-in household of Ada (owner) and Bob, with the starter foods, on a running server.
    struct Household {
        var session: ClientSession
        var ada: Client
        var bob: Client
        var eve: Client
        var householdID: String
        var listID: String
    }

    static func household(_ baseURL: URL) async throws -> Household {
        let session = ClientSession(baseURL: baseURL)
        _ = try await session.register("Admin", email: "admin@example.com")
        let (_, ada) = try await session.register("Ada", email: "ada@example.com")
        let (_, bob) = try await session.register("Bob", email: "bob@example.com")
        let (_, eve) = try await session.register("Eve", email: "eve@example.com")
        let home = try await ada.createHousehold(body: .json(.init(name: "Home"))).created.body.json
        _ = try await ada.addHouseholdMember(path: .init(householdId: home.id), body: .json(.init(email: "bob@example.com"))).created
        let lists = try await ada.listShoppingLists(path: .init(householdId: home.id)).ok.body.json
        let list = try #require(lists.first { $0.isDefault })
        return Household(session: session, ada: ada, bob: bob, eve: eve, householdID: home.id, listID: list.id)
    }

    static func recipe(_ client: Client, _ title: String, _ lines: [String], in household: String) async throws -> String {
        try await client.createRecipe(
            query: .init(householdId: household),
            body: .json(.init(title: title, ingredients: lines.map { .init(text: $0) }, steps: ["Cook."], servings: 4))
        ).created.body.json.id
    }

    static func items(_ client: Client, _ listID: String, groupBy: Operations.getShoppingList.Input.Query.groupByPayload? = nil)
        async throws -> Components.Schemas.ShoppingListDetail
    {
        try await client.getShoppingList(path: .init(listId: listID), query: .init(groupBy: groupBy)).ok.body.json
    }

    @Test("Two recipes' overlapping foods merge across units; removing one takes back exactly its share", arguments: TestDatabase.all)
    func mergeAndRemoveRecipe(database: TestDatabase) async throws {
        try await withApp(database) { app in
            _ = try await StarterContent.seedIfNeeded(app)
            try await withRunningServer(app) { baseURL in
                let home = try await Self.household(baseURL)
                let pancakes = try await Self.recipe(home.ada, "Pancakes", ["1 cup milk", "200 g flour", "2 eggs"], in: home.householdID)
                let crepes = try await Self.recipe(
                    home.ada, "Crepes", ["200 ml milk", "100 g flour", "salt to taste"], in: home.householdID)

                // MUT: both recipes onto the default list, Crepes doubled to 8 servings
                _ = try await home.ada.addRecipeToShoppingListById(
                    path: .init(listId: home.listID), body: .json(.init(recipeId: pancakes))
                ).created
                let added = try await home.bob.addRecipeToShoppingListById(
                    path: .init(listId: home.listID), body: .json(.init(recipeId: crepes, servings: 8))
                ).created.body.json

                // validate: one milk line in millilitres, flour summed, both recipes named as sources
                #expect(added.map(\.name) == ["milk", "flour", "salt"])
                var list = try await Self.items(home.ada, home.listID)
                let byName = Dictionary(uniqueKeysWithValues: list.items.map { ($0.name, $0) })
                #expect(list.items.count == 4)
                #expect(byName["milk"]?.amount == "637 ml")  // 1 cup (237 ml) + 2 × 200 ml
                #expect(byName["milk"]?.sources.compactMap(\.recipeTitle) == ["Pancakes", "Crepes"])
                #expect(byName["milk"]?.foodName?.hasPrefix("Milk") == true)
                #expect(byName["flour"]?.amount == "400 g")
                #expect(byName["eggs"]?.amount == "2")
                #expect(byName["salt"]?.unmeasured == true)

                // MUT: take Pancakes back
                _ = try await home.ada.removeRecipeFromShoppingList(path: .init(listId: home.listID, recipeId: pancakes)).noContent

                // validate: exactly Crepes' share is left
                list = try await Self.items(home.ada, home.listID)
                #expect(list.items.map(\.name) == ["milk", "flour", "salt"])
                #expect(list.items.map(\.amount) == ["400 ml", "200 g", ""])
                let byRecipe = try await Self.items(home.ada, home.listID, groupBy: .recipe)
                #expect(byRecipe.groups.compactMap(\.recipeTitle) == ["Crepes"])
            }
        }
    }

    @Test("Amounts that cannot be converted stay side by side on one line, in the list's metric or US units", arguments: TestDatabase.all)
    func sideBySideAndUnits(database: TestDatabase) async throws {
        try await withApp(database) { app in
            _ = try await StarterContent.seedIfNeeded(app)
            try await withRunningServer(app) { baseURL in
                let home = try await Self.household(baseURL)
                for text in ["2 jars zorblax", "100 g zorblax", "1 cup milk", "200 ml milk"] {
                    _ = try await home.ada.addShoppingItem(path: .init(listId: home.listID), body: .json(.init(text: text))).created
                }

                let metric = try await Self.items(home.ada, home.listID)
                _ = try await home.ada.updateShoppingList(path: .init(listId: home.listID), body: .json(.init(measurementSystem: .us))).ok
                let us = try await Self.items(home.ada, home.listID)

                #expect(metric.items.map(\.amount) == ["2 jars + 100 g", "437 ml"])
                #expect(metric.items.first?.amounts.map(\.unit) == ["jar", "g"])
                #expect(us.items.map(\.amount) == ["2 jars + 3 1/2 oz", "1 7/8 cups"])
            }
        }
    }

    @Test("Aisles come from the food, the name or the classifier, and a correction is remembered for the name", arguments: TestDatabase.all)
    func aislesAndCorrection(database: TestDatabase) async throws {
        try await withApp(database) { app in
            _ = try await StarterContent.seedIfNeeded(app)
            try await withRunningServer(app) { baseURL in
                let home = try await Self.household(baseURL)
                func add(_ text: String, to list: String) async throws -> Item {
                    try await home.ada.addShoppingItem(path: .init(listId: list), body: .json(.init(text: text))).created.body.json
                }
                let milk = try await add("1 l milk", to: home.listID)
                let peas = try await add("frozen peas", to: home.listID)
                let towels = try await add("paper towels", to: home.listID)
                #expect((milk.aisle, milk.aisleReason) == (.dairy_hyphen_eggs, .food))
                #expect((peas.aisle, peas.aisleReason) == (.frozen, .name))
                #expect((towels.aisle, towels.aisleReason) == (.household, .classifier))

                // MUT: Bob moves the towels to the pantry aisle
                let moved = try await home.bob.updateShoppingItem(
                    path: .init(listId: home.listID, itemId: towels.id), body: .json(.init(aisle: .pantry))
                ).ok.body.json

                // validate: the next towels, on another list, go there too; the list is grouped so
                let party = try await home.ada.createShoppingList(
                    path: .init(householdId: home.householdID), body: .json(.init(name: "Party"))
                )
                .created.body.json
                let again = try await add("Paper Towel", to: party.id)
                #expect((moved.aisle, moved.aisleReason, moved.versions.aisle) == (.pantry, .correction, 2))
                #expect((again.aisle, again.aisleReason) == (.pantry, .correction))
                let grouped = try await Self.items(home.ada, home.listID)
                #expect(grouped.groups.map(\.aisle) == [.dairy_hyphen_eggs, .pantry, .frozen])

                // A store walks its aisles in its own order.
                let store = try await home.ada.createShoppingStore(
                    path: .init(householdId: home.householdID), body: .json(.init(name: "Corner shop", aisleOrder: [.frozen, .pantry]))
                ).created.body.json
                _ = try await home.ada.updateShoppingList(path: .init(listId: home.listID), body: .json(.init(storeId: store.id))).ok
                #expect(try await Self.items(home.ada, home.listID).groups.map(\.aisle) == [.frozen, .pantry, .dairy_hyphen_eggs])
            }
        }
    }

    @Test("Ticking off, clearing what is ticked, and sharing what is left as text and CSV", arguments: TestDatabase.all)
    func checkOffClearAndShare(database: TestDatabase) async throws {
        try await withApp(database) { app in
            _ = try await StarterContent.seedIfNeeded(app)
            try await withRunningServer(app) { baseURL in
                let home = try await Self.household(baseURL)
                var ids: [String] = []
                for text in ["2 l milk", "6 eggs", "1 loaf rye bread"] {
                    ids.append(
                        try await home.ada.addShoppingItem(path: .init(listId: home.listID), body: .json(.init(text: text))).created.body
                            .json.id)
                }

                let ticked = try await home.bob.updateShoppingItem(
                    path: .init(listId: home.listID, itemId: ids[1]), body: .json(.init(checked: true))
                ).ok.body.json
                let shared = try await home.ada.shareShoppingList(path: .init(listId: home.listID), query: .init(language: .en)).ok.body
                    .plainText
                let text = try await String(collecting: shared, upTo: 100_000)
                let csv = try await String(
                    collecting: home.ada.exportShoppingList(path: .init(listId: home.listID)).ok.body.csv, upTo: 100_000)
                let cleared = try await home.ada.clearCheckedShoppingItems(path: .init(listId: home.listID)).ok.body.json

                #expect(ticked.checked)
                #expect(ticked.checkedBy == "Bob")
                #expect(text == "Shopping list\n\nBakery\n• 1 loaf rye bread\n\nDairy & eggs\n• 2 l milk\n")
                #expect(csv.hasPrefix("aisle,name,amount,note,checked,food,sources,needed\r\n"))
                #expect(csv.contains("dairy-eggs,eggs,6,,yes"))
                #expect(cleared.removed == 1)
                #expect(try await Self.items(home.ada, home.listID).items.map(\.id) == [ids[0], ids[2]])
            }
        }
    }

    @Test("Two people ticking and renaming the same item at once both keep their change", arguments: TestDatabase.all)
    func concurrentFieldEdits(database: TestDatabase) async throws {
        try await withApp(database) { app in
            _ = try await StarterContent.seedIfNeeded(app)
            try await withRunningServer(app) { baseURL in
                let home = try await Self.household(baseURL)
                var ids: [String] = []
                for index in 0..<8 {
                    ids.append(
                        try await home.ada.addShoppingItem(path: .init(listId: home.listID), body: .json(.init(text: "item \(index)")))
                            .created.body.json.id)
                }

                // MUT: for every item, Ada ticks it while Bob renames it and adds a note, all at once
                try await withThrowingTaskGroup(of: Void.self) { group in
                    for (index, id) in ids.enumerated() {
                        group.addTask {
                            _ = try await home.ada.updateShoppingItem(
                                path: .init(listId: home.listID, itemId: id), body: .json(.init(checked: true))
                            ).ok
                        }
                        group.addTask {
                            _ = try await home.bob.updateShoppingItem(
                                path: .init(listId: home.listID, itemId: id), body: .json(.init(name: "renamed \(index)"))
                            ).ok
                        }
                        group.addTask {
                            _ = try await home.bob.updateShoppingItem(
                                path: .init(listId: home.listID, itemId: id), body: .json(.init(note: "note \(index)"))
                            ).ok
                        }
                    }
                    try await group.waitForAll()
                }

                // validate: every edit of every item is there, each field one version on
                let items = try await Self.items(home.ada, home.listID).items
                #expect(items.map(\.name) == ids.indices.map { "renamed \($0)" })
                #expect(items.allSatisfy { $0.checked })
                #expect(items.map(\.note) == ids.indices.map { "note \($0)" })
                #expect(items.allSatisfy { $0.versions.checked == 2 && $0.versions.name == 2 && $0.versions.note == 2 })
            }
        }
    }

    @Test("Another household's people never see or change the list", arguments: TestDatabase.all)
    func strangers(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let home = try await Self.household(baseURL)
                let item = try await home.ada.addShoppingItem(path: .init(listId: home.listID), body: .json(.init(text: "2 l milk")))
                    .created.body.json

                let read = try await home.eve.getShoppingList(path: .init(listId: home.listID))
                let tick = try await home.eve.updateShoppingItem(
                    path: .init(listId: home.listID, itemId: item.id), body: .json(.init(checked: true)))
                let lists = try await home.eve.listShoppingLists(path: .init(householdId: home.householdID))
                let events = try await home.eve.streamShoppingEvents(path: .init(householdId: home.householdID))

                #expect(errorStatus(read)?.status == 404)
                #expect(errorStatus(tick)?.status == 404)
                #expect(errorStatus(lists)?.status == 404)
                #expect(errorStatus(events)?.status == 404)
                #expect(try await Self.items(home.ada, home.listID).items.first?.checked == false)
            }
        }
    }
}

extension ShoppingEndToEndTests {
    @Test("An amount written after the name is kept: \"frozen peas 400 g\", \"молоко 1 л\"", arguments: TestDatabase.all)
    func trailingAmounts(database: TestDatabase) async throws {
        try await withApp(database) { app in
            _ = try await StarterContent.seedIfNeeded(app)
            try await withRunningServer(app) { baseURL in
                let home = try await Self.household(baseURL)
                for text in ["frozen peas 400 g", "молоко 1 л", "яйця 10 шт"] {
                    _ = try await home.ada.addShoppingItem(path: .init(listId: home.listID), body: .json(.init(text: text))).created
                }

                let items = try await Self.items(home.ada, home.listID).items

                let amounts = Dictionary(uniqueKeysWithValues: items.map { ($0.name, $0.amount) })
                #expect(amounts["frozen peas"] == "400 g")
                #expect(amounts["молоко"] == "1 l")
                #expect(amounts["яйця"]?.hasPrefix("10") == true)
            }
        }
    }
}
