import Foundation
import LarderClient
import LarderTestSupport
import Testing

/// "What can I cook" end to end.
@Suite("What can I cook end to end")
struct PantryCookableEndToEndTests {
    @Test("Recipes rank by how much is in stock (amounts through units, staples always there), then by soon-expiring stock; each says what is missing", arguments: TestDatabase.all)
    func ranking(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PantryKitchen.make(app, baseURL: baseURL)
                func ranked(_ query: Operations.listCookableRecipes.Input.Query = .init()) async throws -> [Components.Schemas.CookableRecipe] {
                    try await kitchen.ada.listCookableRecipes(path: .init(householdId: kitchen.home), query: query).ok.body.json.items
                }
                #expect(try await ranked().isEmpty)

                _ = try await kitchen.stock(try await kitchen.food("wheat flour"), 300, "g")
                _ = try await kitchen.stock(try await kitchen.food("egg"), 6, nil, bestBefore: PantryKitchen.day(1))
                _ = try await kitchen.stock(try await kitchen.food("whole milk"), 1, "l")
                let pancakes = try await kitchen.recipe("Pancakes", ["2 cups flour", "2 eggs", "1 cup milk"])
                _ = try await kitchen.recipe("Omelette", ["3 eggs", "salt to taste", "1 tbsp olive oil"])
                _ = try await kitchen.recipe("Bread", ["4 cups flour", "1 tsp salt", "1 1/2 cups water"])
                _ = try await kitchen.recipe("Cheese toast", ["2 slices bread", "50 g cheddar cheese"])
                let evesHome = kitchen.evesHome
                _ = try await kitchen.eve.createRecipe(
                    query: .init(householdId: evesHome),
                    body: .json(.init(title: "Eve's secret eggs", ingredients: [.init(text: "2 eggs")], steps: ["Boil."], servings: 1)))
                let adminHome = try await kitchen.admin.createHousehold(body: .json(.init(name: "Test kitchen"))).created.body.json.id
                _ = try await kitchen.admin.createRecipe(
                    query: .init(householdId: adminHome),
                    body: .json(.init(title: "Public boiled eggs", ingredients: [.init(text: "4 eggs")], steps: ["Boil."], servings: 2)))

                let all = try await ranked()
                #expect(all.map(\.title) == ["Omelette", "Pancakes", "Public boiled eggs", "Bread", "Cheese toast"])
                #expect(all[0].ingredientCount == 1, "salt and olive oil are staples")
                #expect(all[1].stockShare == 1 && all[1].missing.isEmpty && all[1].usesExpiring == 1)
                let bread = try #require(all.first { $0.title == "Bread" })
                #expect(abs(bread.stockShare - 0.6) < 1e-9)
                #expect(bread.missing.first.map { [$0.needed, $0.available, $0.shortfall] } == [4, 2.4, 1.6])
                #expect(bread.missing.first?.unit == "cup")
                #expect(try #require(all.last).missingCount == 2)

                #expect(try await ranked(.init(maxMissing: 0)).map(\.title) == ["Omelette", "Pancakes", "Public boiled eggs"])
                #expect(try await ranked(.init(limit: 1)).map(\.title) == ["Omelette"])

                // Without staples, the omelette needs the oil that is not there.
                _ = try await kitchen.ada.updatePantrySettings(
                    path: .init(householdId: kitchen.home), body: .json(.init(staples: [], expiringWithinDays: 3))).ok
                let withoutStaples = try await ranked(.init(maxMissing: 0))
                #expect(withoutStaples.map(\.title) == ["Pancakes", "Public boiled eggs"])

                // Recipes changed and deleted since the last ranking are ranked as they are now.
                _ = try await kitchen.ada.updateRecipe(
                    path: .init(recipeId: pancakes),
                    body: .json(.init(title: "Crêpes", ingredients: [.init(text: "1 cup flour"), .init(text: "4 eggs")], steps: ["Fry."], servings: 2))).ok
                let crepes = try #require(try await ranked().first { $0.recipeId == pancakes })
                #expect(crepes.title == "Crêpes" && crepes.ingredientCount == 2)
                _ = try await kitchen.ada.deleteRecipe(path: .init(recipeId: pancakes)).noContent
                #expect(!(try await ranked().contains { $0.recipeId == pancakes }))
            }
        }
    }
}
