/// The planner's view of the diary's meals: which recipes each may hold, and their order in a day.
extension Meal: Comparable {
    /// The meals a recipe filed under `categories` is served at, when its author did not say.
    ///
    /// A recipe with no course category ("Chicken", "Hauptgericht") is taken for a main meal:
    /// most uncategorised recipes on the web are. A dessert is a snack, never a breakfast.
    public static func suitable(for categories: Set<RecipeCategory>) -> Set<Meal> {
        var meals = Set<Meal>()
        for category in categories { meals.formUnion(servedAt[category] ?? []) }
        return meals.isEmpty ? [.lunch, .dinner] : meals
    }

    public static func < (lhs: Meal, rhs: Meal) -> Bool {
        lhs.order < rhs.order
    }

    private var order: Int {
        Self.allCases.firstIndex(of: self)!
    }

    private static let servedAt: [RecipeCategory: Set<Meal>] = [
        .breakfast: [.breakfast],
        .soup: [.lunch, .dinner],
        .salad: [.lunch, .dinner],
        .appetizer: [.lunch, .snack],
        .mainCourse: [.lunch, .dinner],
        .sideDish: [.lunch, .snack],
        .dessert: [.snack],
        .snack: [.snack],
        .drink: [.breakfast, .snack],
        .baking: [.breakfast, .snack],
        .pasta: [.lunch, .dinner],
        .pizza: [.lunch, .dinner],
        .seafood: [.lunch, .dinner],
    ]
}
