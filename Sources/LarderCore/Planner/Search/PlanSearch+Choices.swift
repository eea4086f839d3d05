extension PlanSearch {
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
