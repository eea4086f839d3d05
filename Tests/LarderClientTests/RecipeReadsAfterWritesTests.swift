import Foundation
import LarderClient
import LarderCore
@testable import LarderServer
import LarderTestSupport
import Testing
import Vapor

/// A recipe's lines, steps, labels and nutrition are kept in memory between reads: every change
/// must still show at the very next read, on this instance and on another one.
@Suite("Recipe reads after writes")
struct RecipeReadsAfterWritesTests {
    private static func recipe(_ title: String, _ lines: [String], tags: [String] = []) -> LarderClient.Components.Schemas.RecipeInput {
        .init(title: title, ingredients: lines.map { .init(text: $0) }, steps: ["Mix."], servings: 2, tags: tags)
    }

    private static func withReader(
        _ database: TestDatabase, _ body: @Sendable (_ app: Application, _ ada: LarderClient.Client, _ home: String) async throws -> Void
    ) async throws {
        try await withApp(database) { app in
            _ = try await StarterContent.seedIfNeeded(app)
            try await withRunningServer(app) { baseURL in
                let session = ClientSession(baseURL: baseURL)
                _ = try await session.register("Admin", email: "admin@example.com")
                let (_, ada) = try await session.register("Ada", email: "ada@example.com")
                let home = try await ada.createHousehold(body: .json(.init(name: "Home"))).created.body.json.id
                try await body(app, ada, home)
            }
        }
    }

    @Test("An edit of the lines, steps and tags alone shows at the next read, nutrition included", arguments: TestDatabase.all)
    func editShowsAtNextRead(database: TestDatabase) async throws {
        try await Self.withReader(database) { _, ada, home in
            let id = try await ada.createRecipe(query: .init(householdId: home), body: .json(Self.recipe("Dough", ["200 g flour"])))
                .created.body.json.id
            let before = try await ada.getRecipe(path: .init(recipeId: id)).ok.body.json

            var edited = Self.recipe("Dough", ["200 g flour", "100 g sugar"], tags: ["sweet"])
            edited.steps = ["Mix.", "Rest an hour."]
            _ = try await ada.updateRecipe(path: .init(recipeId: id), body: .json(edited)).ok
            let after = try await ada.getRecipe(path: .init(recipeId: id)).ok.body.json

            #expect(after.ingredients.map(\.text) == ["200 g flour", "100 g sugar"])
            #expect(after.steps.map(\.text) == ["Mix.", "Rest an hour."])
            #expect(after.tags == ["sweet"])
            #expect(after.nutrition?.countedLines == 2)
            #expect((after.nutrition?.perServing.energyKcal ?? 0) > (before.nutrition?.perServing.energyKcal ?? 0) + 100)
        }
    }

    @Test("A rating and a favourite show at the next read, and so does taking them back", arguments: TestDatabase.all)
    func reactionsShowAtNextRead(database: TestDatabase) async throws {
        try await Self.withReader(database) { _, ada, home in
            let id = try await ada.createRecipe(query: .init(householdId: home), body: .json(Self.recipe("Tea", ["1 cup milk"])))
                .created.body.json.id
            _ = try await ada.getRecipe(path: .init(recipeId: id)).ok

            _ = try await ada.rateRecipe(path: .init(recipeId: id), body: .json(.init(stars: 4))).ok
            _ = try await ada.favouriteRecipe(path: .init(recipeId: id)).noContent
            let kept = try await ada.getRecipe(path: .init(recipeId: id)).ok.body.json
            #expect(kept.rating.mine == 4 && kept.rating.count == 1 && kept.favourite)

            _ = try await ada.unrateRecipe(path: .init(recipeId: id)).ok
            _ = try await ada.unfavouriteRecipe(path: .init(recipeId: id)).noContent
            let dropped = try await ada.getRecipe(path: .init(recipeId: id)).ok.body.json
            #expect(dropped.rating.mine == nil && dropped.rating.count == 0 && !dropped.favourite)
        }
    }

    @Test("A food that joins the food table counts at the next read of a recipe that names it", arguments: TestDatabase.all)
    func newFoodCountsAtNextRead(database: TestDatabase) async throws {
        try await Self.withReader(database) { app, ada, home in
            let id = try await ada.createRecipe(
                query: .init(householdId: home), body: .json(Self.recipe("Porridge", ["100 g zorblax grain"]))
            ).created.body.json.id
            #expect(try await ada.getRecipe(path: .init(recipeId: id)).ok.body.json.nutrition?.countedLines == 0)

            let grain = Food(source: .household, sourceID: "zorblax", name: "Zorblax grain", nutrients: NutrientValues([.energyKcal: 350]))
            _ = try await app.db.writeTransaction { db in try await FoodStore(db: db).store([grain]) }
            await app.foodCatalog.invalidate()
            let after = try await ada.getRecipe(path: .init(recipeId: id)).ok.body.json

            #expect(after.nutrition?.countedLines == 1)
            #expect(after.nutrition?.perServing.energyKcal == 175)
        }
    }

    @Test("The planner's facts about a recipe see an edit at the next fill, from the same kept content", arguments: TestDatabase.all)
    func plannerSeesEditAtNextFill(database: TestDatabase) async throws {
        try await Self.withReader(database) { app, ada, home in
            let id = try await ada.createRecipe(query: .init(householdId: home), body: .json(Self.recipe("Dough", ["200 g flour"])))
                .created.body.json.id
            let household = try #require(UUID(uuidString: home))
            let before = try #require(try await app.recipeService.planningFacts(householdID: household).first { $0.id.uuidString == id })

            _ = try await ada.updateRecipe(path: .init(recipeId: id), body: .json(Self.recipe("Dough", ["200 g flour", "100 g sugar"]))).ok
            let after = try #require(try await app.recipeService.planningFacts(householdID: household).first { $0.id.uuidString == id })

            #expect(after.foods.count == before.foods.count + 1)
            #expect((after.perServing?[.energyKcal] ?? 0) > (before.perServing?[.energyKcal] ?? 0) + 100)
        }
    }

    @Test(
        "An edit on one instance shows at the next read on another instance that had read the recipe before",
        .enabled(if: TestDatabase.postgres != nil, "needs LARDER_TEST_POSTGRES_URL"))
    func editOnAnotherInstance() async throws {
        try await LarderServerProcess.withAdaOnTwoInstances { ada, adaOnSecond in
            let home = try await ada.createHousehold(body: .json(.init(name: "Home"))).created.body.json.id
            let id = try await ada.createRecipe(query: .init(householdId: home), body: .json(Self.recipe("Soup", ["1 onion"])))
                .created.body.json.id
            _ = try await adaOnSecond.getRecipe(path: .init(recipeId: id)).ok

            _ = try await ada.updateRecipe(path: .init(recipeId: id), body: .json(Self.recipe("Soup", ["2 onions", "1 l water"]))).ok
            let seenOnSecond = try await adaOnSecond.getRecipe(path: .init(recipeId: id)).ok.body.json

            #expect(seenOnSecond.ingredients.map(\.text) == ["2 onions", "1 l water"])
        }
    }
}
