import Foundation
import LarderServer
import LarderTestSupport
import Testing
import Vapor

/// The week view in the web app.
@Suite("Planner pages")
struct PlannerPagesTests {
    static func planEntry(_ app: Application, _ kitchen: PantryHome) async throws -> String {
        let recipe = try await app.api(
            .POST, "/api/recipes?householdId=\(kitchen.home)",
            json: ["title": "Varenyky", "ingredients": [["text": "300 g potatoes"]], "steps": ["Boil."], "servings": 2],
            as: kitchen.ada.bearer)
        let entry = try await app.api(
            .POST, "/api/households/\(kitchen.home)/plan/entries",
            json: ["day": "2026-03-04", "meal": "dinner", "recipeId": recipe["id"] ?? ""], as: kitchen.ada.bearer)
        return try #require(entry["id"])
    }

    @Test("The week view renders in English, Ukrainian and Russian with the planned entry", arguments: [TestDatabase.sqlite])
    func weekInThreeLanguages(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makePantryHome()
            _ = try await Self.planEntry(app, kitchen)
            let path = "/households/\(kitchen.home)/plan?week=2026-03-02"

            let english = try await WebBrowser.withLanguage("en", app, kitchen.ada).get(path)
            let ukrainian = try await WebBrowser.withLanguage("uk", app, kitchen.ada).get(path)
            let russian = try await WebBrowser.withLanguage("ru", app, kitchen.ada).get(path)

            #expect(english.status == .ok && english.html.contains("Meal plan") && english.html.contains("Fill the week"))
            #expect(ukrainian.html.contains("План харчування") && ukrainian.html.contains("Заповнити тиждень"))
            #expect(russian.html.contains("План питания") && russian.html.contains("Заполнить неделю"))
            for page in [english, ukrainian, russian] { #expect(page.html.contains("Varenyky")) }
        }
    }

    @Test("The rules form fills the week and the answer shows it with its message, which does not come back on the next page")
    func fillFromTheRulesForm() async throws {
        try await withApp(.sqlite) { app in
            _ = try await StarterContent.seedIfNeeded(app)
            let kitchen = try await app.makePantryHome()
            _ = try await app.api(
                .PUT, "/api/nutrition/profile",
                json: ["sex": "female", "birthDate": "1990-05-01", "heightCm": 165, "weightKg": 60, "activityLevel": 3, "goal": "maintain"],
                as: kitchen.ada.bearer)
            for index in 0..<8 {
                let lines = ["\(60 + 8 * index) g oats", "\(200 + 20 * index) g whole milk", "80 g banana"]
                _ = try await app.api(
                    .POST, "/api/recipes?householdId=\(kitchen.home)",
                    json: ["title": "Porridge \(index)", "ingredients": lines.map { ["text": $0] }, "steps": ["Cook."], "servings": 1,
                           "categories": ["breakfast"]],
                    as: kitchen.ada.bearer)
            }
            for index in 0..<16 {
                let lines = ["\(140 + 15 * (index % 4)) g chicken breast", "\(70 + 10 * (index % 3)) g rice", "10 g olive oil", "120 g broccoli"]
                _ = try await app.api(
                    .POST, "/api/recipes?householdId=\(kitchen.home)",
                    json: ["title": "Chicken \(index)", "ingredients": lines.map { ["text": $0] }, "steps": ["Cook."], "servings": 1],
                    as: kitchen.ada.bearer)
            }
            let browser = try await WebBrowser.signedIn(app, as: kitchen.ada)
            try await browser.get("/households/\(kitchen.home)/plan?week=2026-03-02")

            let filled = try await browser.post(
                "/households/\(kitchen.home)/plan/fill", ["from": "2026-03-02", "noRepeatDays": "3", "leastRecent": "on"])
            let next = try await browser.get("/households/\(kitchen.home)/plan?week=2026-03-02")

            #expect(filled.status == .ok)
            #expect(filled.html.contains("The plan is filled."))
            #expect(filled.html.contains("Porridge"))
            #expect(!next.html.contains("The plan is filled."))
        }
    }

