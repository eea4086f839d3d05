/// A plan request turned into a `PlannerProblem`, with what it takes to turn a solution back
/// into a `MealPlan`.
struct PlanCompilation: Sendable {
    /// A slot that is planned (someone eats at it), before it becomes a problem slot.
    struct PlannedSlotInput: Sendable {
        var key: PlanSlotKey
        var setup: PlanSlotSetup
        /// Request eater indices.
        var eaters: [Int]
        var free: Bool
        /// The slot whose dish it eats (itself when it cooks).
        var root: Int
    }

    let request: PlanRequest
    let days: [CalendarDay]
    var problem: PlannerProblem
    /// Per problem slot: its key, whether it was free, and the request eater of each portion.
    var slotKeys: [PlanSlotKey] = []
    var slotFree: [Bool] = []
    /// Per problem slot, true for a person-day's extras.
    var slotExtras: [Bool] = []
    var portionEaters: [[Int]] = []
    /// Per group: whether its dish is leftovers cooked before the plan; for a free group, what
    /// ruled recipes out.
    var groupStored: [Bool] = []
    var eligibility: [EligibilityCount?] = []
    /// Per problem recipe, its index in the request; per food index, the food.
    var requestRecipe: [Int] = []
    var foods: [String] = []
    /// Per stock term, the item's best-before day.
    var stockDays: [CalendarDay] = []
    var notes: [PlanDiagnostic] = []

    init(_ request: PlanRequest, weights: ObjectiveWeights) {
        self.request = request
        days = Array(Set(request.days)).sorted()
        problem = PlannerProblem(
            weights: weights, dayCount: days.count, noRepeatDays: max(0, request.rules.noRepeatDays), foodCount: 0,
            recipes: [], eaterDays: [], groups: [], slots: [], countRules: [], stockTerms: [])
        guard !days.isEmpty else { return }
        indexFoods()
        let planned = plannedSlots()
        var recipeIndex: [Int: Int] = [:]
        var eaterDayIndex: [Int: Int] = [:]
        for root in planned.indices where planned[root].root == root {
            let members = planned.indices.filter { planned[$0].root == root }.map { planned[$0] }
            addGroup(members, recipeIndex: &recipeIndex, eaterDayIndex: &eaterDayIndex)
        }
        addCountRules()
        addExtras()
    }

    func dayIndex(of day: CalendarDay) -> Int? {
        days.firstIndex(of: day)
    }

    /// The slots someone eats at, in day and meal order, each pointing at the slot it eats from.
    private mutating func plannedSlots() -> [PlannedSlotInput] {
        var keys = Set(days.flatMap { day in request.meals.map { PlanSlotKey(day, $0) } })
        keys.formUnion(request.slots.keys.filter { days.contains($0.day) })
        let eaterIndex = Dictionary(request.eaters.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var planned: [PlannedSlotInput] = []
        var position: [PlanSlotKey: Int] = [:]
        for key in keys.sorted() {
            var setup = request.slots[key] ?? PlanSlotSetup()
            let free = request.scope.contains(key) && !setup.locked
            var eaters: [Int] = []
            for id in setup.eaters ?? request.eaters.map(\.id) {
                guard let index = eaterIndex[id], !eaters.contains(index) else { continue }
                if free || (setup.servings[id] ?? 0) > 0 { eaters.append(index) }
            }
            guard !eaters.isEmpty else { continue }
            var root = planned.count
            if case .leftovers(let source) = setup.dish {
                if let sourceIndex = position[source] {
                    root = planned[sourceIndex].root
                } else {
                    notes.append(.leftoversWithoutSource(slot: key, source: source))
                    setup.dish = nil
                }
            }
            position[key] = planned.count
            planned.append(PlannedSlotInput(key: key, setup: setup, eaters: eaters, free: free, root: root))
        }
        return planned
    }
}
