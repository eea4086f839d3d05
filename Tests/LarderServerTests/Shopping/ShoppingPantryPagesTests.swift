import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

/// The list pages where shopping meets the pantry: the "bought → pantry" dialog, adding what runs
/// low, and moving an item within its aisle.
@Suite("Shopping pantry pages")
struct ShoppingPantryPagesTests {
    /// Items on Ada's default list, by name.
    static func items(_ app: Application, _ list: String, as ada: TestUser) async throws -> [String: [String: Any]] {
        let items = try await app.api(.GET, "/api/shopping-lists/\(list)", as: ada.bearer).json["items"] as? [[String: Any]] ?? []
        return Dictionary(items.map { ($0["name"] as? String ?? "", $0) }, uniquingKeysWith: { a, _ in a })
    }

    static func pantry(_ app: Application, _ household: String, as ada: TestUser) async throws -> [[String: Any]] {
        try await app.api(.GET, "/api/households/\(household)/pantry/items", as: ada.bearer).json["items"] as? [[String: Any]] ?? []
    }

    /// Ada's list with "1 l milk" and "2 jars zorblax", both ticked; the ids by name.
    static func tickedList(_ app: Application) async throws -> (WebBrowser, TestUser, String, String, [String: String]) {
        let (browser, ada, household, list) = try await ShoppingPagesTests.setUp(app)
        for text in ["1 l milk", "2 jars zorblax"] { try await browser.post("/shopping/lists/\(list)/items", ["text": text]) }
        var ids: [String: String] = [:]
        for (name, item) in try await items(app, list, as: ada) {
            let id = try #require(item["id"] as? String)
            ids[name] = id
            try await browser.post("/shopping/lists/\(list)/items/\(id)/check", ["checked": "true"])
        }
        return (browser, ada, household, list, ids)
    }

