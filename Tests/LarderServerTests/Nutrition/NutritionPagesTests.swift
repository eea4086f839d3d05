import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

@Suite("Nutrition pages")
struct NutritionPagesTests {
    /// Noon on 15 June 2025.
    static let noon = Date(timeIntervalSince1970: 1_749_988_800)

    /// Ada (in her household) and Eve (in hers), on an app with the starter foods and a fixed clock.
    struct People {
        var ada: TestUser
        var home: String
        var eve: TestUser
    }

    /// A signed-in browser for Ada, on an app with the starter foods and a fixed clock.
    static func withAda(_ database: TestDatabase, _ body: (Application, WebBrowser, People) async throws -> Void) async throws {
        try await withApp(database) { app in
            try await StarterContent.seedIfNeeded(app)
            let ada = try await app.makeUser("Ada")
            let eve = try await app.makeUser("Eve")
            let home = try await app.makeHousehold("Home", owner: ada)
            _ = try await app.makeHousehold("Eve's", owner: eve)
            // After the API sign-ins: access tokens are checked against the real time.
            app.use(TestClock(noon))
            let browser = try await WebBrowser.signedIn(app, as: ada)
            // Signing in starts a new session; its pages carry the new form token.
            try await browser.get("/nutrition")
            try await body(app, browser, People(ada: ada, home: home, eve: eve))
        }
    }

    @Test("A guest is sent to sign in; the Me page leads to nutrition")
    func guestAndMeLink() async throws {
        try await withApp(.sqlite) { app in
            let guest = try await WebBrowser(app).get("/nutrition")
            #expect(guest.status == .seeOther || guest.status == .found)
            #expect(guest.location?.hasPrefix("/login") == true)
            let ada = try await app.makeUser("Ada")
            let me = try await WebBrowser.signedIn(app, as: ada).get("/me")
            #expect(me.html.contains(#"href="/nutrition""#))
        }
    }

