import Fluent
import Foundation
import LarderCore
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

@Suite("Diary service")
struct DiaryServiceTests {
    static func diary(_ app: Application) -> DiaryService {
        let clock = app.larderClock
        return DiaryService(
            db: app.db, foods: app.foods, recipes: RecipeService(db: app.db, foods: app.foods, clock: clock, contents: app.recipeContentCache),
            profiles: NutritionProfileService(db: app.db, clock: clock), clock: clock)
    }

    @Test(
        "Cooking can log the servings eaten: a recipe serving's nutrition × servings, for a recipe the cook can read",
        arguments: TestDatabase.all)
    func logRecipeServings(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await StarterContent.seedIfNeeded(app)
            _ = try await app.makeUser("Admin")  // the first account; an admin's recipes are public
            let ada = try await app.makeUser("Ada")
            let eve = try await app.makeUser("Eve")
            let home = try await app.makeHousehold("Home", owner: ada)
            let recipeID = try #require(UUID(uuidString: try await app.makeRecipe("Pancakes", in: home, by: ada)))
            let accounts = AccountService(db: app.db, hasher: app.passwordHasher, clock: app.larderClock)
            let user = try await accounts.account(try #require(UUID(uuidString: ada.id)))
            let stranger = try await accounts.account(try #require(UUID(uuidString: eve.id)))
            let day = try #require(CalendarDay(parsing: "2025-06-15"))
            let diary = Self.diary(app)
            let loaded = try await diary.recipes.load(recipeID, for: user)
            let perServing = try #require(try await diary.recipes.nutrition(of: loaded).perServing?[.energyKcal])

            let entry = try await diary.logRecipeServings(user: user, recipe: recipeID, servings: 2, date: day, meal: .dinner)

            #expect(entry.kind == .recipe && entry.meal == .dinner && entry.day.description == "2025-06-15")
            #expect(abs((entry.nutrients[.energyKcal] ?? 0) - 2 * perServing) < 1e-6)
            await #expect(throws: AppError.self) {
                _ = try await diary.logRecipeServings(user: stranger, recipe: recipeID, servings: 1, date: day, meal: .lunch)
            }
            #expect(try await diary.day(day, for: stranger.id).entries.isEmpty)
        }
    }

    @Test("Entries keep what they counted when the recipe is deleted", arguments: [TestDatabase.sqlite])
    func recipeDeleted(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await StarterContent.seedIfNeeded(app)
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let recipe = try await app.makeRecipe("Pancakes", in: home, by: ada)
            let logged = try await app.api(
                .POST, "/api/nutrition/diary/2025-06-15/entries",
                json: ["kind": "recipe", "meal": "lunch", "recipeId": recipe, "servings": 1],
                as: ada.bearer)
            #expect(logged.status == .created)

            _ = try await app.api(.DELETE, "/api/recipes/\(recipe)", as: ada.bearer)
            let day = try await app.api(.GET, "/api/nutrition/diary/2025-06-15", as: ada.bearer)

            let entry = try #require(((day.json["meals"] as? [[String: Any]])?[1]["entries"] as? [[String: Any]])?.first)
            #expect(entry["name"] as? String == "Pancakes")
            #expect(entry["recipeId"] == nil)
            #expect(((entry["nutrients"] as? [String: Any])?["energyKcal"] as? Double ?? 0) > 0)
        }
    }
}
