import Foundation
import LarderTestSupport
import Testing
import Vapor

/// The pantry's web pages, driven as a browser drives them.
@Suite("Pantry pages")
struct PantryPagesTests {
    @Test("The Pantry tab opens the household's stock; search and the location tabs narrow it", arguments: TestDatabase.all)
    func stockPage(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makePantryHome()
            let egg = try await app.foodID("egg", as: kitchen.ada)
            _ = try await app.stockItem(
                ["foodId": egg, "amount": 6, "unit": "large", "location": "fridge"], in: kitchen.home, as: kitchen.ada)
            _ = try await app.stockItem(
                ["name": "Frozen peas", "amount": 400, "unit": "g", "location": "freezer"], in: kitchen.home, as: kitchen.ada)
            let browser = try await WebBrowser.signedIn(app, as: kitchen.ada)

            let tab = try await browser.get("/pantry")
            let stock = try await browser.follow(tab)
            let frozen = try await browser.get("/households/\(kitchen.home)/pantry?location=freezer")
            let searched = try await browser.get("/households/\(kitchen.home)/pantry?q=peas")

            #expect(tab.location == "/households/\(kitchen.home)/pantry")
            #expect(stock.status == .ok)
            #expect(stock.html.contains("Frozen peas") && stock.html.contains("6 large"))
            #expect(stock.html.contains("Fridge") && stock.html.contains("Freezer"))
            #expect(frozen.html.contains("Frozen peas") && !frozen.html.contains("6 large"))
            #expect(searched.html.contains("Frozen peas") && !searched.html.contains("6 large"))
        }
    }

    @Test("An empty pantry says how to fill it, and claims no devices report for a household without any", arguments: [TestDatabase.sqlite])
    func emptyPantryMakesNoDeviceClaim(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makePantryHome()
            let browser = try await WebBrowser.signedIn(app, as: kitchen.ada)

            let page = try await browser.get("/households/\(kitchen.home)/pantry")

            #expect(page.html.contains("The pantry is empty"))
            #expect(page.html.contains("/households/\(kitchen.home)/pantry/new"))
            #expect(!page.html.contains("Devices already report"))
        }
    }

    @Test("Adding an item: a food search with the best match first, then a form offering the food's own units", arguments: TestDatabase.all)
    func addItem(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makePantryHome()
            let egg = try await app.foodID("egg", as: kitchen.ada)
            let browser = try await WebBrowser.signedIn(app, as: kitchen.ada)
            let base = "/households/\(kitchen.home)/pantry"

            let search = try await browser.get("\(base)/new?q=eggs")
            let form = try await browser.get("\(base)/new?foodId=\(egg)")
            let added = try await browser.post(
                "\(base)/items", ["foodId": egg, "amount": "6", "unit": "large", "location": "other", "otherLocation": "Cellar"])
            let item = try await browser.follow(added)
            let bad = try await browser.post("\(base)/items", ["name": "Tea", "amount": "lots", "unit": "box", "location": "pantry"])

            #expect(search.html.contains("Best match"))
            #expect(search.html.contains("new?foodId="))
            #expect(form.html.contains(#"value="large""#))
            #expect(form.html.contains("Best before"))
            #expect(added.status == .seeOther)
            #expect(item.html.contains("6 large") && item.html.contains("Cellar"))
            #expect(item.html.contains("is in the pantry"))
            #expect(bad.status == .badRequest)
            #expect(bad.html.contains("field-error"))
        }
    }

    @Test("The stepper adds and takes a step; the history lists each change and undoes it", arguments: TestDatabase.all)
    func stepperAndUndo(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makePantryHome()
            let item = try await app.stockItem(["name": "Flour", "amount": 500, "unit": "g"], in: kitchen.home, as: kitchen.ada)
            let browser = try await WebBrowser.signedIn(app, as: kitchen.ada)
            let path = "/households/\(kitchen.home)/pantry/items/\(item)"

            let page = try await browser.get(path)
            #expect(page.html.contains("500 g"))
            #expect(page.html.contains(#"name="change" value="increase""#))
            try await browser.post("\(path)/amount", ["change": "increase", "amount": "50"])
            let more = try await browser.get(path)
            #expect(more.html.contains("550 g"))
            #expect(more.html.contains("500 g → 550 g"))
            try await browser.post("\(path)/amount", ["change": "decrease", "amount": "100"])
            let history = try await browser.get("/households/\(kitchen.home)/pantry/history")
            #expect(history.html.contains("Less") && history.html.contains("Flour"))
            let entry = try #require(history.html.firstMatch(of: /ledger\/([0-9A-F-]{36})\/undo/).map { String($0.1) })
            let undone = try await browser.post("/households/\(kitchen.home)/pantry/ledger/\(entry)/undo", ["next": path])
            #expect(undone.location == path)
            #expect(try await browser.follow(undone).html.contains("550 g"))
        }
    }

    @Test("A food's minimum is set on its item's page; the Running low tab lists what is below it", arguments: TestDatabase.all)
    func runningLow(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makePantryHome()
            let egg = try await app.foodID("egg", as: kitchen.ada)
            let item = try await app.stockItem(["foodId": egg, "amount": 6], in: kitchen.home, as: kitchen.ada)
            _ = try await app.stockItem(["name": "Rice", "amount": 1, "unit": "kg"], in: kitchen.home, as: kitchen.ada)
            let browser = try await WebBrowser.signedIn(app, as: kitchen.ada)
            let base = "/households/\(kitchen.home)/pantry"

            #expect(try await browser.get("\(base)/items/\(item)").html.contains("Running low below"))
            try await browser.post("\(base)/items/\(item)/minimum", ["amount": "10", "unit": ""])
            let low = try await browser.get("\(base)?low=1")
            try await browser.post("\(base)/items/\(item)/minimum", ["amount": ""])
            let none = try await browser.get("\(base)?low=1")

            #expect(low.html.contains("Egg, whole") && !low.html.contains("Rice"))
            #expect(!none.html.contains("Egg, whole"))
        }
    }

    @Test("Expiring soon lists what is past or near its best-before date, and home says how many", arguments: TestDatabase.all)
    func expiringAndHome(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makePantryHome()
            let yesterday = Self.day(-1)
            let tomorrow = Self.day(1)
            _ = try await app.stockItem(
                ["name": "Old milk", "amount": 1, "unit": "l", "bestBefore": yesterday], in: kitchen.home, as: kitchen.ada)
            _ = try await app.stockItem(["name": "Yogurt", "amount": 2, "bestBefore": tomorrow], in: kitchen.home, as: kitchen.ada)
            _ = try await app.stockItem(["name": "Rice", "amount": 1, "unit": "kg"], in: kitchen.home, as: kitchen.ada)
            let browser = try await WebBrowser.signedIn(app, as: kitchen.ada)

            let expiring = try await browser.get("/households/\(kitchen.home)/pantry/expiring")
            let home = try await browser.get("/")

            #expect(expiring.html.contains("Old milk") && expiring.html.contains("Yogurt") && !expiring.html.contains("Rice"))
            #expect(expiring.html.contains("badge-expired") && expiring.html.contains("Expired 1 d ago"))
            #expect(expiring.html.contains("Best before in 1 day"))
            #expect(home.html.contains("2 expiring soon or past best-before"))
        }
    }

    @Test(
        "Cooking from the recipe page takes the stock, or lists what is missing and puts it on the shopping list",
        arguments: TestDatabase.all)
    func cookFromRecipePage(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makePantryHome()
            let recipe = try await app.makeRecipe("Pancakes", in: kitchen.home, by: kitchen.ada)
            let flour = try await app.foodID("wheat flour", as: kitchen.ada)
            _ = try await app.stockItem(["foodId": flour, "amount": 1, "unit": "kg"], in: kitchen.home, as: kitchen.ada)
            let browser = try await WebBrowser.signedIn(app, as: kitchen.ada)

            let page = try await browser.get("/recipes/\(recipe)")
            #expect(page.html.contains("Cook from pantry"))
            let short = try await browser.post("/recipes/\(recipe)/pantry-cook", ["householdId": kitchen.home, "servings": "4"])
            #expect(short.status == .conflict)
            #expect(short.html.contains("Something is missing") && short.html.contains("milk") && short.html.contains("eggs"))
            #expect(short.html.contains("Add missing to shopping list"))
            let added = try await browser.post("/households/\(kitchen.home)/pantry/shortfall", ["recipeId": recipe, "servings": "4"])
            #expect(try await browser.follow(added).html.contains("2 lines put on the shopping list."))

            _ = try await app.stockItem(["name": "milk", "amount": 1, "unit": "l"], in: kitchen.home, as: kitchen.ada)
            let milk = try await app.foodID("whole milk", as: kitchen.ada)
            let egg = try await app.foodID("egg", as: kitchen.ada)
            _ = try await app.stockItem(["foodId": milk, "amount": 2, "unit": "l"], in: kitchen.home, as: kitchen.ada)
            _ = try await app.stockItem(["foodId": egg, "amount": 12], in: kitchen.home, as: kitchen.ada)
            let cooked = try await browser.post("/recipes/\(recipe)/pantry-cook", ["householdId": kitchen.home, "servings": "4"])
            #expect(cooked.location == "/recipes/\(recipe)")
            #expect(try await browser.follow(cooked).html.contains("Cooked: ingredients taken from 3 items."))
        }
    }

    @Test("What can I cook ranks the household's recipes with what each is missing", arguments: TestDatabase.all)
    func cookablePage(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makePantryHome()
            _ = try await app.makeRecipe("Pancakes", in: kitchen.home, by: kitchen.ada)
            _ = try await app.makeRecipe("Omelette", in: kitchen.home, by: kitchen.ada, ingredients: ["3 eggs", "salt to taste"])
            let egg = try await app.foodID("egg", as: kitchen.ada)
            _ = try await app.stockItem(["foodId": egg, "amount": 12], in: kitchen.home, as: kitchen.ada)
            let browser = try await WebBrowser.signedIn(app, as: kitchen.ada)

            let page = try await browser.get("/households/\(kitchen.home)/pantry/cookable")
            let nothingMissing = try await browser.get("/households/\(kitchen.home)/pantry/cookable?maxMissing=0")

            #expect(page.status == .ok)
            let omelette = try #require(page.html.range(of: "Omelette"))
            let pancakes = try #require(page.html.range(of: "Pancakes"))
            #expect(omelette.lowerBound < pancakes.lowerBound)
            #expect(page.html.contains("Missing: 2 cups all-purpose flour, 1 cup milk"))
            #expect(page.html.contains("Always at home: salt, water, oil."))
            #expect(nothingMissing.html.contains("Omelette") && !nothingMissing.html.contains("Pancakes"))
        }
    }

    @Test("Owners settle device reviews in the web app; the devices page shows each device's last report", arguments: TestDatabase.all)
    func reviewsAndDevices(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makePantryHome()
            let device = try await app.makeDevice("Fridge cam", admin: kitchen.admin, activateIn: kitchen.home, by: kitchen.ada)
            let eggs: [String: any Sendable] = ["name": "eggs", "amount": 6, "action": "added", "observedAt": "2025-01-01T10:00:00Z"]
            let fizzy: [String: any Sendable] = [
                "name": "Zzyzx fizzy thing", "amount": 2, "unit": "can", "action": "added", "observedAt": "2025-01-01T10:00:00Z",
            ]
            let reported = try await app.api(
                .POST, "/api/device/observations", json: ["idempotencyKey": "k", "observations": [eggs, fizzy]], as: device.credentials)
            let review = try #require(((reported.json["results"] as? [[String: Any]])?.last?["reviewId"]) as? String)
            let owner = try await WebBrowser.signedIn(app, as: kitchen.ada)
            let member = try await WebBrowser.signedIn(app, as: kitchen.max)
            let base = "/households/\(kitchen.home)/pantry"

            let ownersQueue = try await owner.get("\(base)/reviews")
            let membersQueue = try await member.get("\(base)/reviews")
            let devices = try await owner.get("/households/\(kitchen.home)/devices")
            let stock = try await owner.get(base)
            #expect(ownersQueue.html.contains("Zzyzx fizzy thing") && ownersQueue.html.contains("Add as new item"))
            #expect(!membersQueue.html.contains("Add as new item"))
            #expect(devices.html.contains("1 applied, 1 for review"))
            #expect(stock.html.contains("1 device report waits for you"))

            let created = try await owner.post("\(base)/reviews/\(review)", ["resolution": "create", "name": "Fizzy water"])
            #expect(try await owner.follow(created).html.contains("Nothing to review"))
            #expect(try await owner.get(base).html.contains("Fizzy water"))
        }
    }

    @Test("The pantry speaks Ukrainian and Russian", arguments: [TestDatabase.sqlite])
    func languages(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makePantryHome()
            _ = try await app.stockItem(
                ["name": "Сир", "amount": 200, "unit": "g", "location": "fridge"], in: kitchen.home, as: kitchen.ada)
            let browser = WebBrowser(app)
            browser.acceptLanguage = "uk"
            try await browser.signIn(kitchen.ada.email, password: kitchen.ada.password)
            let ukrainian = try await browser.get("/households/\(kitchen.home)/pantry")
            let russian = try await WebBrowser.withLanguage("ru", app, kitchen.ada).get("/households/\(kitchen.home)/pantry")

            #expect(
                ukrainian.html.contains("Комора") && ukrainian.html.contains("Холодильник") && ukrainian.html.contains("Що приготувати"))
            #expect(russian.html.contains("Кладовая") && russian.html.contains("Что приготовить"))
        }
    }

    @Test("Another household's pantry pages are not found", arguments: [TestDatabase.sqlite])
    func strangers(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makePantryHome()
            let item = try await app.stockItem(["name": "Saffron", "amount": 1, "unit": "g"], in: kitchen.home, as: kitchen.ada)
            let eve = try await WebBrowser.signedIn(app, as: kitchen.eve)
            let base = "/households/\(kitchen.home)/pantry"

            for path in [
                base, "\(base)/items/\(item)", "\(base)/history", "\(base)/expiring", "\(base)/reviews", "\(base)/cookable", "\(base)/new",
            ] {
                #expect(try await eve.get(path).status == .notFound, "\(path)")
            }
            let changed = try await eve.post("\(base)/items/\(item)/amount", ["change": "set", "amount": "0"])
            #expect(changed.status == .notFound)
            #expect(
                try await app.api(.GET, "/api/households/\(kitchen.home)/pantry/items/\(item)", as: kitchen.ada.bearer).json["amount"]
                    as? Double == 1)
        }
    }

    static func day(_ days: Int) -> String {
        let formatter = DateFormatter()
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: Date().addingTimeInterval(Double(days) * 86_400))
    }
}

extension WebBrowser {
    /// A browser that asks for `language` and has signed `user` in.
    static func withLanguage(_ language: String, _ app: Application, _ user: TestUser) async throws -> WebBrowser {
        let browser = WebBrowser(app)
        browser.acceptLanguage = language
        try await browser.signIn(user.email, password: user.password)
        return browser
    }
}