    @Test("The home page links to the household's plan", arguments: [TestDatabase.sqlite])
    func homeLinks(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makePantryHome()
            let home = try await WebBrowser.signedIn(app, as: kitchen.ada).get("/")
            #expect(home.html.contains("/households/\(kitchen.home)/plan"))
        }
    }

    @Test("A meal whose recipe says to soak offers a reminder the evening before; pressing it makes one", arguments: [TestDatabase.sqlite])
    func preparationReminderFromPage(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makePantryHome()
            let recipe = try await app.api(
                .POST, "/api/recipes?householdId=\(kitchen.home)",
                json: ["title": "Hummus", "ingredients": [["text": "200 g dried chickpeas"]], "steps": ["Soak the chickpeas overnight.", "Blend."], "servings": 4],
                as: kitchen.ada.bearer)
            let entry = try #require(try await app.api(
                .POST, "/api/households/\(kitchen.home)/plan/entries",
                json: ["day": "2026-03-04", "meal": "lunch", "recipeId": recipe["id"] ?? ""], as: kitchen.ada.bearer)["id"])
            let browser = try await WebBrowser.signedIn(app, as: kitchen.ada)
            let base = "/households/\(kitchen.home)/plan"

            let week = try await browser.get("\(base)?week=2026-03-02")
            #expect(week.html.contains("\(base)/entries/\(entry)/prepare"))
            #expect(week.html.contains("Remind me the evening before (Soak)"))
            let pressed = try await browser.post("\(base)/entries/\(entry)/prepare")
            #expect(pressed.status == .seeOther)
            let after = try await browser.get(pressed.location ?? "")
            #expect(after.html.contains("Reminder set for the evening before: Soak for Hummus (Lunch, 2026-03-04)"))
        }
    }

    @Test("Moving and locking an entry from the week view changes the plan", arguments: [TestDatabase.sqlite])
    func moveAndLockFromPage(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makePantryHome()
            let entry = try await Self.planEntry(app, kitchen)
            let browser = try await WebBrowser.signedIn(app, as: kitchen.ada)
            let base = "/households/\(kitchen.home)/plan"

            _ = try await browser.get("\(base)?week=2026-03-02")
            let moved = try await browser.post("\(base)/entries/\(entry)/move", ["day": "2026-03-05", "meal": "lunch"])
            let locked = try await browser.post("\(base)/entries/\(entry)/lock", ["locked": "true"])

            #expect(moved.status == .seeOther && locked.status == .seeOther)
            let week = try await app.api(.GET, "/api/households/\(kitchen.home)/plan?from=2026-03-02&to=2026-03-08", as: kitchen.ada.bearer)
            let read = try #require((week.json["entries"] as? [[String: Any]])?.first)
            #expect(read["day"] as? String == "2026-03-05")
            #expect(read["meal"] as? String == "lunch")
            #expect(read["locked"] as? Bool == true)
        }
    }

    @Test("An extra shows under its meal with its member in English, Ukrainian and Russian, and its button removes it", arguments: [TestDatabase.sqlite])
    func extraOnTheWeekView(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makePantryHome()
            let banana = try await app.foodID("banana", as: kitchen.ada)
            let extra = try #require(
                try await app.api(
                    .POST, "/api/households/\(kitchen.home)/plan/extras",
                    json: ["day": "2026-03-04", "meal": "snack", "userId": kitchen.max.id, "foodId": banana, "grams": 118],
                    as: kitchen.ada.bearer)["id"])
            let base = "/households/\(kitchen.home)/plan"

            for language in ["en", "uk", "ru"] {
                let page = try await WebBrowser.withLanguage(language, app, kitchen.ada).get("\(base)?week=2026-03-02")
                #expect(page.html.contains("118") && page.html.contains("— Max"), "\(language)")
                #expect(page.html.contains("\(base)/extras/\(extra)/remove"))
            }
            let eve = try await WebBrowser.signedIn(app, as: kitchen.eve)
            #expect(try await eve.post("\(base)/extras/\(extra)/remove", [:]).status == .notFound)
            let browser = try await WebBrowser.signedIn(app, as: kitchen.ada)
            _ = try await browser.get("\(base)?week=2026-03-02")
            let removed = try await browser.post("\(base)/extras/\(extra)/remove", [:])

            #expect(removed.status == .seeOther)
            let week = try await app.api(.GET, "/api/households/\(kitchen.home)/plan?from=2026-03-02&to=2026-03-08", as: kitchen.ada.bearer)
            #expect((week.json["extras"] as? [[String: Any]])?.isEmpty == true)
        }
    }

    @Test("Another household's week view is not found", arguments: [TestDatabase.sqlite])
    func strangers(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makePantryHome()
            let entry = try await Self.planEntry(app, kitchen)
            let eve = try await WebBrowser.signedIn(app, as: kitchen.eve)
            let base = "/households/\(kitchen.home)/plan"

            #expect(try await eve.get(base).status == .notFound)
            #expect(try await eve.post("\(base)/entries/\(entry)/remove", [:]).status == .notFound)
        }
    }
}