    @Test("Today's diary invites a profile, then shows the target, meals and what is left", arguments: TestDatabase.all)
    func diaryDay(database: TestDatabase) async throws {
        try await Self.withAda(database) { app, browser, people in
            let ada = people.ada
            let empty = try await browser.get("/nutrition")
            #expect(empty.status == .ok)
            #expect(empty.html.contains("Today") && empty.html.contains("Set up my targets"))
            #expect(empty.html.contains("Breakfast") && empty.html.contains("Snacks"))
            #expect(
                empty.html.contains("/nutrition/add?date=2025-06-15&amp;meal=lunch")
                    || empty.html.contains("/nutrition/add?date=2025-06-15&meal=lunch"))

            _ = try await app.api(.PUT, "/api/nutrition/profile", json: manProfile, as: ada.bearer)
            let egg = try await app.starterFoodID("egg", named: "Egg, whole, raw")
            _ = try await app.logFood(egg, amount: 2, unit: "large", as: ada)
            let day = try await browser.get("/nutrition/diary/2025-06-15")

            #expect(day.html.contains("Egg, whole, raw"))
            #expect(day.html.contains("2 large · 100 g"))
            #expect(day.html.contains("2873"))
            #expect(day.html.contains("2730"), "2873 − 143 kcal left")
            #expect(day.html.contains("/nutrition/diary/2025-06-14") && day.html.contains("/nutrition/diary/2025-06-16"))
        }
    }

    @Test("The day's bars are coloured by under, on target and over, with a legend that says so", arguments: [TestDatabase.sqlite])
    func barsColouredByBand(database: TestDatabase) async throws {
        try await Self.withAda(database) { app, browser, people in
            _ = try await app.api(.PUT, "/api/nutrition/profile", json: manProfile, as: people.ada.bearer)
            let under = try await browser.get("/nutrition/diary/2025-06-15")
            #expect(under.html.contains(#"class="intake-fill band-under""#))

            _ = try await app.api(
                .POST, "/api/nutrition/diary/2025-06-15/entries",
                json: ["kind": "quick", "meal": "dinner", "name": "Feast", "energyKcal": 2900], as: people.ada.bearer)
            let onTarget = try await browser.get("/nutrition/diary/2025-06-15")
            #expect(onTarget.html.contains(#"role="progressbar" aria-label="Eaten, kcal""#))
            #expect(onTarget.html.contains(#"data-band="onTarget""#))
            #expect(onTarget.html.contains("On target (within 10 %)") && onTarget.html.contains("Under the target"))

            _ = try await app.api(
                .POST, "/api/nutrition/diary/2025-06-15/entries",
                json: ["kind": "quick", "meal": "snack", "name": "Cake", "energyKcal": 800], as: people.ada.bearer)
            let over = try await browser.get("/nutrition/diary/2025-06-15")
            #expect(over.html.contains(#"class="intake-fill band-over""#))
            let progress = try await browser.get("/nutrition/progress")
            #expect(progress.html.contains("chart-bar band-over") && progress.html.contains("intake-legend"))
        }
    }

    @Test("Searching offers only the units each food weighs in, and adds to the diary", arguments: TestDatabase.all)
    func searchAndAdd(database: TestDatabase) async throws {
        try await Self.withAda(database) { app, browser, _ in
            let eggs = try await browser.get("/nutrition/add?date=2025-06-15&meal=breakfast&q=egg")
            let milk = try await browser.get("/nutrition/add?date=2025-06-15&meal=breakfast&q=milk")
            #expect(eggs.html.contains("Egg, whole, raw"))
            #expect(eggs.html.contains(#"<option value="large""#))
            let wholeMilk = try #require(milk.html.range(of: "Milk, whole, 3.25% milkfat"))
            let milkForm = String(milk.html[wholeMilk.upperBound...].prefix(2500))
            #expect(milkForm.contains(#"<option value="cup""#) && !milkForm.contains(#"<option value="large""#))

            let eggID = try await app.starterFoodID("egg", named: "Egg, whole, raw")
            let added = try await browser.post(
                "/nutrition/diary/2025-06-15/entries",
                ["kind": "food", "meal": "breakfast", "foodId": eggID, "amount": "2", "unit": "large", "action": "diary"])
            #expect(added.location == "/nutrition/diary/2025-06-15")
            let day = try await browser.follow(added)
            #expect(day.html.contains("Egg, whole, raw was added to Breakfast."))
            #expect(day.html.contains("143 kcal"))

            let refused = try await browser.post(
                "/nutrition/diary/2025-06-15/entries",
                [
                    "kind": "food", "meal": "breakfast", "foodId": eggID, "amount": "-2", "unit": "large",
                    "next": "/nutrition/add?date=2025-06-15&meal=breakfast&q=egg",
                ])
            let back = try await browser.follow(refused)
            #expect(back.html.contains("“Amount” must be between 0 and 100000"))
        }
    }

    @Test("Quick entries and recipe servings go in from the add page; entries are edited and removed", arguments: [TestDatabase.sqlite])
    func quickRecipeEditDelete(database: TestDatabase) async throws {
        try await Self.withAda(database) { app, browser, people in
            let ada = people.ada
            let recipe = try await app.makeRecipe("Pancakes", in: people.home, by: ada)
            let found = try await browser.get("/nutrition/add?date=2025-06-15&meal=lunch&recipe=pancakes")
            #expect(found.html.contains("Pancakes") && found.html.contains(#"name="recipeId" value="\#(recipe)""#))
            _ = try await browser.post(
                "/nutrition/diary/2025-06-15/entries", ["kind": "recipe", "meal": "lunch", "recipeId": recipe, "servings": "2"])
            _ = try await browser.post(
                "/nutrition/diary/2025-06-15/entries", ["kind": "quick", "meal": "snack", "name": "Biscuit", "energyKcal": "90,5"])

            let day = try await browser.get("/nutrition/diary/2025-06-15")
            #expect(day.html.contains("Pancakes") && day.html.contains("Servings: 2"))
            #expect(day.html.contains("Biscuit") && day.html.contains("91 kcal"))

            let entries = try await app.api(.GET, "/api/nutrition/diary/2025-06-15", as: ada.bearer)
            let snack = try #require(
                ((entries.json["meals"] as? [[String: Any]])?[3]["entries"] as? [[String: Any]])?.first?["id"] as? String)
            let edit = try await browser.get("/nutrition/entries/\(snack)")
            #expect(edit.html.contains(#"name="energyKcal""#))
            _ = try await browser.post(
                "/nutrition/entries/\(snack)", ["date": "2025-06-15", "meal": "dinner", "name": "Two biscuits", "energyKcal": "181"])
            let edited = try await browser.get("/nutrition/diary/2025-06-15")
            #expect(edited.html.contains("Two biscuits") && edited.html.contains("181 kcal"))
            _ = try await browser.post("/nutrition/entries/\(snack)/delete")
            #expect(!(try await browser.get("/nutrition/diary/2025-06-15")).html.contains("Two biscuits"))
        }
    }

    @Test("The cart collects foods, steps amounts with − and +, and logs them to a meal", arguments: TestDatabase.all)
    func cart(database: TestDatabase) async throws {
        try await Self.withAda(database) { app, browser, _ in
            let egg = try await app.starterFoodID("egg", named: "Egg, whole, raw")
            let oats = try await app.starterFoodID("oats", named: "Oats, rolled, dry")
            let back = "/nutrition/add?date=2025-06-15&meal=breakfast&q=egg"
            let added = try await browser.post(
                "/nutrition/diary/2025-06-15/entries",
                ["kind": "food", "meal": "breakfast", "foodId": egg, "amount": "1", "unit": "large", "action": "cart", "next": back])
            #expect(added.location == back)
            _ = try await browser.post("/nutrition/cart/items", ["foodId": oats, "amount": "40", "unit": "g"])

            let cart = try await browser.get("/nutrition/cart")
            #expect(cart.html.contains("Egg, whole, raw") && cart.html.contains("Oats, rolled, dry"))
            let eggItem = try #require(Self.itemID(in: cart.html, after: "Egg, whole, raw"))
            _ = try await browser.post("/nutrition/cart/items/\(eggItem)", ["steps": "1"])
            let stepped = try await browser.get("/nutrition/cart")
            #expect(stepped.html.contains("2 large · 100 g"))

            let logged = try await browser.post("/nutrition/cart/commit", ["date": "2025-06-15", "meal": "breakfast"])
            #expect(logged.location == "/nutrition/diary/2025-06-15")
            let day = try await browser.follow(logged)
            #expect(day.html.contains("The cart was logged to Breakfast."))
            #expect(day.html.contains("Oats, rolled, dry") && day.html.contains("2 large · 100 g"))
            #expect((try await browser.get("/nutrition/cart")).html.contains("The cart is empty"))
        }
    }

    @Test("The profile form saves, shows the targets, and warns in Ukrainian about a low target", arguments: TestDatabase.all)
    func profileForm(database: TestDatabase) async throws {
        try await Self.withAda(database) { _, browser, _ in
            let form: [String: String] = [
                "sex": "female", "birthDate": "2000-01-01", "heightUnit": "cm", "heightCm": "165", "weightUnit": "kg",
                "weightKg": "60", "activityLevel": "1", "goal": "lose", "formula": "harris-benedict",
                "proteinPercent": "20", "fatPercent": "30", "carbohydratePercent": "50",
            ]
            _ = try await browser.get("/nutrition/profile")
            var bad = form
            bad["heightCm"] = "0"
            let refused = try await browser.post("/nutrition/profile", bad)
            #expect(refused.status == .badRequest)
            #expect(refused.html.contains("“Height, cm” must be between 50 and 272"))

            let saved = try await browser.post("/nutrition/profile", form)
            #expect(saved.location == "/nutrition/profile")
            browser.acceptLanguage = "uk"
            let page = try await browser.get("/nutrition/profile")
            #expect(page.html.contains("Ваші цілі"))
            #expect(page.html.contains("менше ніж 1200 ккал"))
            #expect(page.html.contains("low-target-warning"))
        }
    }

    @Test("Weighings draw a chart with the trend; progress draws the week and the month", arguments: TestDatabase.all)
    func weightAndProgress(database: TestDatabase) async throws {
        try await Self.withAda(database) { _, browser, _ in
            let empty = try await browser.get("/nutrition/weight")
            #expect(empty.html.contains("No weighings yet"))
            _ = try await browser.post("/nutrition/weight", ["date": "2025-06-14", "weight": "80,4", "unit": "kg"])
            _ = try await browser.post("/nutrition/weight", ["date": "2025-06-15", "weight": "80", "unit": "kg"])
            _ = try await browser.post("/nutrition/diary/2025-06-15/entries", ["kind": "quick", "meal": "lunch", "energyKcal": "1200"])

            let weight = try await browser.get("/nutrition/weight")
            #expect(weight.html.contains(#"<svg class="chart""#) && weight.html.contains("chart-line"))
            #expect(weight.html.contains("80.4 kg"))
            let week = try await browser.get("/nutrition/progress")
            let month = try await browser.get("/nutrition/progress?period=month")
            #expect(week.html.contains("chart-bar") && week.html.contains("2025-06-15: 1200 kcal"))
            #expect(week.html.contains("1 / 7"))
            #expect(month.html.contains("1 / 30"))
        }
    }

    @Test("A household's own foods are added from the page and shown only to its members", arguments: TestDatabase.all)
    func householdFoods(database: TestDatabase) async throws {
        try await Self.withAda(database) { app, browser, people in
            _ = try await browser.get("/nutrition/foods")
            let refused = try await browser.post(
                "/nutrition/foods", ["householdId": people.home, "name": "Kefir", "per": "100g", "energyKcal": "-4"])
            #expect(refused.status == .badRequest)
            #expect(refused.html.contains("“Energy, kcal” must be between 0 and 1000 kcal per 100 g"))
            let saved = try await browser.post(
                "/nutrition/foods",
                [
                    "householdId": people.home, "name": "Kefir", "per": "serving", "servingGrams": "250", "energyKcal": "100",
                    "protein": "7.5",
                ])
            let list = try await browser.follow(saved)
            #expect(list.html.contains("Kefir") && list.html.contains("40 kcal per 100 g"))

            let eve = people.eve
            let evesPage = try await WebBrowser.signedIn(app, as: eve).get("/nutrition/foods")
            let evesSearch = try await WebBrowser.signedIn(app, as: eve).get("/nutrition/add?q=kefir")
            #expect(!evesPage.html.contains("Kefir"))
            #expect(!evesSearch.html.contains(">Kefir<"))
            #expect((try await browser.get("/nutrition/add?q=kefir")).html.contains(">Kefir<"))
        }
    }

    @Test("The diary downloads as CSV from the page")
    func csvDownload() async throws {
        try await Self.withAda(.sqlite) { _, browser, _ in
            _ = try await browser.post(
                "/nutrition/diary/2025-06-15/entries", ["kind": "quick", "meal": "lunch", "name": "Soup", "energyKcal": "250"])

            let csv = try await browser.get("/nutrition/export.csv?from=2025-06-01&to=2025-06-30")

            #expect(csv.headers.contentType?.subType == "csv")
            #expect(csv.html.contains("2025-06-15,lunch,quick,Soup,,,,,250"))
        }
    }

    /// The cart item id in the first −/+ form after `name`.
    static func itemID(in html: String, after name: String) -> String? {
        guard let start = html.range(of: name) else { return nil }
        let rest = html[start.upperBound...]
        guard let form = rest.range(of: "/nutrition/cart/items/") else { return nil }
        return String(rest[form.upperBound...].prefix(36))
    }
}
