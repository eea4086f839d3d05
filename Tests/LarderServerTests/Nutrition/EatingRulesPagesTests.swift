import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

@Suite("Eating rules pages")
struct EatingRulesPagesTests {
    @Test("The page saves diets, leaves a food out by its name and puts it back when unticked", arguments: TestDatabase.all)
    func dietsAndLeftOutFoods(database: TestDatabase) async throws {
        try await NutritionPagesTests.withAda(database) { app, browser, people in
            let profile = try await browser.get("/nutrition/profile")
            #expect(profile.html.contains("href=\"/nutrition/eating-rules\""))
            let empty = try await browser.get("/nutrition/eating-rules")
            #expect(empty.html.contains("No foods are left out."))

            let saved = try await browser.post("/nutrition/eating-rules", pairs: [("diet[]", "vegetarian"), ("addFood", "salmon")])
            #expect(saved.location == "/nutrition/eating-rules")
            let page = try await browser.get("/nutrition/eating-rules")
            #expect(page.html.contains("Fish, salmon"))
            let rules = try await app.api(.GET, "/api/nutrition/eating-rules", as: people.ada.bearer)
            #expect(rules.json["diet"] as? [String] == ["vegetarian"])
            let salmon = try #require(((rules.json["excludedFoods"] as? [[String: Any]])?.first?["id"]) as? String)

            try await browser.post("/nutrition/eating-rules", pairs: [("diet[]", "vegetarian"), ("keep[]", salmon), ("addFood", "mushrooms")])
            let two = try await app.api(.GET, "/api/nutrition/eating-rules", as: people.ada.bearer)
            #expect((two.json["excludedFoods"] as? [[String: Any]])?.count == 2)

            try await browser.post("/nutrition/eating-rules", pairs: [])
            let none = try await app.api(.GET, "/api/nutrition/eating-rules", as: people.ada.bearer)
            #expect((none.json["diet"] as? [String])?.isEmpty == true)
            #expect((none.json["excludedFoods"] as? [[String: Any]])?.isEmpty == true)
        }
    }

    @Test("A name no food matches is shown next to the field, and nothing changes", arguments: [TestDatabase.sqlite])
    func unknownFoodNameIsShownByTheField(database: TestDatabase) async throws {
        try await NutritionPagesTests.withAda(database) { app, browser, people in
            try await browser.get("/nutrition/eating-rules")
            try await browser.post("/nutrition/eating-rules", pairs: [("diet[]", "vegan")])
            let refused = try await browser.post("/nutrition/eating-rules", pairs: [("addFood", "qqqzzzxx")])
            #expect(refused.status == .badRequest)
            #expect(refused.html.contains("No food in the food table matches “qqqzzzxx”."))
            let rules = try await app.api(.GET, "/api/nutrition/eating-rules", as: people.ada.bearer)
            #expect(rules.json["diet"] as? [String] == ["vegan"])
        }
    }

    @Test("A guest is sent to sign in")
    func guestSignsIn() async throws {
        try await withApp(.sqlite) { app in
            let page = try await WebBrowser(app).get("/nutrition/eating-rules")
            #expect(page.location?.hasPrefix("/login") == true)
        }
    }
}
