extension PlanCompilation {
    /// The recipes a dish cooked for `meal` on `day` may be, for all of `eaters`, and how many
    /// each rule ruled out (a recipe counts against the first rule it breaks).
    func eligibleRecipes(meal: Meal, day: CalendarDay, eaters: Set<Int>) -> (recipes: [Int], counts: EligibilityCount) {
        let people = eaters.sorted().map { request.eaters[$0] }
        let cap = day.isWeekday ? request.rules.weekdayMaxMinutes : nil
        var counts = EligibilityCount(recipes: request.recipes.count, eligible: 0)
        var recipes: [Int] = []
        for (index, recipe) in request.recipes.enumerated() {
            if !recipe.suitableMeals.contains(meal) {
                counts.notForMeal += 1
            } else if people.contains(where: { !$0.requiredDiet.isSubset(of: recipe.dietFlags) || $0.excludedRecipes.contains(recipe.id) })
            {
                counts.againstDiet += 1
            } else if people.contains(where: { !$0.mayEat(recipe) }) {
                counts.excludedFood += 1
            } else if let cap, let minutes = recipe.totalMinutes, minutes > cap {
                counts.tooLong += 1
            } else {
                recipes.append(index)
            }
        }
        counts.eligible = recipes.count
        return (recipes, counts)
    }

    /// What choosing a recipe costs besides nutrition (see `ObjectiveWeights`).
    func candidateCost(of index: Int, cookedOn day: CalendarDay) -> Double {
        let recipe = request.recipes[index]
        let weights = problem.weights
        var cost = 0.0
        if request.rules.preferStock {
            let foods = Set(recipe.foods.map(\.food))
            let inStock = foods.filter { food in
                request.stock.contains { $0.food == food && $0.grams > 0 && ($0.bestBefore.map { $0 >= day } ?? true) }
            }
            cost += weights.stock * (foods.isEmpty ? 1 : 1 - Double(inStock.count) / Double(foods.count))
        }
        guard let last = recipe.lastCooked, last < days[0] else { return cost }
        let since = Double(day.days(since: last))
        if request.rules.preferLeastRecentlyCooked {
            cost += weights.recency * max(0, 1 - since / weights.recencyDays)
        }
        if problem.noRepeatDays > 0, since < Double(problem.noRepeatDays) {
            cost += weights.rule
        }
        return cost
    }
}

extension CalendarDay {
    /// Monday to Friday.
    var isWeekday: Bool {
        weekdayIndex < 5
    }

    /// 0 for Monday … 6 for Sunday (1970-01-01 was a Thursday).
    var weekdayIndex: Int {
        ((dayNumber + 3) % 7 + 7) % 7
    }
}
