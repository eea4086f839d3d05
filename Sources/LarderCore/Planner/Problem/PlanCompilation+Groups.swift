extension PlanCompilation {
    /// Adds one dish's slots: the group, its candidates, and every eater's portions.
    mutating func addGroup(_ members: [PlannedSlotInput], recipeIndex: inout [Int: Int], eaterDayIndex: inout [Int: Int]) {
        let root = members[0]
        let day = dayIndex(of: root.key.day)!
        let group = problem.groups.count
        var stored = false
        var maxHalves: Int?
        var candidates: [(recipe: Int, cost: Double)] = []
        var counts: EligibilityCount?
        switch root.setup.dish {
        case .storedLeftovers(let id, let servings):
            stored = true
            maxHalves = max(0, Int((servings * 2 + 1e-9).rounded(.down)))
            candidates = known(id, at: root.key).map { [($0, 0)] } ?? []
        case .recipe(let id) where members.contains { !$0.free }:
            candidates = known(id, at: root.key).map { [($0, 0)] } ?? []
        case _ where members.contains { !$0.free }:
            break
        default:
            let eaters = Set(members.flatMap(\.eaters))
            let found = eligibleRecipes(meal: root.key.meal, day: root.key.day, eaters: eaters)
            counts = found.counts
            candidates = found.recipes.map { ($0, candidateCost(of: $0, cookedOn: root.key.day)) }
            if candidates.isEmpty {
                for member in members { notes.append(.noEligibleRecipe(slot: member.key, counts: found.counts)) }
            }
        }
        let problemCandidates = candidates.map { candidate in
            PlannerProblem.Candidate(recipe: problemRecipe(candidate.recipe, index: &recipeIndex), cost: candidate.cost)
        }
        var slots: [Int] = []
        for member in members {
            slots.append(problem.slots.count)
            addSlot(member, group: group, eaterDayIndex: &eaterDayIndex)
        }
        if let cap = maxHalves { relaxMinimums(of: slots, toFit: cap) }
        problem.groups.append(
            PlannerProblem.Group(day: day, cooks: !stored, candidates: problemCandidates, slots: slots, maxHalves: maxHalves))
        groupStored.append(stored)
        eligibility.append(counts)
    }

    private mutating func addSlot(_ member: PlannedSlotInput, group: Int, eaterDayIndex: inout [Int: Int]) {
        let day = dayIndex(of: member.key.day)!
        var portions: [PlannerProblem.Portion] = []
        for eater in member.eaters {
            let key = eater * days.count + day
            let eaterDay = eaterDayIndex[key] ?? problem.eaterDays.count
            if eaterDayIndex[key] == nil {
                eaterDayIndex[key] = eaterDay
                let targets = request.eaters[eater].targets.values.map { max($0, 1) }
                problem.eaterDays.append(PlannerProblem.EaterDay(eater: eater, day: day, targets: targets))
            }
            if member.free {
                let limits = request.eaters[eater].servings ?? request.rules.servings
                portions.append(.init(eaterDay: eaterDay, minHalves: limits.minimumHalves, maxHalves: limits.maximumHalves))
            } else {
                let halves = Int(((member.setup.servings[request.eaters[eater].id] ?? 0) * 2).rounded())
                portions.append(.init(eaterDay: eaterDay, minHalves: halves, maxHalves: halves))
            }
        }
        problem.slots.append(PlannerProblem.Slot(day: day, group: group, portions: portions))
        slotKeys.append(member.key)
        slotFree.append(member.free)
        slotExtras.append(false)
        portionEaters.append(member.eaters)
    }

    /// Leftovers too few for everyone's least servings may be left to some of them.
    private mutating func relaxMinimums(of slots: [Int], toFit cap: Int) {
        let least = slots.reduce(0) { sum, slot in sum + problem.slots[slot].portions.reduce(0) { $0 + $1.minHalves } }
        guard least > cap else { return }
        for slot in slots {
            for portion in problem.slots[slot].portions.indices where slotFree[slot] {
                problem.slots[slot].portions[portion].minHalves = 0
            }
        }
    }

    /// The request index of the recipe `id`, noting when there is none.
    private mutating func known(_ id: String, at slot: PlanSlotKey) -> Int? {
        if let index = request.recipes.firstIndex(where: { $0.id == id }) { return index }
        notes.append(.unknownRecipe(id: id, slot: slot))
        return nil
    }

    private mutating func problemRecipe(_ index: Int, index recipeIndex: inout [Int: Int]) -> Int {
        if let known = recipeIndex[index] { return known }
        let recipe = request.recipes[index]
        var grams: [Int: Double] = [:]
        for use in recipe.foods {
            guard let food = foods.firstIndex(of: use.food), let amount = use.gramsPerServing, amount > 0 else { continue }
            grams[food, default: 0] += amount
        }
        let foodGrams = grams.keys.sorted().map { PlannerProblem.FoodGrams(food: $0, grams: grams[$0]!) }
        recipeIndex[index] = problem.recipes.count
        problem.recipes.append(.init(id: recipe.id, perServing: recipe.perServing.values, foodGrams: foodGrams))
        requestRecipe.append(index)
        return problem.recipes.count - 1
    }
}
