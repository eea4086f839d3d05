import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

@Suite("Shopping pages")
struct ShoppingPagesTests {
    /// Ada's household with its default list, and her browser signed in on the list page.
    static func setUp(_ app: Application) async throws -> (browser: WebBrowser, ada: TestUser, household: String, list: String) {
        _ = try await StarterContent.seedIfNeeded(app)
        let ada = try await app.makeUser("Ada")
        let household = try await app.makeHousehold("Home", owner: ada)
        let lists = try await app.api(.GET, "/api/households/\(household)/shopping-lists", as: ada.bearer).jsonArray
        let list = try #require(lists.first?["id"] as? String)
        let browser = WebBrowser(app)
        try await browser.signIn(ada.email)
        try await browser.get("/shopping/lists/\(list)")
        return (browser, ada, household, list)
    }

    @Test("The Shopping tab lists the household's lists and opens one; a new list can be started", arguments: TestDatabase.all)
    func overview(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let (browser, _, household, _) = try await Self.setUp(app)

            let page = try await browser.get("/shopping")
            let created = try await browser.post("/shopping/lists", ["householdId": household, "name": "Party"])
            let opened = try await browser.follow(created)

            #expect(page.html.contains("Shopping list"))
            #expect(
                page.html.contains(#"class="tab active" aria-current="page" href="/shopping""#)
                    || page.html.contains(#"href="/shopping" class="tab active""#))
            #expect(created.status == .seeOther)
            #expect(opened.html.contains("<h1>Party</h1>"))
            #expect(opened.html.contains("List created."))
        }
    }

    @Test("Items are added, shown under aisle headings, ticked off, moved to another aisle and cleared", arguments: TestDatabase.all)
    func shoppingThroughForms(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let (browser, ada, _, list) = try await Self.setUp(app)
            let base = "/shopping/lists/\(list)"
            for text in ["2 l milk", "paper towels"] { try await browser.post("\(base)/items", ["text": text]) }
            let items = try await app.api(.GET, "/api/shopping-lists/\(list)", as: ada.bearer).json["items"] as? [[String: Any]] ?? []
            let milk = try #require(items.first { $0["name"] as? String == "milk" }?["id"] as? String)
            let towels = try #require(items.first { $0["name"] as? String == "paper towels" }?["id"] as? String)

            let added = try await browser.get(base)
            try await browser.post("\(base)/items/\(milk)/check", ["checked": "true"])
            let ticked = try await browser.get(base)
            try await browser.post(
                "\(base)/items/\(towels)/edit", ["name": "paper towels", "amount": "", "note": "the big pack", "aisle": "pantry"])
            let moved = try await browser.get(base)
            let cleared = try await browser.follow(try await browser.post("\(base)/clear-checked"))

            #expect(added.html.contains("<h2>Dairy &amp; eggs</h2>") && added.html.contains("<h2>Household</h2>"))
            #expect(added.html.contains("<strong>2 l</strong> milk"))
            #expect(ticked.html.contains(#"id="item-\#(milk)" class="shopping-item is-checked""#))
            #expect(ticked.html.contains("ticked by Ada"))
            #expect(moved.html.contains("<h2>Pantry &amp; dry goods</h2>") && !moved.html.contains("<h2>Household</h2>"))
            #expect(moved.html.contains("the big pack"))
            #expect(cleared.html.contains("Cleared 1 ticked item."))
            #expect(!cleared.html.contains("item-\(milk)"))
            let corrected = try await app.api(.GET, "/api/shopping-lists/\(list)", as: ada.bearer).json["items"] as? [[String: Any]]
            #expect(corrected?.first?["aisleReason"] as? String == "correction")
        }
    }

