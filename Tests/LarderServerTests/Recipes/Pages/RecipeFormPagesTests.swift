import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

@Suite("Recipe pages: writing")
struct RecipeFormPagesTests {
    private let pancakes: [(String, String)] = [
        ("title", "Pancakes"),
        ("description", "Sunday breakfast."),
        ("ingredients", "For the batter:\n1 1/2 cups all-purpose flour, sifted\n2 large eggs\n\nTo serve:\nmaple syrup (optional)"),
        ("steps", "Whisk everything together.\n\nRest 10 minutes, then fry."),
        ("servings", "4"), ("prepMinutes", "10"), ("cookMinutes", "20"), ("totalMinutes", ""),
        ("difficulty", "easy"), ("categories", "breakfast"), ("categories", "quick-and-easy"), ("dietFlags", "vegetarian"),
        ("tags", "Sunday, family"), ("sourceUrl", ""),
    ]

    @Test("A recipe created through the form is stored with its sections, labels and parsed lines", arguments: TestDatabase.all)
    func createThroughForm(database: TestDatabase) async throws {
        try await withApp(database) { app in
            _ = try await StarterContent.seedIfNeeded(app)
            let kitchen = try await app.makeKitchen()
            let browser = try await WebBrowser.signedIn(app, as: kitchen.ada)
            try await browser.get("/recipes/new")

            let created = try await browser.post("/recipes", pairs: pancakes)
            let page = try await browser.follow(created)
            let path = created.location ?? ""
            let edit = try await browser.get("\(path)/edit")

            #expect(created.status == .seeOther)
            #expect(page.html.contains("Recipe saved."))
            #expect(page.html.contains(#"<h3 class="ingredient-section">For the batter</h3>"#))
            #expect(page.html.contains("1 1/2 cups all-purpose flour, sifted"))
            #expect(page.html.contains("Breakfast") && page.html.contains("Vegetarian") && page.html.contains("#sunday"))
            #expect(page.html.contains("30 min"), "total time is prep plus cook")
            #expect(edit.html.contains(#"<td class="preview-amount">1 1/2 cups</td>"#))
            #expect(edit.html.contains(#"<td class="preview-name">all-purpose flour"#))
            #expect(edit.html.contains("maple syrup (optional)"), "the edit form writes the list as it was typed")
            let api = try await app.api(.GET, "/api/recipes/\(path.split(separator: "/").last ?? "")", as: kitchen.ada.bearer)
            let lines = api.json["ingredients"] as? [[String: Any]] ?? []
            #expect(lines.count == 3)
            #expect(lines.last?["optional"] as? Bool == true)
            #expect(lines.first?["section"] as? String == "For the batter")
            #expect(lines.first?["foodId"] as? String != nil)
        }
    }

