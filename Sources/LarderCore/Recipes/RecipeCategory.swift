import Foundation

/// The fixed course and kind categories a recipe can be filed under (the source system's list).
public enum RecipeCategory: String, CaseIterable, Codable, Sendable, Hashable {
    case breakfast
    case soup
    case salad
    case appetizer
    case mainCourse = "main-course"
    case sideDish = "side-dish"
    case dessert
    case snack
    case drink
    case baking
    case pasta
    case pizza
    case seafood
    case quickAndEasy = "quick-and-easy"

    /// The English name, as the source system and AI providers write it.
    public var title: String {
        switch self {
        case .breakfast: "Breakfast"
        case .soup: "Soup"
        case .salad: "Salad"
        case .appetizer: "Appetizer"
        case .mainCourse: "Main Course"
        case .sideDish: "Side Dish"
        case .dessert: "Dessert"
        case .snack: "Snack"
        case .drink: "Drink"
        case .baking: "Baking"
        case .pasta: "Pasta"
        case .pizza: "Pizza"
        case .seafood: "Seafood"
        case .quickAndEasy: "Quick & Easy"
        }
    }

    /// Reads a category however it is written: the API slug, the English title, or a common
    /// synonym found in recipe pages ("Main Dish", "Starter", "Beverage"). Nil when unknown.
    public init?(loosely text: String) {
        let key = RecipeCategory.key(text)
        if let match = RecipeCategory.allCases.first(where: { RecipeCategory.key($0.rawValue) == key || RecipeCategory.key($0.title) == key }) {
            self = match
            return
        }
        guard let synonym = RecipeCategory.synonyms[key] else { return nil }
        self = synonym
    }

    private static func key(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }

    private static let synonyms: [String: RecipeCategory] = [
        "main": .mainCourse, "maindish": .mainCourse, "mains": .mainCourse, "entree": .mainCourse, "dinner": .mainCourse,
        "lunch": .mainCourse, "side": .sideDish, "sides": .sideDish, "starter": .appetizer, "starters": .appetizer,
        "appetizers": .appetizer, "soups": .soup, "stew": .soup, "salads": .salad, "desserts": .dessert,
        "sweets": .dessert, "snacks": .snack, "drinks": .drink, "beverage": .drink, "beverages": .drink,
        "cocktail": .drink, "smoothie": .drink, "bread": .baking, "cake": .baking, "cakes": .baking,
        "cookies": .baking, "brunch": .breakfast, "fish": .seafood, "quick": .quickAndEasy, "easy": .quickAndEasy,
        "quickeasy": .quickAndEasy, "noodles": .pasta,
    ]
}

/// How hard a recipe is to cook.
public enum Difficulty: String, CaseIterable, Codable, Sendable, Hashable, Comparable {
    case easy
    case medium
    case hard

    public init?(loosely text: String) {
        self.init(rawValue: text.trimmingCharacters(in: .whitespaces).lowercased())
    }

    public static func < (lhs: Difficulty, rhs: Difficulty) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// A dietary promise a recipe makes; a search filter for several flags wants all of them.
public enum DietFlag: String, CaseIterable, Codable, Sendable, Hashable {
    case vegan
    case vegetarian
    case glutenFree = "gluten-free"
    case dairyFree = "dairy-free"
    case nutFree = "nut-free"
    case kidFriendly = "kid-friendly"

    public init?(loosely text: String) {
        let slug = text.trimmingCharacters(in: .whitespaces).lowercased()
            .replacingOccurrences(of: " ", with: "-").replacingOccurrences(of: "_", with: "-")
        self.init(rawValue: slug)
    }
}
