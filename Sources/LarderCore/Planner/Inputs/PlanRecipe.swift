/// A recipe the planner may choose, with what it needs to know about it.
public struct PlanRecipe: Hashable, Sendable {
    /// One food the recipe uses.
    public struct FoodUse: Hashable, Sendable {
        /// The food's identity, the same as `PlanStockItem.food` and `PlanEater.excludedFoods`.
        public var food: String
        /// Grams in one serving; nil when the line's amount cannot be weighed ("salt to taste").
        public var gramsPerServing: Double?

        public init(food: String, gramsPerServing: Double?) {
            self.food = food
            self.gramsPerServing = gramsPerServing
        }
    }

    public var id: String
    public var title: String
    public var perServing: PlanNutrition
    public var categories: Set<RecipeCategory>
    /// Free tags, compared without case: "fish", "red-meat".
    public var tags: Set<String>
    /// The meals it is served at; nil derives them from `categories`.
    public var meals: Set<Meal>?
    /// Minutes from start to table; nil when unknown (a time cap does not exclude it).
    public var totalMinutes: Int?
    public var dietFlags: Set<DietFlag>
    public var foods: [FoodUse]
    /// The last day the household cooked it, if ever.
    public var lastCooked: CalendarDay?

    public init(
        id: String, title: String, perServing: PlanNutrition, categories: Set<RecipeCategory> = [], tags: Set<String> = [],
        meals: Set<Meal>? = nil, totalMinutes: Int? = nil, dietFlags: Set<DietFlag> = [], foods: [FoodUse] = [],
        lastCooked: CalendarDay? = nil
    ) {
        self.id = id
        self.title = title
        self.perServing = perServing
        self.categories = categories
        self.tags = Set(tags.map { $0.lowercased() })
        self.meals = meals
        self.totalMinutes = totalMinutes
        self.dietFlags = dietFlags
        self.foods = foods
        self.lastCooked = lastCooked
    }

    /// The meals it may fill.
    public var suitableMeals: Set<Meal> {
        meals ?? Meal.suitable(for: categories)
    }
}