    @Test("A form without the CSRF token creates nothing", arguments: [TestDatabase.sqlite])
    func forgedCreateIsRefused(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let browser = try await WebBrowser.signedIn(app, as: kitchen.ada)

            let forged = try await browser.post(
                "/recipes", Dictionary(pancakes, uniquingKeysWith: { first, _ in first }), includeCSRF: false)

            #expect(forged.status == .forbidden)
            let mine = try await app.api(.GET, "/api/recipes?scope=mine", as: kitchen.ada.bearer)
            #expect(mine.json["total"] as? Int == 0)
        }
    }

    @Test("A save that fails shows the form again with the error at its field and everything typed", arguments: TestDatabase.all)
    func validationErrorKeepsInput(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let browser = try await WebBrowser.signedIn(app, as: kitchen.ada)
            try await browser.get("/recipes/new")

            let page = try await browser.post(
                "/recipes",
                pairs: [
                    ("title", "Pancakes"), ("ingredients", "2 large eggs\n1 cup milk"), ("steps", "  "), ("servings", "4"),
                    ("categories", "breakfast"),
                ])

            #expect(page.status == .badRequest)
            #expect(page.html.contains(#"id="steps-error""#))
            #expect(page.html.contains("“Steps” is required."))
            #expect(page.html.contains(#"value="Pancakes""#))
            #expect(page.html.contains("2 large eggs\n1 cup milk</textarea>"))
            #expect(page.html.contains(#"value="breakfast" checked="checked""#))
            #expect(page.html.contains(#"<td class="preview-amount">2</td>"#), "the parse is shown without JavaScript")
        }
    }

    @Test("Servings that are not a whole number are refused at their field", arguments: [TestDatabase.sqlite])
    func servingsMustBeANumber(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let browser = try await WebBrowser.signedIn(app, as: kitchen.ada)
            try await browser.get("/recipes/new")

            let page = try await browser.post(
                "/recipes", ["title": "Tea", "ingredients": "1 tea bag", "steps": "Brew.", "servings": "two"])

            #expect(page.status == .badRequest)
            #expect(page.html.contains(#"id="servings-error""#))
            #expect(page.html.contains("“Servings” must be a whole number."))
        }
    }

    @Test("Guests asking for the new-recipe page are sent to sign in and brought back", arguments: [TestDatabase.sqlite])
    func guestsSignInToWrite(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let page = try await WebBrowser(app).get("/recipes/new")
            #expect(page.status == .seeOther)
            #expect(page.location == "/login?next=%2Frecipes%2Fnew")
        }
    }

    @Test("Someone in several households picks the household on the form", arguments: [TestDatabase.sqlite])
    func householdChoice(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let cabin = try await app.makeHousehold("Cabin", owner: kitchen.ada)
            let browser = try await WebBrowser.signedIn(app, as: kitchen.ada)
            let form = try await browser.get("/recipes/new")

            let created = try await browser.post(
                "/recipes", ["title": "Tea", "ingredients": "1 tea bag", "steps": "Brew.", "servings": "1", "householdId": cabin])
            let id = created.location?.split(separator: "/").last.map(String.init) ?? ""

            #expect(form.html.contains(#"name="householdId""#))
            #expect(try await app.api(.GET, "/api/recipes/\(id)", as: kitchen.ada.bearer)["householdId"] == cabin)
        }
    }

    @Test("Editing shows the recipe as typed, escapes what was typed, and saves changes", arguments: TestDatabase.all)
    func editRecipe(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let id = try await app.makeRecipe(#"Mum's "best" <cake>"#, in: kitchen.home, by: kitchen.ada)
            let browser = try await WebBrowser.signedIn(app, as: kitchen.ada)

            let form = try await browser.get("/recipes/\(id)/edit")
            let saved = try await browser.post(
                "/recipes/\(id)/edit",
                [
                    "title": "Best cake", "ingredients": "3 cups all-purpose flour", "steps": "Bake 40 minutes.", "servings": "8",
                ])
            let page = try await browser.follow(saved)

            #expect(form.html.contains(#"value="Mum&#39;s &quot;best&quot; &lt;cake&gt;""#))
            #expect(!form.html.contains("<cake>"))
            #expect(form.html.contains("Whisk everything together.\n\nBake 25 minutes.</textarea>"))
            #expect(saved.location == "/recipes/\(id)")
            #expect(page.html.contains("Best cake"))
            #expect(page.html.contains("3 cups all-purpose flour"))
        }
    }

    @Test("Deleting asks first, then removes the recipe", arguments: TestDatabase.all)
    func deleteAfterConfirming(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let id = try await app.makeRecipe("Pancakes", in: kitchen.home, by: kitchen.ada)
            let browser = try await WebBrowser.signedIn(app, as: kitchen.ada)

            let confirm = try await browser.get("/recipes/\(id)/delete")
            let deleted = try await browser.post("/recipes/\(id)/delete")
            let list = try await browser.follow(deleted)

            #expect(confirm.html.contains("Delete “Pancakes”?"))
            #expect(deleted.location == "/recipes/mine")
            #expect(list.html.contains("“Pancakes” is deleted."))
            #expect(try await app.api(.GET, "/api/recipes/\(id)", as: kitchen.ada.bearer).status == .notFound)
        }
    }

    @Test("The parse endpoint reads lines as the form will store them", arguments: [TestDatabase.sqlite])
    func parseEndpoint(database: TestDatabase) async throws {
        try await withApp(database) { app in
            _ = try await StarterContent.seedIfNeeded(app)

            let parsed = try await app.api(
                .POST, "/api/ingredients/parse",
                json: [
                    "lines": ["For the sauce:", "2 tbsp olive oil", "", "basil (optional)"]
                ])

            #expect(parsed.status == .ok)
            let lines = parsed.json["lines"] as? [[String: Any]] ?? []
            #expect(lines.count == 3)
            #expect(lines.first?["kind"] as? String == "section")
            #expect(lines[1]["amount"] as? String == "2 tbsp")
            #expect(lines[1]["name"] as? String == "olive oil")
            #expect(lines[1]["section"] as? String == "For the sauce")
            #expect(lines[1]["foodName"] as? String != nil)
            #expect(lines[2]["optional"] as? Bool == true)
        }
    }

    @Test("The parse endpoint refuses more lines than a recipe may have", arguments: [TestDatabase.sqlite])
    func parseEndpointLimit(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let parsed = try await app.api(.POST, "/api/ingredients/parse", json: ["lines": Array(repeating: "1 egg", count: 201)])
            #expect(parsed.status == .badRequest)
            #expect(parsed.errorField == "lines")
        }
    }
}
