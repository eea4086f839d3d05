import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

@Suite("Recipe pages: finding and reading")
struct RecipeReadingPagesTests {
    @Test("The home feed shows a guest the public recipes, and nothing private", arguments: TestDatabase.all)
    func guestFeed(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let soup = try await app.makeRecipe("Tomato soup", in: kitchen.home, by: kitchen.ada)
            try await app.publish(soup, by: kitchen.ada, admin: kitchen.admin)
            _ = try await app.makeRecipe("Secret stew", in: kitchen.home, by: kitchen.ada)

            let home = try await WebBrowser(app).get("/")

            #expect(home.status == .ok)
            #expect(home.html.contains("New recipes"))
            #expect(home.html.contains("Tomato soup"))
            #expect(home.html.contains("/recipes/\(soup)"))
            #expect(!home.html.contains("Secret stew"))
        }
    }

    @Test("The search page narrows by category, time, excluded ingredient and words", arguments: TestDatabase.all)
    func searchFilters(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            _ = try await app.makeRecipe(
                "Green salad", in: kitchen.home, by: kitchen.ada, ingredients: ["1 head lettuce", "2 tbsp olive oil"],
                extra: ["categories": ["salad"], "dietFlags": ["vegan"], "totalMinutes": 10])
            _ = try await app.makeRecipe(
                "Beef stew", in: kitchen.home, by: kitchen.ada, ingredients: ["1 kg beef", "3 carrots"],
                extra: ["categories": ["main-course"], "totalMinutes": 150])
            let browser = try await WebBrowser.signedIn(app, as: kitchen.ada)

            let salads = try await browser.get("/recipes?category=salad")
            let quick = try await browser.get("/recipes?maxTime=30")
            let noBeef = try await browser.get("/recipes?exclude=beef")
            let stew = try await browser.get("/recipes?q=stew")

            #expect(salads.html.contains("Green salad") && !salads.html.contains("Beef stew"))
            #expect(salads.html.contains(#"value="salad" checked="checked""#), "the sheet shows the filter that is set")
            #expect(quick.html.contains("Green salad") && !quick.html.contains("Beef stew"))
            #expect(noBeef.html.contains("Green salad") && !noBeef.html.contains("Beef stew"))
            #expect(stew.html.contains("Beef stew") && !stew.html.contains("Green salad"))
            #expect(stew.html.contains("Recipes found: 1"))
        }
    }

    @Test("A search nothing matches says so and offers to clear the filters", arguments: [TestDatabase.sqlite])
    func searchWithoutResults(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let page = try await WebBrowser(app).get("/recipes?q=unicorn&diet=vegan")
            #expect(page.status == .ok)
            #expect(page.html.contains("No recipes match"))
            #expect(page.html.contains("Clear filters"))
        }
    }

    @Test("Every search is an address: the next page's link keeps the words, filters and sort", arguments: [TestDatabase.sqlite])
    func searchAddressRoundTrips(database: TestDatabase) async throws {
        var form = RecipeSearchForm()
        form.text = "green curry"
        form.categories = [.mainCourse]
        form.include = ["chicken", "rice"]
        form.sort = .quickest
        #expect(form.url(page: 2) == "/recipes?q=green%20curry&category=main-course&include=chicken%2C%20rice&sort=quickest&page=2")
    }

    @Test("The recipe page scales every line with ?servings and converts with ?measure", arguments: TestDatabase.all)
    func scalingAndMeasures(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let id = try await app.makeRecipe("Pancakes", in: kitchen.home, by: kitchen.ada)
            let browser = try await WebBrowser.signedIn(app, as: kitchen.ada)

            let doubled = try await browser.get("/recipes/\(id)?servings=8")
            let metric = try await browser.get("/recipes/\(id)?measure=metric")

            #expect(doubled.html.contains("4 cups all-purpose flour"))
            #expect(doubled.html.contains("4 large eggs"))
            #expect(doubled.html.contains("Scaled from 4 servings."))
            #expect(doubled.html.contains(#"href="/recipes/\#(id)?servings=9""#), "the + link goes one serving up")
            #expect(metric.html.contains("237 ml milk"))
            #expect(metric.html.contains(#"class="segment active""#))
        }
    }

    @Test("Another household's private recipe is not found on any of its pages", arguments: TestDatabase.all)
    func strangersGetNotFound(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let eve = try await app.makeUser("Eve")
            _ = try await app.makeHousehold("Eve's", owner: eve)
            let id = try await app.makeRecipe("Family secret", in: kitchen.home, by: kitchen.ada)
            let browser = try await WebBrowser.signedIn(app, as: eve)

            for path in ["", "/cook", "/print", "/edit", "/delete"] {
                let page = try await browser.get("/recipes/\(id)\(path)")
                #expect(page.status == .notFound, "\(path)")
                #expect(!page.html.contains("Family secret"), "\(path)")
            }
            #expect(try await WebBrowser(app).get("/recipes/\(id)").status == .notFound)
        }
    }

    @Test("The recipe page shows nutrition per serving and names the lines it could not count", arguments: [TestDatabase.sqlite])
    func nutritionCoverage(database: TestDatabase) async throws {
        try await withApp(database) { app in
            _ = try await StarterContent.seedIfNeeded(app)
            let kitchen = try await app.makeKitchen()
            let id = try await app.makeRecipe(
                "Omelette", in: kitchen.home, by: kitchen.ada, ingredients: ["3 large eggs", "salt to taste"])

            let page = try await WebBrowser.signedIn(app, as: kitchen.ada).get("/recipes/\(id)")

            #expect(page.html.contains("Nutrition per serving"))
            #expect(page.html.contains("kcal"))
            #expect(page.html.contains("Counted from 1 of 2 ingredient lines."))
            #expect(page.html.contains("salt to taste"))
            #expect(page.html.contains("no amount is given"))
        }
    }

    @Test("Cooking mode has every step in big text and a timer button for “Bake 25 minutes”", arguments: [TestDatabase.sqlite])
    func cookingMode(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let id = try await app.makeRecipe("Pancakes", in: kitchen.home, by: kitchen.ada)

            let page = try await WebBrowser.signedIn(app, as: kitchen.ada).get("/recipes/\(id)/cook?servings=2")

            #expect(page.status == .ok)
            #expect(page.html.contains("Step 2 of 2"))
            #expect(page.html.contains(#"data-timer="1500""#))
            #expect(page.html.contains("25:00"))
            #expect(page.html.contains("1 cup all-purpose flour"), "the ingredients follow the servings asked for")
            #expect(page.html.contains("data-wake-lock"))
        }
    }

    @Test("The print view is the recipe alone, without the app's bars", arguments: [TestDatabase.sqlite])
    func printView(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let id = try await app.makeRecipe("Pancakes", in: kitchen.home, by: kitchen.ada)

            let page = try await WebBrowser.signedIn(app, as: kitchen.ada).get("/recipes/\(id)/print")

            #expect(page.status == .ok)
            #expect(page.html.contains("2 cups all-purpose flour"))
            #expect(page.html.contains("Bake 25 minutes."))
            #expect(!page.html.contains(#"class="tabbar""#))
        }
    }

    @Test("A public recipe offers its public link; a web reader is offered no larder:// app link", arguments: [TestDatabase.sqlite])
    func shareLinks(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let id = try await app.makeRecipe("Pancakes", in: kitchen.home, by: kitchen.ada)
            let privatePage = try await WebBrowser.signedIn(app, as: kitchen.ada).get("/recipes/\(id)")
            try await app.publish(id, by: kitchen.ada, admin: kitchen.admin)

            let publicPage = try await WebBrowser(app).get("/recipes/\(id)")

            #expect(!privatePage.html.contains("larder://"))
            #expect(!publicPage.html.contains("larder://"))
            #expect(!privatePage.html.contains(#"id="share-link""#))
            #expect(publicPage.html.contains(#"id="share-link""#))
            #expect(publicPage.html.contains("/recipes/\(id)</code>"))
        }
    }

    @Test("In Ukrainian the recipe pages' headings are Ukrainian", arguments: [TestDatabase.sqlite])
    func ukrainianHeadings(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let id = try await app.makeRecipe("Млинці", in: kitchen.home, by: kitchen.ada)
            try await app.publish(id, by: kitchen.ada, admin: kitchen.admin)
            let browser = WebBrowser(app)
            browser.acceptLanguage = "uk"

            let recipe = try await browser.get("/recipes/\(id)")
            let search = try await browser.get("/recipes")
            let home = try await browser.get("/")

            #expect(recipe.html.contains(#"lang="uk""#))
            #expect(recipe.html.contains("<h2>Інгредієнти</h2>"))
            #expect(recipe.html.contains("<h2>Кроки</h2>"))
            #expect(recipe.html.contains("Харчова цінність на порцію"))
            #expect(search.html.contains("Фільтри"))
            #expect(home.html.contains("Нові рецепти"))
        }
    }
}
