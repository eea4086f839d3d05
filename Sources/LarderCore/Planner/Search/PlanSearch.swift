/// The optimiser's working plan: the choices, and the running sums its cost is made of.
///
/// Portions are numbered across all slots; a group's choice is an index into its candidates.
struct PlanSearch {
    let problem: PlannerProblem
    let weights: ObjectiveWeights
    /// Per recipe, energy, protein, fat and carbohydrate per serving, 4 to a recipe.
    let nutrients: [Double]
    let portionGroup: [Int]
    let portionEaterDay: [Int]
    let portionMin: [Int]
    let portionMax: [Int]
    let slotPortions: [[Int]]
    let groupPortions: [[Int]]
    let groupEaterDays: [[Int]]
    let eaterDayPortions: [[Int]]
    /// Per eater-day, 1/target for each nutrient.
    let inverseTargets: [Double]
    /// Groups that may change, and by day of cooking.
    let freeGroups: [Int]
    let freeGroupsByDay: [[Int]]
    /// Per rule, per recipe, whether it counts.
    let ruleMembers: [[Bool]]
    /// Pairs of cooking groups fewer than `noRepeatDays` apart.
    let closePairs: [(Int, Int)]

    /// Per group, its candidates' recipes and costs.
    let candidateRecipes: [[Int]]
    let candidateCosts: [[Double]]
    /// Per count rule, its groups with how many of the rule's slots each has; per group, its
    /// rules the same way.
    let ruleGroups: [[(group: Int, slots: Int)]]
    let groupRules: [[(rule: Int, slots: Int)]]
    /// Per group, the cooking groups fewer than `noRepeatDays` from it.
    let closeGroups: [[Int]]
    /// Per group, true when a quick look can be worked out without trying it: no stored
    /// leftovers, and one portion at most per eater-day.
    let quickGroup: [Bool]
    /// Groups of stored leftovers, which may not eat more than they have.
    let cappedGroups: [Int]
    /// Per recipe, true when it uses food that expires during the plan.
    let usesExpiring: [Bool]

    /// Per group, the chosen candidate and its recipe (-1 when empty); change both with `set`.
    private(set) var choice: [Int]
    private(set) var chosenRecipe: [Int]
    var halves: [Int]
    /// Per day, true when an accepted change touched it since the day was last re-chosen whole.
    var touchedDays: [Bool]
    /// Buffers the servings search reuses.
    var scratchFree: [Int] = []
    var scratchVectors: [Double] = []
    /// Per eater-day, its totals (4 to an eater-day) and its cost.
    var sums: [Double]
    var dayCosts: [Double]
    var nutritionCost: Double = 0
    /// Per food and day, grams used (scratch for the stock terms).
    var foodUse: [Double]

