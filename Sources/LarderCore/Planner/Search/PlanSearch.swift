/// The optimiser's working plan: the choices, and the running sums its cost is made of.
///
/// Portions are numbered across all slots; a group's choice is an index into its candidates.
struct PlanSearch {
    let problem: PlannerProblem
    let weights: ObjectiveWeights
    /// Per recipe, energy, protein, fat and carbohydrate per serving, 4 to a recipe.
    let nutrients: [Double]
    /// Per recipe, what each half serving eaten costs (extras only).
    let halfCosts: [Double]
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
    /// Groups that may change, and by day of cooking; of those, the dishes (not extras).
    let freeGroups: [Int]
    let freeGroupsByDay: [[Int]]
    let freeDishes: [Int]
    let freeDishesByDay: [[Int]]
    /// Per group, true for a person-day's extras; per eater-day, its extras groups that may change.
    let extrasGroup: [Bool]
    let eaterDayExtras: [[Int]]
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
    /// The problem's numbers laid flat, so the hot loops copy no nested arrays.
    let groupCooks: [Bool]
    let groupDay: [Int]
    let eaterDayDay: [Int]
    /// Per recipe, the range of `foodOf`/`gramsOf` holding the expiring foods it uses.
    let recipeFoods: [Range<Int>]
    let foodOf: [Int]
    let gramsOf: [Double]
    let termFood: [Int]
    let termLastDay: [Int]
    let termGrams: [Double]
    let ruleAtLeast: [Int]
    let ruleAtMost: [Int]
    /// Per recipe, true when it uses food that expires during the plan.
    let usesExpiring: [Bool]

    /// Per group, the chosen candidate and its recipe (-1 when empty); change both with `set`.
    var choice: [Int]
    var chosenRecipe: [Int]
    var halves: [Int]
    /// Per day, true when an accepted change touched it since the day was last re-chosen whole.
    var touchedDays: [Bool]
    /// True on a small plan, where moves try more of their candidates in full; true while its
    /// best plan is polished, when dish moves re-choose the extras beside them too.
    var thorough = false
    var polishing = false
    /// Buffers the servings search reuses.
    var scratchFree: [Int] = []
    var scratchVectors: [Double] = []
    /// Per eater-day, its totals (4 to an eater-day), what its extras cost, and its whole cost.
    var sums: [Double]
    var extraCosts: [Double]
    var dayCosts: [Double]
    var nutritionCost: Double = 0
    /// Per food and day, grams used (scratch for the stock terms).
    var foodUse: [Double]

    init(_ problem: PlannerProblem) {
        self.problem = problem
        weights = problem.weights
        nutrients = problem.recipes.flatMap(\.perServing)
        halfCosts = problem.recipes.map(\.costPerHalf)
        let portions = Self.portions(problem)
        let portionEaterDay = portions.eaterDay
        let slotPortions = portions.ofSlots
        (portionGroup, self.portionEaterDay, portionMin, portionMax) = (portions.group, portionEaterDay, portions.min, portions.max)
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
        extrasGroup = problem.groups.map(\.extras)
        freeDishes = freeGroups.filter { !problem.groups[$0].extras }
        var extrasOfEaterDays = Array(repeating: [Int](), count: problem.eaterDays.count)
        for group in freeGroups where problem.groups[group].extras {
            for portion in groupPortions[group] where !extrasOfEaterDays[portionEaterDay[portion]].contains(group) {
                extrasOfEaterDays[portionEaterDay[portion]].append(group)
            }
        }
        eaterDayExtras = extrasOfEaterDays
        freeDishesByDay = byDay.map { $0.filter { !problem.groups[$0].extras } }
        let rules = Self.rules(problem)
        (ruleMembers, ruleGroups, groupRules) = (rules.members, rules.groups, rules.ofGroups)
        let pairs = Self.closePairs(problem)
        closePairs = pairs
        closeGroups = Self.neighbours(pairs, count: problem.groups.count)
        candidateRecipes = problem.groups.map { $0.candidates.map(\.recipe) }
        candidateCosts = problem.groups.map { $0.candidates.map(\.cost) }
        let portionsOfGroups = groupPortions
        quickGroup = problem.groups.indices.map { group in
            problem.groups[group].maxHalves == nil
                && Set(portionsOfGroups[group].map { portionEaterDay[$0] }).count == portionsOfGroups[group].count
        }
        usesExpiring = problem.recipes.map { !$0.foodGrams.isEmpty }
        cappedGroups = problem.groups.indices.filter { problem.groups[$0].maxHalves != nil }
        groupCooks = problem.groups.map(\.cooks)
        groupDay = problem.groups.map(\.day)
        eaterDayDay = problem.eaterDays.map(\.day)
        let foods = Self.expiringFoods(problem)
        (recipeFoods, foodOf, gramsOf) = (foods.ranges, foods.food, foods.grams)
        termFood = problem.stockTerms.map(\.food)
        termLastDay = problem.stockTerms.map(\.lastDay)
        termGrams = problem.stockTerms.map(\.grams)
        ruleAtLeast = problem.countRules.map { $0.atLeast ?? 0 }
        ruleAtMost = problem.countRules.map { $0.atMost ?? Int.max }
        choice = problem.groups.map { $0.candidates.isEmpty ? -1 : 0 }
        chosenRecipe = problem.groups.map { $0.candidates.first?.recipe ?? -1 }
        halves = portionMin
        touchedDays = Array(repeating: true, count: problem.dayCount)
        sums = Array(repeating: 0, count: problem.eaterDays.count * 4)
        extraCosts = Array(repeating: 0, count: problem.eaterDays.count)
        dayCosts = Array(repeating: 0, count: problem.eaterDays.count)
        foodUse = Array(repeating: 0, count: problem.foodCount * problem.dayCount)
        for eaterDay in problem.eaterDays.indices { refresh(eaterDay) }
    }
}
