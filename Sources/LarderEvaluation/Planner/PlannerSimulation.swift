import LarderCore

/// Households planning weeks, drawn from a seed: who eats and their targets (1,500–3,200 kcal,
/// protein 15–30 %, fat 20–35 % of energy, carbohydrate the rest), diets and excluded foods,
/// the household's rules, what is in the pantry and expires during the week, a slot of
/// leftovers, a locked slot, and when each recipe was last cooked; the starter extras
/// (`PlanExtras.starter`) are there to add beside the dishes, as the server offers them.
public enum PlannerSimulation {
    /// One request per household and week, each household keeping its people and rules from
    /// week to week.
    /// With `eaters` and `meals`, every household has that many people and plans those meals.
    public static func requests(
        cookbook: [PlanRecipe], households: Int, weeks: Int, seed: UInt64, eaters eaterTotal: Int? = nil, meals planned: [Meal]? = nil,
        extras: [PlanExtra] = PlanExtras.starter
    ) -> [PlanRequest] {
        var random = SeededGenerator(seed: seed)
        let foods = Array(Set(cookbook.flatMap { $0.foods.map(\.food) })).sorted()
        var requests: [PlanRequest] = []
        for household in 0..<households {
            let people = eaterCount(&random)
            let eaters = (0..<(eaterTotal ?? people)).map { eater(household, $0, foods: foods, &random) }
            let drawn: [Meal] = random.unit() < 0.3 ? [.breakfast, .lunch, .dinner, .snack] : [.breakfast, .lunch, .dinner]
            let meals = planned ?? drawn
            let rules = rules(cookbook, &random)
            // A Monday in 2025, then the weeks after it.
            let firstMonday = CalendarDay(year: 2025, month: 1, day: 6)!.adding(days: 7 * random.below(40))
            for week in 0..<weeks {
                let start = firstMonday.adding(days: 7 * week)
                var request = PlanRequest(
                    days: (0..<7).map { start.adding(days: $0) }, meals: meals, eaters: eaters,
                    recipes: history(cookbook, before: start, &random), rules: rules, extras: extras)
                furnish(&request, &random)
                requests.append(request)
            }
        }
        return requests
    }

    private static func eaterCount(_ random: inout SeededGenerator) -> Int {
        [1, 2, 2, 2, 3, 3, 4, 4][random.below(8)]
    }

    private static func eater(_ household: Int, _ number: Int, foods: [String], _ random: inout SeededGenerator) -> PlanEater {
        let kcal = (1500 + random.unit() * 1700).rounded()
        let protein = 15 + random.unit() * 15
        let fat = 20 + random.unit() * 15
        let carbohydrate = 100 - protein - fat
        let targets = PlanNutrition(
            kcal: kcal, protein: (kcal * protein / 400).rounded(), fat: (kcal * fat / 900).rounded(),
            carbohydrate: (kcal * carbohydrate / 400).rounded())
        let diet: Set<DietFlag> = random.unit() < 0.15 ? [.vegetarian] : []
        var excluded = Set<String>()
        if random.unit() < 0.25, !foods.isEmpty {
            for _ in 0...random.below(2) { excluded.insert(foods[random.below(foods.count)]) }
        }
        return PlanEater(id: "h\(household)-e\(number)", targets: targets, requiredDiet: diet, excludedFoods: excluded)
    }

    private static func rules(_ cookbook: [PlanRecipe], _ random: inout SeededGenerator) -> PlanRules {
        var counts: [WeeklyCountRule] = []
        if cookbook.filter({ $0.tags.contains("fish") }).count >= 4, random.unit() < 0.4 {
            counts.append(WeeklyCountRule(.tag("fish"), atLeast: 1 + random.below(2)))
        }
        if cookbook.contains(where: { $0.tags.contains("red-meat") }), random.unit() < 0.4 {
            counts.append(WeeklyCountRule(.tag("red-meat"), atMost: 2))
        }
        return PlanRules(
            noRepeatDays: [0, 3, 7][random.below(3)], weeklyCounts: counts,
            weekdayMaxMinutes: random.unit() < 0.4 ? [30, 45, 60][random.below(3)] : nil)
    }

    /// A third of the recipes were cooked in the two months before the week.
    private static func history(_ cookbook: [PlanRecipe], before start: CalendarDay, _ random: inout SeededGenerator) -> [PlanRecipe] {
        cookbook.map { recipe in
            var recipe = recipe
            recipe.lastCooked = random.unit() < 0.3 ? start.adding(days: -1 - random.below(60)) : nil
            return recipe
        }
    }
}