    init(_ problem: PlannerProblem) {
        self.problem = problem
        weights = problem.weights
        nutrients = problem.recipes.flatMap(\.perServing)
        var portionGroup: [Int] = []
        var portionEaterDay: [Int] = []
        var portionMin: [Int] = []
        var portionMax: [Int] = []
        var slotPortions: [[Int]] = []
        for slot in problem.slots {
            slotPortions.append(Array(portionGroup.count..<(portionGroup.count + slot.portions.count)))
            for portion in slot.portions {
                portionGroup.append(slot.group)
                portionEaterDay.append(portion.eaterDay)
                portionMin.append(portion.minHalves)
                portionMax.append(max(portion.minHalves, portion.maxHalves))
            }
        }
        (self.portionGroup, self.portionEaterDay, self.portionMin, self.portionMax) = (portionGroup, portionEaterDay, portionMin, portionMax)
        self.slotPortions = slotPortions
        groupPortions = problem.groups.map { group in group.slots.flatMap { slotPortions[$0] } }
        groupEaterDays = groupPortions.map { portions in Array(Set(portions.map { portionEaterDay[$0] })).sorted() }
        var eaterDayPortions = Array(repeating: [Int](), count: problem.eaterDays.count)
        for (portion, eaterDay) in portionEaterDay.enumerated() { eaterDayPortions[eaterDay].append(portion) }
        self.eaterDayPortions = eaterDayPortions
        inverseTargets = problem.eaterDays.flatMap { $0.targets.map { 1 / $0 } }
        freeGroups = problem.groups.indices.filter { problem.groups[$0].candidates.count > 1 }
        var byDay = Array(repeating: [Int](), count: problem.dayCount)
        for group in freeGroups { byDay[problem.groups[group].day].append(group) }
        freeGroupsByDay = byDay
        ruleMembers = problem.countRules.map { rule in
            var members = Array(repeating: false, count: problem.recipes.count)
            for recipe in rule.recipes { members[recipe] = true }
            return members
        }
        closePairs = Self.closePairs(problem)
        candidateRecipes = problem.groups.map { $0.candidates.map(\.recipe) }
        candidateCosts = problem.groups.map { $0.candidates.map(\.cost) }
        ruleGroups = problem.countRules.map { rule in
            var counts: [Int: Int] = [:]
            for slot in rule.slots { counts[problem.slots[slot].group, default: 0] += 1 }
            return counts.keys.sorted().map { ($0, counts[$0]!) }
        }
        var groupRules = Array(repeating: [(rule: Int, slots: Int)](), count: problem.groups.count)
        for (rule, groups) in ruleGroups.enumerated() {
            for (group, slots) in groups { groupRules[group].append((rule, slots)) }
        }
        self.groupRules = groupRules
        var closeGroups = Array(repeating: [Int](), count: problem.groups.count)
        for (first, second) in closePairs {
            closeGroups[first].append(second)
            closeGroups[second].append(first)
        }
        self.closeGroups = closeGroups
        let portionsOfGroups = groupPortions
        quickGroup = problem.groups.indices.map { group in
            problem.groups[group].maxHalves == nil
                && Set(portionsOfGroups[group].map { portionEaterDay[$0] }).count == portionsOfGroups[group].count
        }
        usesExpiring = problem.recipes.map { !$0.foodGrams.isEmpty }
        cappedGroups = problem.groups.indices.filter { problem.groups[$0].maxHalves != nil }
        choice = problem.groups.map { $0.candidates.isEmpty ? -1 : 0 }
        chosenRecipe = problem.groups.map { $0.candidates.first?.recipe ?? -1 }
        halves = portionMin
        touchedDays = Array(repeating: true, count: problem.dayCount)
        sums = Array(repeating: 0, count: problem.eaterDays.count * 4)
        dayCosts = Array(repeating: 0, count: problem.eaterDays.count)
        foodUse = Array(repeating: 0, count: problem.foodCount * problem.dayCount)
        for eaterDay in problem.eaterDays.indices { refresh(eaterDay) }
    }

    private static func closePairs(_ problem: PlannerProblem) -> [(Int, Int)] {
        guard problem.noRepeatDays > 0 else { return [] }
        var pairs: [(Int, Int)] = []
        let cooking = problem.groups.indices.filter { problem.groups[$0].cooks && !problem.groups[$0].candidates.isEmpty }
        for (position, first) in cooking.enumerated() {
            for second in cooking[(position + 1)...]
            where abs(problem.groups[first].day - problem.groups[second].day) < problem.noRepeatDays {
                pairs.append((first, second))
            }
        }
        return pairs
    }

    /// The recipe group `group` cooks now, -1 when empty.
    @inline(__always)
    func recipe(of group: Int) -> Int {
        chosenRecipe[group]
    }

    /// Chooses candidate `chosen` for `group`.
    @inline(__always)
    mutating func set(_ group: Int, _ chosen: Int) {
        choice[group] = chosen
        chosenRecipe[group] = chosen < 0 ? -1 : candidateRecipes[group][chosen]
    }

    /// Chooses a candidate for every group at once.
    mutating func set(choices: [Int]) {
        for (group, chosen) in choices.enumerated() { set(group, chosen) }
    }

    /// The solution, as the problem states it.
    var assignment: PlannerAssignment {
        PlannerAssignment(
            recipes: problem.groups.indices.map(recipe(of:)), halves: slotPortions.map { $0.map { halves[$0] } })
    }
}