    @Test("Grouped by recipe, a recipe can be taken off the list from its heading", arguments: TestDatabase.all)
    func byRecipe(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let (browser, ada, household, list) = try await Self.setUp(app)
            let soup = try await app.makeRecipe("Soup", in: household, by: ada, ingredients: ["2 carrots", "1 onion"])
            _ = try await app.api(.POST, "/api/shopping-lists/\(list)/recipes", json: ["recipeId": soup], as: ada.bearer)
            try await browser.post("/shopping/lists/\(list)/items", ["text": "bread"])

            let grouped = try await browser.get("/shopping/lists/\(list)?groupBy=recipe")
            let removed = try await browser.post("/shopping/lists/\(list)/recipes/\(soup)/remove", ["groupBy": "recipe"])
            let after = try await browser.follow(removed)

            #expect(grouped.html.contains("<h2>Soup</h2>") && grouped.html.contains("<h2>Added by hand</h2>"))
            #expect(removed.location == "/shopping/lists/\(list)?groupBy=recipe")
            #expect(!after.html.contains("<h2>Soup</h2>") && after.html.contains("bread"))
        }
    }

    @Test("The share page shows what is left to buy as text; the CSV downloads", arguments: TestDatabase.all)
    func share(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let (browser, _, _, list) = try await Self.setUp(app)
            try await browser.post("/shopping/lists/\(list)/items", ["text": "6 eggs"])

            let page = try await browser.get("/shopping/lists/\(list)/share")
            let csv = try await browser.get("/shopping/lists/\(list)/export.csv")

            #expect(page.html.contains("Shopping list\n\nDairy &amp; eggs\n• 6 eggs\n"))
            #expect(csv.headers.contentType?.subType == "csv")
            #expect(csv.html.contains("dairy-eggs,eggs,6,,no"))
        }
    }

    @Test("A store numbers its aisles; the list follows the store's order", arguments: TestDatabase.all)
    func stores(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let (browser, ada, household, list) = try await Self.setUp(app)
            try await browser.get("/shopping/households/\(household)/stores")
            var fields = ["name": "Corner shop"]
            for (index, aisle) in ["frozen", "dairy-eggs", "produce"].enumerated() { fields["position-\(aisle)"] = String(index + 1) }
            try await browser.post("/shopping/households/\(household)/stores", fields)
            let stores = try await app.api(.GET, "/api/households/\(household)/shopping-stores", as: ada.bearer).jsonArray
            let store = try #require(stores.first?["id"] as? String)
            for text in ["1 kg tomatoes", "2 l milk", "frozen peas"] {
                try await browser.post("/shopping/lists/\(list)/items", ["text": text])
            }

            try await browser.post("/shopping/lists/\(list)/settings", ["name": "Weekly", "measurementSystem": "metric", "storeId": store])
            let page = try await browser.get("/shopping/lists/\(list)")

            #expect((stores.first?["aisleOrder"] as? [String])?.prefix(3) == ["frozen", "dairy-eggs", "produce"])
            let frozen = try #require(page.html.range(of: "<h2>Frozen</h2>")).lowerBound
            let dairy = try #require(page.html.range(of: "<h2>Dairy &amp; eggs</h2>")).lowerBound
            let produce = try #require(page.html.range(of: "<h2>Fruit &amp; vegetables</h2>")).lowerBound
            #expect(frozen < dairy && dairy < produce)
            #expect(page.html.contains("<h1>Weekly</h1>"))
        }
    }

    @Test("The pages speak Ukrainian and Russian", arguments: [("uk", "Молочне та яйця", "Додати"), ("ru", "Молочное и яйца", "Добавить")])
    func languages(language: String, aisle: String, add: String) async throws {
        try await withApp(.sqlite) { app in
            let (browser, _, _, list) = try await Self.setUp(app)
            try await browser.post("/shopping/lists/\(list)/items", ["text": "молоко"])
            try await browser.post("/language", ["language": language, "next": "/shopping/lists/\(list)"])

            let page = try await browser.get("/shopping/lists/\(list)")

            #expect(page.html.contains("<h2>\(aisle)</h2>"))
            #expect(page.html.contains(">\(add)</button>"))
        }
    }

    @Test(
        "The default list is called \"Shopping list\" in the reader's language until someone renames it",
        arguments: [("uk", "Список покупок"), ("ru", "Список покупок")])
    func defaultListNameInTheReadersLanguage(language: String, name: String) async throws {
        try await withApp(.sqlite) { app in
            let (browser, ada, household, list) = try await Self.setUp(app)
            try await browser.post("/language", ["language": language, "next": "/shopping"])

            let overview = try await browser.get("/shopping")
            let page = try await browser.get("/shopping/lists/\(list)")
            let share = try await browser.get("/shopping/lists/\(list)/share")
            try await browser.post("/shopping/lists/\(list)/settings", ["name": name, "measurementSystem": "metric", "storeId": ""])

            #expect(overview.html.contains(name))
            #expect(!overview.html.contains("Shopping list"))
            #expect(page.html.contains("<h1>\(name)</h1>"))
            #expect(share.html.contains(name))
            // Saving the settings with the name as shown is no rename: an English reader still reads English.
            let stored = try await app.api(.GET, "/api/households/\(household)/shopping-lists", as: ada.bearer).jsonArray
            #expect(stored.first?["name"] as? String == "Shopping list")
            try await browser.post("/language", ["language": "en", "next": "/shopping"])
            #expect(try await browser.get("/shopping/lists/\(list)").html.contains("<h1>Shopping list</h1>"))
        }
    }

    @Test("A renamed default list shows its own name in every language")
    func renamedDefaultListKeepsItsName() async throws {
        try await withApp(.sqlite) { app in
            let (browser, _, _, list) = try await Self.setUp(app)
            try await browser.post("/shopping/lists/\(list)/settings", ["name": "Тиждень", "measurementSystem": "metric", "storeId": ""])
            try await browser.post("/language", ["language": "ru", "next": "/shopping"])

            let page = try await browser.get("/shopping/lists/\(list)")

            #expect(page.html.contains("<h1>Тиждень</h1>"))
        }
    }

    @Test("Someone outside the household is told the list, its forms and its events do not exist", arguments: TestDatabase.all)
    func strangers(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let (_, ada, household, list) = try await Self.setUp(app)
            let item = try #require(
                try await app.api(.POST, "/api/shopping-lists/\(list)/items", json: ["text": "milk"], as: ada.bearer)["id"])
            let eve = try await app.makeUser("Eve")
            let browser = WebBrowser(app)
            try await browser.signIn(eve.email)
            try await browser.get("/shopping")

            let page = try await browser.get("/shopping/lists/\(list)")
            let check = try await browser.post("/shopping/lists/\(list)/items/\(item)/check", ["checked": "true"])
            let add = try await browser.post("/shopping/lists/\(list)/items", ["text": "eggs"])
            let events = try await browser.get("/shopping/households/\(household)/events")
            let stores = try await browser.get("/shopping/households/\(household)/stores")
            let guest = try await WebBrowser(app).get("/shopping/lists/\(list)")

            #expect(page.status == .notFound)
            #expect(check.status == .notFound)
            #expect(add.status == .notFound)
            #expect(events.status == .notFound)
            #expect(stores.status == .notFound)
            #expect(guest.status == .seeOther)
            let items = try await app.api(.GET, "/api/shopping-lists/\(list)", as: ada.bearer).json["items"] as? [[String: Any]]
            #expect(items?.count == 1)
            #expect(items?.first?["checked"] as? Bool == false)
        }
    }
}
