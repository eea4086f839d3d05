import Foundation
import LarderClient
import LarderServer
import LarderTestSupport
import Testing

/// Cooking from the pantry with `logToDiary` puts the servings eaten into the cook's food diary.
@Suite("Pantry cooking logs the diary end to end")
struct CookLogsDiaryEndToEndTests {
    static let day = "2026-03-14"

    static func entries(_ client: Client, on date: String = day) async throws -> [Components.Schemas.DiaryEntry] {
        try await client.getDiaryDay(path: .init(date: date)).ok.body.json.meals.flatMap(\.entries)
    }

    @Test("A cook with logToDiary logs the servings eaten of the recipe in the cook's diary", arguments: TestDatabase.all)
    func cookLogsServings(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PantryKitchen.make(app, baseURL: baseURL)
                let flour = try await kitchen.food("wheat flour")
                try await kitchen.stock(flour, 1, "kg")
                let bread = try await kitchen.recipe("Bread", ["500 g flour"])

                _ = try await kitchen.ada.cookRecipe(
                    path: .init(recipeId: bread),
                    body: .json(.init(householdId: kitchen.home, logToDiary: .init(meal: .lunch, date: Self.day, servings: 1.5)))
                ).ok

                let entries = try await Self.entries(kitchen.ada)
                let entry = try #require(entries.first)
                #expect(entries.count == 1)
                #expect(entry.recipeId == bread)
                #expect(entry.servings == 1.5)
                #expect(entry.meal == .lunch)
                #expect(try await Self.entries(kitchen.eve).isEmpty, "only the cook's own diary")
            }
        }
    }

    @Test("A cook the stock cannot cover (409) logs nothing", arguments: TestDatabase.all)
    func refusedCookLogsNothing(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PantryKitchen.make(app, baseURL: baseURL)
                let flour = try await kitchen.food("wheat flour")
                try await kitchen.stock(flour, 100, "g")
                let bread = try await kitchen.recipe("Bread", ["500 g flour"])

                _ = try await kitchen.ada.cookRecipe(
                    path: .init(recipeId: bread),
                    body: .json(.init(householdId: kitchen.home, logToDiary: .init(meal: .dinner, date: Self.day)))
                ).conflict

                #expect(try await Self.entries(kitchen.ada).isEmpty)
            }
        }
    }

    @Test("Bad logToDiary input is a 400 naming the field, and nothing is cooked", arguments: TestDatabase.all)
    func badDiaryInputChangesNothing(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PantryKitchen.make(app, baseURL: baseURL)
                let flour = try await kitchen.food("wheat flour")
                let bag = try await kitchen.stock(flour, 1, "kg")
                let bread = try await kitchen.recipe("Bread", ["500 g flour"])

                let answer = try await kitchen.ada.cookRecipe(
                    path: .init(recipeId: bread),
                    body: .json(.init(householdId: kitchen.home, logToDiary: .init(meal: .dinner, date: "2026-02-30")))
                )

                #expect(errorStatus(answer)?.status == 400)
                #expect(errorStatus(answer)?.error?.error.field == "logToDiary.date")
                #expect(try await kitchen.item(bag.id).amount == 1)
            }
        }
    }
}

@Suite("Pantry cooking logs the diary from the recipe page")
struct CookLogsDiaryPageTests {
    @Test("The recipe page's Cook form has the diary checkbox, and ticking it logs one serving today", arguments: TestDatabase.all)
    func pageCheckboxLogsOneServing(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PantryKitchen.make(app, baseURL: baseURL)
                let flour = try await kitchen.food("wheat flour")
                try await kitchen.stock(flour, 1, "kg")
                let bread = try await kitchen.recipe("Bread", ["500 g flour"])
                let browser = WebBrowser(app)
                try await browser.signIn("ada@example.com")

                let page = try await browser.get("/recipes/\(bread)")
                #expect(page.html.contains("name=\"logToDiary\""))
                let cooked = try await browser.post(
                    "/recipes/\(bread)/pantry-cook",
                    ["householdId": kitchen.home, "servings": "2", "logToDiary": "on", "meal": "dinner"])
                #expect(cooked.status == .seeOther)

                let formatter = DateFormatter()
                formatter.calendar = Calendar(identifier: .gregorian)
                formatter.timeZone = .current
                formatter.dateFormat = "yyyy-MM-dd"
                let entries = try await CookLogsDiaryEndToEndTests.entries(kitchen.ada, on: formatter.string(from: Date()))
                #expect(entries.map(\.recipeId) == [bread])
                #expect(entries.first?.servings == 1)
                #expect(entries.first?.meal == .dinner)
            }
        }
    }
}
