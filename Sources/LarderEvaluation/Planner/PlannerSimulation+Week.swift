import LarderCore

extension PlannerSimulation {
    /// The week's pantry, a slot of leftovers and a locked slot.
    static func furnish(_ request: inout PlanRequest, _ random: inout SeededGenerator) {
        let start = request.days[0]
        let edible = request.recipes.filter { recipe in request.eaters.allSatisfy { $0.mayEat(recipe) } }
        let mains = edible.filter { !$0.suitableMeals.isDisjoint(with: [.lunch, .dinner]) }
        // Two to six foods expiring during the week, each a few servings' worth of a dish the
        // household may eat; and staples that keep.
        var used = Set<String>()
        for number in 0..<(2 + random.below(5)) where !mains.isEmpty {
            let recipe = mains[random.below(mains.count)]
            let weighed = recipe.foods.filter { ($0.gramsPerServing ?? 0) >= 5 && !used.contains($0.food) }
            guard !weighed.isEmpty else { continue }
            let food = weighed[random.below(weighed.count)]
            used.insert(food.food)
            let grams = (food.gramsPerServing! * (1 + 2 * random.unit())).rounded()
            request.stock.append(
                PlanStockItem(id: "expiring-\(number)", food: food.food, grams: grams, bestBefore: start.adding(days: 1 + random.below(6))))
        }
        for number in 0..<8 where !edible.isEmpty {
            let recipe = edible[random.below(edible.count)]
            guard let food = recipe.foods.first(where: { !used.contains($0.food) }) else { continue }
            used.insert(food.food)
            request.stock.append(PlanStockItem(id: "staple-\(number)", food: food.food, grams: 500, bestBefore: start.adding(days: 60)))
        }
        if random.unit() < 0.3, request.meals.contains(.dinner), request.meals.contains(.lunch) {
            request.slots[PlanSlotKey(start.adding(days: 1), .lunch)] = PlanSlotSetup(dish: .leftovers(of: PlanSlotKey(start, .dinner)))
        }
        let dinners = edible.filter { $0.suitableMeals.contains(.dinner) }
        if random.unit() < 0.2, !dinners.isEmpty, request.meals.contains(.dinner) {
            let servings = Dictionary(uniqueKeysWithValues: request.eaters.map { ($0.id, 1.0) })
            request.slots[PlanSlotKey(start.adding(days: 2), .dinner)] = PlanSlotSetup(
                dish: .recipe(id: dinners[random.below(dinners.count)].id), servings: servings, locked: true)
        }
    }
}
