extension PlanCompilation {
    /// Gives every person-day with a free slot a group of its own for extras: the simple foods
    /// that person may eat (`PlanRequest.extras`), from none to `PlanExtra.mostPortions`, served
    /// with their lightest free meal of the day; and the extras kept, as a fixed portion. Added
    /// last, so rules and leftovers never see them. A fill of one slot plans no extras.
    mutating func addExtras() {
        addKeptExtras()
        switch request.scope {
        case .everything, .day: break
        case .slot, .nothing: return
        }
        guard !request.extras.isEmpty else { return }
        var freeSlots: [Int: [Int]] = [:]
        for (index, slot) in problem.slots.enumerated() where slotFree[index] && !slotExtras[index] {
            for portion in slot.portions { freeSlots[portion.eaterDay, default: []].append(index) }
        }
        var extraRecipes: [Int: Int] = [:]
        for eaterDay in problem.eaterDays.indices {
            guard let slots = freeSlots[eaterDay] else { continue }
            let person = problem.eaterDays[eaterDay]
            let eater = request.eaters[person.eater]
            let allowed = request.extras.indices.filter { eater.mayEat(request.extras[$0]) }
            guard !allowed.isEmpty else { continue }
            let meals = slots.map { slotKeys[$0] }.sorted { $0.meal.extrasOrder < $1.meal.extrasOrder }
            let candidates = allowed.map { index in
                PlannerProblem.Candidate(recipe: extraRecipe(index, known: &extraRecipes), cost: 0)
            }
            for number in 0..<PlanExtra.perDay {
                let portion = PlannerProblem.Portion(eaterDay: eaterDay, minHalves: 0, maxHalves: Int(PlanExtra.mostPortions * 2))
                addExtrasGroup(candidates, portion: portion, key: meals[min(number, meals.count - 1)], free: true)
            }
        }
    }

    /// Extras that stay count as a fixed portion of their person-day.
    private mutating func addKeptExtras() {
        for kept in request.keptExtras {
            guard let eater = request.eaters.firstIndex(where: { $0.id == kept.eaterID }), let day = dayIndex(of: kept.day),
                let eaterDay = problem.eaterDays.firstIndex(where: { $0.eater == eater && $0.day == day })
            else { continue }
            problem.recipes.append(PlannerProblem.Recipe(id: "kept-extras", perServing: kept.nutrition.values, foodGrams: []))
            let candidate = PlannerProblem.Candidate(recipe: problem.recipes.count - 1, cost: 0)
            addExtrasGroup([candidate], portion: .init(eaterDay: eaterDay, minHalves: 2, maxHalves: 2), key: PlanSlotKey(kept.day, .snack), free: false)
        }
    }

    private mutating func addExtrasGroup(_ candidates: [PlannerProblem.Candidate], portion: PlannerProblem.Portion, key: PlanSlotKey, free: Bool) {
        let day = problem.eaterDays[portion.eaterDay].day
        let group = problem.groups.count
        problem.slots.append(PlannerProblem.Slot(day: day, group: group, portions: [portion]))
        slotKeys.append(key)
        slotFree.append(free)
        slotExtras.append(true)
        portionEaters.append([problem.eaterDays[portion.eaterDay].eater])
        problem.groups.append(
            PlannerProblem.Group(day: day, cooks: false, candidates: candidates, slots: [problem.slots.count - 1], maxHalves: nil, extras: true))
        groupStored.append(false)
        eligibility.append(nil)
    }

    private mutating func extraRecipe(_ index: Int, known: inout [Int: Int]) -> Int {
        if let recipe = known[index] { return recipe }
        let extra = request.extras[index]
        known[index] = problem.recipes.count
        problem.recipes.append(
            PlannerProblem.Recipe(id: extra.id, perServing: extra.perPortion.values, foodGrams: [], costPerHalf: problem.weights.extra))
        return problem.recipes.count - 1
    }
}

extension Meal {
    /// Which of a day's meals its extras go with first: the snack, then breakfast.
    var extrasOrder: Int {
        switch self {
        case .snack: 0
        case .breakfast: 1
        case .lunch: 2
        case .dinner: 3
        }
    }
}
