import Foundation
import LarderCore
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

/// Food names and units on the pantry, diary and shopping pages, in the reader's language.
@Suite("Food words in the reader's language")
struct FoodWordsPagesTests {
    struct Expected: Sendable, CustomTestStringConvertible {
        var language: String
        var eggs, milk, tablespoons, cloves, grams: String
        var testDescription: String { language }
    }

    static let languages = [
        Expected(language: "uk", eggs: "6 шт. (великі)", milk: "1,5 л", tablespoons: "2 ст. л.", cloves: "3 зубчики", grams: "10 г"),
        Expected(language: "ru", eggs: "6 шт. (крупные)", milk: "1,5 л", tablespoons: "2 ст. л.", cloves: "3 зубчика", grams: "10 г"),
        Expected(language: "en", eggs: "6 large", milk: "1.5 l", tablespoons: "2 tbsp", cloves: "3 cloves", grams: "10 g"),
    ]

    @Test("The pantry, the diary and a shopping list show foods and units in the reader's language", arguments: languages)
    func pagesInTheReadersLanguage(expected: Expected) async throws {
        try await withApp(.sqlite) { app in
            let kitchen = try await app.makePantryHome()
            let ada = kitchen.ada
            let egg = try await app.starterFoodID("egg", named: "Egg, whole, raw")
            let milk = try await app.starterFoodID("milk", named: "Milk, whole, 3.25% milkfat")
            let butter = try await app.starterFoodID("butter", named: "Butter, without salt")
            _ = try await app.stockItem(["foodId": egg, "amount": 6, "unit": "large"], in: kitchen.home, as: ada)
            _ = try await app.stockItem(["foodId": milk, "amount": 1.5, "unit": "l"], in: kitchen.home, as: ada)
            _ = try await app.logFood(butter, amount: 10, unit: "g", as: ada)
            let lists = try await app.api(.GET, "/api/households/\(kitchen.home)/shopping-lists", as: ada.bearer).jsonArray
            let list = try #require(lists.first?["id"] as? String)
            let browser = try await WebBrowser.signedIn(app, as: ada)
            for line in ["2 tbsp sugar", "3 cloves garlic"] { try await browser.post("/shopping/lists/\(list)/items", ["text": line]) }
            try await browser.post("/language", ["language": expected.language, "next": "/pantry"])

            let pantry = try await browser.get("/households/\(kitchen.home)/pantry")
            let diary = try await browser.get("/nutrition/diary/2025-06-15")
            let shopping = try await browser.get("/shopping/lists/\(list)")

            let language = Language(rawValue: expected.language) ?? .en
            for food in ["Egg, whole, raw", "Milk, whole, 3.25% milkfat"] {
                #expect(pantry.html.contains(Localizer(language).foodName(food)), "\(food)")
            }
            #expect(pantry.html.contains(expected.eggs) && pantry.html.contains(expected.milk))
            #expect(diary.html.contains(Localizer(language).foodName("Butter, without salt")) && diary.html.contains(expected.grams))
            #expect(shopping.html.contains(expected.tablespoons) && shopping.html.contains(expected.cloves))
            if language != .en {
                #expect(!pantry.html.contains("Egg, whole") && !pantry.html.contains("Milk, whole"))
                #expect(!diary.html.contains("Butter, without salt"))
            }
        }
    }
}