    @Test("The dialog lists the ticked items with their amount, place and best-before filled in", arguments: TestDatabase.all)
    func dialogShowsDefaults(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let (browser, _, _, list, ids) = try await Self.tickedList(app)
            let milk = try #require(ids["milk"])

            let listPage = try await browser.get("/shopping/lists/\(list)")
            let dialog = try await browser.get("/shopping/lists/\(list)/bought")

            #expect(listPage.html.contains(#"href="/shopping/lists/\#(list)/bought""#))
            #expect(dialog.status == .ok)
            #expect(dialog.html.contains(#"name="include-\#(milk)""#))
            #expect(dialog.html.contains(#"name="amount-\#(milk)" value="1""#))
            #expect(dialog.html.contains(#"<option value="fridge" selected="selected">"#))
            #expect(dialog.html.contains(#"name="bestBefore-\#(milk)" value="20"#), "milk gets a best-before date")
        }
    }

    @Test("Posting the dialog moves the included items with what was changed; left-out ones stay ticked", arguments: TestDatabase.all)
    func dialogMovesIncludedItems(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let (browser, ada, household, list, ids) = try await Self.tickedList(app)
            let milk = try #require(ids["milk"])
            let zorblax = try #require(ids["zorblax"])

            let posted = try await browser.post(
                "/shopping/lists/\(list)/bought",
                [
                    "include-\(milk)": "on", "amount-\(milk)": "2", "unit-\(milk)": "l", "location-\(milk)": "freezer",
                    "bestBefore-\(milk)": "2031-02-01", "amount-\(zorblax)": "2", "unit-\(zorblax)": "jar", "location-\(zorblax)": "pantry",
                ])
            let page = try await browser.follow(posted)

            #expect(page.html.contains("Bought items in the pantry now: 1"))
            let stock = try await Self.pantry(app, household, as: ada)
            #expect(stock.count == 1)
            #expect(stock.first?["amount"] as? Double == 2 && stock.first?["location"] as? String == "freezer")
            #expect(stock.first?["bestBefore"] as? String == "2031-02-01")
            let left = try await Self.items(app, list, as: ada)
            #expect(Array(left.keys) == ["zorblax"] && left["zorblax"]?["checked"] as? Bool == true)
        }
    }

    @Test("A bad date in the dialog is shown as an error and nothing moves", arguments: TestDatabase.all)
    func dialogRefusesBadDate(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let (browser, ada, household, list, ids) = try await Self.tickedList(app)
            let milk = try #require(ids["milk"])

            let posted = try await browser.post("/shopping/lists/\(list)/bought", ["include-\(milk)": "on", "bestBefore-\(milk)": "soon"])
            let page = try await browser.follow(posted)

            #expect(page.html.contains("milk: “Best before” must be a date written as YYYY-MM-DD."))
            #expect(try await Self.pantry(app, household, as: ada).isEmpty)
            #expect(try await Self.items(app, list, as: ada).count == 2)
        }
    }

    @Test("With nothing ticked the dialog says so", arguments: TestDatabase.all)
    func dialogWithNothingTicked(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let (browser, _, _, list) = try await ShoppingPagesTests.setUp(app)

            let dialog = try await browser.get("/shopping/lists/\(list)/bought")

            #expect(dialog.html.contains("Nothing ticked yet"))
        }
    }

    @Test("\"Add what is running low\" on the list page puts foods below their minimum on it", arguments: TestDatabase.all)
    func lowStockFromListPage(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let (browser, ada, household, list) = try await ShoppingPagesTests.setUp(app)
            let milk = try await app.foodID("milk", as: ada)
            _ = try await app.api(
                .PUT, "/api/households/\(household)/pantry/minimums/\(milk)", json: ["amount": 2, "unit": "l"], as: ada.bearer)

            let page = try await browser.follow(try await browser.post("/shopping/lists/\(list)/low-stock"))
            let again = try await browser.follow(try await browser.post("/shopping/lists/\(list)/low-stock"))

            #expect(page.html.contains("Foods running low put on the list: 1."))
            #expect(page.html.contains("<strong>2 l</strong>"))
            #expect(again.html.contains("Already on the list from low stock"))
        }
    }

    @Test("The pantry's running-low view puts what is low on the default list", arguments: TestDatabase.all)
    func lowStockFromPantryPage(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let (browser, ada, household, list) = try await ShoppingPagesTests.setUp(app)
            let flour = try await app.foodID("wheat flour", as: ada)
            _ = try await app.stockItem(["foodId": flour, "amount": 200, "unit": "g"], in: household, as: ada)
            _ = try await app.api(
                .PUT, "/api/households/\(household)/pantry/minimums/\(flour)", json: ["amount": 1, "unit": "kg"], as: ada.bearer)

            let low = try await browser.get("/households/\(household)/pantry?low=1")
            let posted = try await browser.post("/shopping/households/\(household)/low-stock")

            #expect(low.html.contains(#"action="/shopping/households/\#(household)/low-stock""#))
            #expect(posted.location == "/shopping/lists/\(list)")
            #expect(try await Self.items(app, list, as: ada).count == 1)
        }
    }

    @Test("An item moves one place up or down within its aisle", arguments: TestDatabase.all)
    func moveWithinAisle(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let (browser, ada, _, list) = try await ShoppingPagesTests.setUp(app)
            for text in ["milk", "butter", "yogurt"] { try await browser.post("/shopping/lists/\(list)/items", ["text": text]) }
            let yogurt = try #require(try await Self.items(app, list, as: ada)["yogurt"]?["id"] as? String)

            try await browser.post("/shopping/lists/\(list)/items/\(yogurt)/move", ["direction": "up"])
            let once = try await app.api(.GET, "/api/shopping-lists/\(list)", as: ada.bearer).json["items"] as? [[String: Any]]
            try await browser.post("/shopping/lists/\(list)/items/\(yogurt)/move", ["direction": "down"])
            let back = try await app.api(.GET, "/api/shopping-lists/\(list)", as: ada.bearer).json["items"] as? [[String: Any]]

            #expect(once?.compactMap { $0["name"] as? String } == ["milk", "yogurt", "butter"])
            #expect(back?.compactMap { $0["name"] as? String } == ["milk", "butter", "yogurt"])
        }
    }

    @Test("Someone outside the household is told the dialog, low stock and moving do not exist", arguments: TestDatabase.all)
    func strangers(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let (_, ada, household, list, ids) = try await Self.tickedList(app)
            let milk = try #require(ids["milk"])
            let eve = try await app.makeUser("Eve")
            let browser = WebBrowser(app)
            try await browser.signIn(eve.email)
            try await browser.get("/shopping")

            let dialog = try await browser.get("/shopping/lists/\(list)/bought")
            let bought = try await browser.post("/shopping/lists/\(list)/bought", ["include-\(milk)": "on"])
            let low = try await browser.post("/shopping/lists/\(list)/low-stock")
            let lowDefault = try await browser.post("/shopping/households/\(household)/low-stock")
            let move = try await browser.post("/shopping/lists/\(list)/items/\(milk)/move", ["direction": "up"])

            #expect([dialog.status, bought.status, low.status, lowDefault.status, move.status].allSatisfy { $0 == .notFound })
            #expect(try await Self.pantry(app, household, as: ada).isEmpty)
            #expect(try await Self.items(app, list, as: ada).count == 2)
        }
    }
}
