import Foundation
import Testing

@testable import LarderCore

/// The USDA release beside the checkout: ../shared/data/usda-sr, found from this file's path.
private let usdaDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Tests/LarderCoreTests/Foods
    .deletingLastPathComponent()  // Tests/LarderCoreTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // the repository root
    .deletingLastPathComponent()  // the folder holding the checkout and shared/
    .appendingPathComponent("shared/data/usda-sr")

/// The whole release, parsed once for every test of the suite.
private let usdaMatcher: FoodMatcher? = {
    func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: usdaDirectory.appendingPathComponent(name).path).map { USDAText.decode(Array($0)) }
    }
    guard let descriptions = read(USDAFile.foodDescriptions), let groups = read(USDAFile.foodGroups),
        let abbreviated = read(USDAFile.abbreviated), let weights = read(USDAFile.weights),
        let foods = try? USDARelease.foods(
            from: USDAReleaseFiles(foodDescriptions: descriptions, foodGroups: groups, abbreviated: abbreviated, weights: weights))
    else { return nil }
    return FoodMatcher(foods: foods)
}()

/// Runs on every machine with ../shared/data (CI always has it); a fresh clone elsewhere skips it and says why.
@Suite(
    "Linking ingredient names to USDA foods",
    .enabled(
        if: FileManager.default.fileExists(atPath: usdaDirectory.path),
        "../shared/data/usda-sr is absent (a fresh clone without the shared data)")
)
struct FoodMatcherUSDATests {
    @Test(
        "Everyday recipe names link to the plain USDA food",
        arguments: [
            ("all-purpose flour", "Wheat flour, white, all-purpose"),
            ("boneless skinless chicken breasts", "Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw"),
            ("large eggs", "Egg, whole, raw, fresh"),
            ("unsalted butter", "Butter, without salt"),
            ("granulated sugar", "Sugars, granulated"),
            ("olive oil", "Oil, olive, salad or cooking"),
            ("garlic powder", "Spices, garlic powder"),
            ("half and half", "Cream, fluid, half and half"),
            ("green onions", "Onions, spring or scallions"),
            ("bacon", "Pork, cured, bacon"),
        ])
    func links(name: String, food: String) throws {
        let matcher = try #require(usdaMatcher)
        #expect(matcher.match(name)?.food.name.hasPrefix(food) == true, "\(name) → \(matcher.match(name)?.food.name ?? "nothing")")
    }

    @Test(
        "Names in other languages link to the same foods as their English",
        arguments: [
            ("Knoblauch", "Garlic, raw"), ("Zwiebeln", "Onions, raw"), ("Schlagsahne", "Cream, fluid, heavy whipping"),
            ("Rinderhackfleisch", "Beef, ground"), ("pommes de terre", "Potato"), ("huile d'olive", "Oil, olive"),
            ("pechuga de pollo", "Chicken, broiler or fryers, breast"), ("ajo", "Garlic, raw"),
            ("zucchero", "Sugars, granulated"), ("coxas de frango", "Chicken, broilers or fryers, thigh"),
            ("knoflook", "Garlic, raw"), ("smør", "Butter"), ("hvedemel", "Wheat flour, white"),
            ("olivolja", "Oil, olive"), ("olívaolaj", "Oil, olive"), ("морковь", "Carrots, raw"), ("часнику", "Garlic, raw"),
        ])
    func linksForeignNames(name: String, food: String) throws {
        let matcher = try #require(usdaMatcher)
        #expect(matcher.match(name)?.food.name.hasPrefix(food) == true, "\(name) → \(matcher.match(name)?.food.name ?? "nothing")")
    }

    @Test("Names no food answers link to nothing", arguments: ["Instant Pot", "to serve", "gochujang"])
    func noMatch(name: String) throws {
        let matcher = try #require(usdaMatcher)
        #expect(matcher.match(name) == nil, "\(name) → \(matcher.match(name)?.food.name ?? "")")
    }
}
