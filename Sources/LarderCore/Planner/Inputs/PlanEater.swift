/// A person a plan feeds: their daily targets and what they may eat.
public struct PlanEater: Hashable, Sendable {
    public var id: String
    /// Energy (kcal) and grams of each macronutrient a day.
    public var targets: PlanNutrition
    /// Every recipe they eat must carry these flags ("vegetarian").
    public var requiredDiet: Set<DietFlag>
    /// Foods they never eat, as `PlanRecipe.FoodUse.food` names them.
    public var excludedFoods: Set<String>
    /// Recipes they will not eat, by id.
    public var excludedRecipes: Set<String>
    /// Their own servings a slot, when not the household's.
    public var servings: ServingLimits?

    public init(
        id: String, targets: PlanNutrition, requiredDiet: Set<DietFlag> = [], excludedFoods: Set<String> = [],
        excludedRecipes: Set<String> = [], servings: ServingLimits? = nil
    ) {
        self.id = id
        self.targets = targets
        self.requiredDiet = requiredDiet
        self.excludedFoods = excludedFoods
        self.excludedRecipes = excludedRecipes
        self.servings = servings
    }

    /// True when every rule of the eater allows `recipe`.
    public func mayEat(_ recipe: PlanRecipe) -> Bool {
        requiredDiet.isSubset(of: recipe.dietFlags) && !excludedRecipes.contains(recipe.id)
            && !recipe.foods.contains { excludedFoods.contains($0.food) }
    }
}
