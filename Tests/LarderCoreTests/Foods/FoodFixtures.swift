@testable import LarderCore

/// A small food table written for these tests in the food tables' naming conventions, with
/// round nutrient values so sums are easy to check by hand.
enum FoodFixtures {
    static func food(
        _ id: String, _ name: String, kcal: Double, protein: Double = 0, fat: Double = 0, carbohydrate: Double = 0,
        portions: [(Double, String, Double)] = [], group: String? = nil, commonness: Double = 0.5,
        synonyms: [String] = []
    ) -> Food {
        var nutrients = NutrientValues()
        nutrients[.energyKcal] = kcal
        nutrients[.protein] = protein
        nutrients[.fat] = fat
        nutrients[.carbohydrate] = carbohydrate
        return Food(
            source: .usda, sourceID: id, name: name, synonyms: synonyms, group: group, nutrients: nutrients,
            portions: portions.map { FoodPortion(amount: $0.0, description: $0.1, grams: $0.2) }, commonness: commonness)
    }

    static let foods: [Food] = [
        food(
            "flour-ap", "Wheat flour, white, all-purpose, enriched, bleached", kcal: 364, carbohydrate: 76,
            portions: [(1, "cup", 125)], commonness: 0.7),
        food("flour-soy", "Soy flour, full-fat, raw", kcal: 436, portions: [(1, "cup", 84)], commonness: 0.4),
        food("flour-rice", "Rice flour, white", kcal: 366, portions: [(1, "cup", 158)], commonness: 0.5),
        food(
            "breast", "Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw", kcal: 120, protein: 22,
            portions: [(1, "piece", 174)], commonness: 0.8),
        food(
            "breast-roasted", "Chicken, broilers or fryers, breast, meat only, cooked, roasted", kcal: 165, protein: 31,
            commonness: 0.8),
        food("chicken-whole", "Chicken, broilers or fryers, meat and skin, raw", kcal: 215, commonness: 0.8),
        food(
            "egg", "Egg, whole, raw, fresh", kcal: 143, protein: 12.6, fat: 9.5,
            portions: [(1, "large", 50), (1, "medium", 44), (1, "cup (4.86 large eggs)", 243)], commonness: 0.9),
        food("egg-white", "Egg, white, raw, fresh", kcal: 52, portions: [(1, "large", 33)], commonness: 0.7),
        food("egg-custard", "Egg custards, dry mix", kcal: 387, commonness: 0.3),
        food("eggplant", "Eggplant, raw", kcal: 25, commonness: 0.6),
        food("butter", "Butter, salted", kcal: 717, fat: 81, portions: [(1, "tbsp", 14.2), (1, "cup", 227)], commonness: 0.8),
        food(
            "butter-unsalted", "Butter, without salt", kcal: 717, fat: 81,
            portions: [(1, "tbsp", 14.2), (1, "cup", 227), (1, "stick", 113)], commonness: 0.8),
        food(
            "peanut-butter", "Peanut butter, smooth style, with salt", kcal: 588, portions: [(2, "tbsp", 32)],
            commonness: 0.7),
        food(
            "milk", "Milk, whole, 3.25% milkfat, with added vitamin D", kcal: 61, protein: 3.2, fat: 3.3,
            portions: [(1, "cup", 244)], commonness: 0.9),
        food("milk-choc-candy", "Candies, milk chocolate", kcal: 535, commonness: 0.6),
        food(
            "sugar", "Sugars, granulated", kcal: 387, carbohydrate: 100, portions: [(1, "cup", 200), (1, "tsp", 4.2)],
            commonness: 0.9),
        food("salt", "Salt, table", kcal: 0, portions: [(1, "tsp", 6)], commonness: 0.8),
        food(
            "beans-raw", "Beans, black, mature seeds, raw", kcal: 341, portions: [(1, "cup", 194)],
            group: "Legumes and Legume Products", commonness: 0.6),
        food(
            "beans-canned", "Beans, black, mature seeds, canned, low sodium", kcal: 91, portions: [(1, "cup", 240)],
            group: "Legumes and Legume Products", commonness: 0.5),
        food("garlic-powder", "Spices, garlic powder", kcal: 331, portions: [(1, "tsp", 3.1)], commonness: 0.6),
        food("garlic", "Garlic, raw", kcal: 149, portions: [(1, "clove", 3)], commonness: 0.8),
        food(
            "oil", "Oil, vegetable, canola", kcal: 884, fat: 100, portions: [(1, "cup", 218), (1, "tbsp", 14)],
            group: "Fats and Oils", commonness: 0.7),
        food("water", "Water, tap, drinking", kcal: 0, portions: [(1, "cup", 237)], commonness: 0.7),
    ]
}
