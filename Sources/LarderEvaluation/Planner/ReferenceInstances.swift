import LarderCore

/// Small planning problems a MILP solver proves optimal in seconds: one day of two to four
/// meals or two days of two or three, one or two people, 15 to 30 recipes, with the rules,
/// expiring stock, leftovers and locked slots of the full planner drawn at random. (Two days of
/// four meals for two people already take HiGHS minutes to prove.)
public enum ReferenceInstances {
    public static func requests(count: Int, seed: UInt64) -> [PlanRequest] {
        var random = SeededGenerator(seed: seed)
        let library = SyntheticCookbook.recipes(count: 400, seed: seed &+ 17)
        return (0..<count).map { _ in request(library, &random) }
    }

    private static func request(_ library: [PlanRecipe], _ random: inout SeededGenerator) -> PlanRequest {
        let start = CalendarDay(year: 2025, month: 3, day: 3)!.adding(days: random.below(7))
        let days = (0..<(1 + random.below(2))).map { start.adding(days: $0) }
        let meals = [[Meal.breakfast, .lunch, .dinner], [.lunch, .dinner], [.breakfast, .dinner], Meal.allCases][
            random.below(days.count == 1 ? 4 : 3)]
        let recipes = sample(library, count: 15 + random.below(16), meals: meals, &random)
        let generated = PlannerSimulation.requests(
            cookbook: recipes, households: 1, weeks: 1, seed: random.next(), eaters: 1 + random.below(2), meals: meals)[0]
        var rules = PlanRules(noRepeatDays: [0, 1, 2][random.below(3)])
        if random.unit() < 0.3 { rules.weeklyCounts.append(WeeklyCountRule(.tag("fish"), atLeast: 1)) }
        if random.unit() < 0.3 { rules.weeklyCounts.append(WeeklyCountRule(.tag("red-meat"), atMost: 1)) }
        if random.unit() < 0.3 { rules.weekdayMaxMinutes = 45 }
        // Half the people get targets a day of these recipes could meet (a random day, each
        // nutrient moved by up to 4 %); the others the simulation's, which may be out of reach.
        let planted = random.unit() < 0.5
        let eaters = generated.eaters.map { eater in
            var eater = eater
            eater.requiredDiet = []
            eater.excludedFoods = []
            if planted { eater.targets = reachableTargets(recipes, meals: meals, &random) }
            return eater
        }
        var request = PlanRequest(days: days, meals: meals, eaters: eaters, recipes: generated.recipes, rules: rules)
        request.stock = expiring(recipes, on: days, &random)
        // Half the instances offer a few extras beside the dishes, as the server always does.
        if random.unit() < 0.5 {
            var pool = PlanExtras.starter
            request.extras = (0..<4).map { _ in pool.remove(at: random.below(pool.count)) }
        }
        if days.count == 2, meals.contains(.dinner), meals.contains(.lunch), random.unit() < 0.3 {
            request.slots[PlanSlotKey(days[1], .lunch)] = PlanSlotSetup(dish: .leftovers(of: PlanSlotKey(days[0], .dinner)))
        }
        if random.unit() < 0.15, let recipe = recipes.first(where: { $0.suitableMeals.contains(meals[0]) }) {
            let servings = Dictionary(uniqueKeysWithValues: request.eaters.map { ($0.id, 1.0) })
            request.slots[PlanSlotKey(days[0], meals[0])] = PlanSlotSetup(dish: .recipe(id: recipe.id), servings: servings, locked: true)
        }
        return request
    }

    private static func reachableTargets(_ recipes: [PlanRecipe], meals: [Meal], _ random: inout SeededGenerator) -> PlanNutrition {
        var day = PlanNutrition.zero
        for meal in meals {
            let fitting = recipes.filter { $0.suitableMeals.contains(meal) }
            guard !fitting.isEmpty else { continue }
            day = day + fitting[random.below(fitting.count)].perServing * (Double(1 + random.below(6)) / 2)
        }
        func moved(_ value: Double) -> Double { (value * (0.96 + 0.08 * random.unit())).rounded() }
        return PlanNutrition(kcal: moved(day.kcal), protein: moved(day.protein), fat: moved(day.fat), carbohydrate: moved(day.carbohydrate))
    }

    /// Up to three foods of the recipes, a few servings' worth each, expiring on a plan day.
    private static func expiring(_ recipes: [PlanRecipe], on days: [CalendarDay], _ random: inout SeededGenerator) -> [PlanStockItem] {
        var items: [PlanStockItem] = []
        for number in 0..<random.below(4) {
            let recipe = recipes[random.below(recipes.count)]
            guard let food = recipe.foods.filter({ use in !items.contains { $0.food == use.food } }).first else { continue }
            let grams = ((food.gramsPerServing ?? 100) * (1 + 2 * random.unit())).rounded()
            items.append(PlanStockItem(id: "item-\(number)", food: food.food, grams: grams, bestBefore: days[random.below(days.count)]))
        }
        return items
    }

    /// `count` recipes, four to seven of them for each meal (the rest any).
    private static func sample(_ library: [PlanRecipe], count: Int, meals: [Meal], _ random: inout SeededGenerator) -> [PlanRecipe] {
        var pool = library
        var picked: [PlanRecipe] = []
        func pick(_ fits: (PlanRecipe) -> Bool) {
            let fitting = pool.indices.filter { fits(pool[$0]) }
            guard !fitting.isEmpty else { return }
            picked.append(pool.remove(at: fitting[random.below(fitting.count)]))
        }
        for meal in meals {
            for _ in 0..<(4 + random.below(4)) { pick { $0.suitableMeals.contains(meal) } }
        }
        while picked.count < count { pick { _ in true } }
        return picked
    }
}
