extension PlanSearch {
    /// Candidates of `group` ranked by a quick look: the cost change when only the group's own
    /// servings are re-chosen.
    mutating func quickRanking(_ group: Int) -> [Int] {
        var ranked: [(cost: Double, choice: Int)] = []
        ranked.reserveCapacity(candidateRecipes[group].count)
        let saved = save(groups: [group], eaterDays: groupEaterDays[group])
        for candidate in candidateRecipes[group].indices {
            if let change = quickChange(group, candidate) {
                ranked.append((change, candidate))
            } else {
                let before = total
                set(group, candidate)
                for eaterDay in groupEaterDays[group] { optimise(eaterDay, group: group) }
                enforceCap(group)
                ranked.append((total - before, candidate))
                restore(saved)
            }
        }
        return ranked.sorted { ($0.cost, $0.choice) < ($1.cost, $1.choice) }.map(\.choice)
    }

    /// The cost change of giving `group` `candidate`, its servings re-chosen and all else kept,
    /// worked out without changing the plan; nil when it must be tried (stored leftovers, two
    /// portions of one eater-day, expiring food).
    func quickChange(_ group: Int, _ candidate: Int) -> Double? {
        let old = chosenRecipe[group]
        let new = candidateRecipes[group][candidate]
        guard quickGroup[group], old >= 0, !usesExpiring[old], !usesExpiring[new] else { return nil }
        var change = candidateCosts[group][candidate] - candidateCosts[group][choice[group]]
        for portion in groupPortions[group] {
            change += bestLine(portion, replacing: old, with: new) - dayCosts[portionEaterDay[portion]]
        }
        var violations = 0
        for other in closeGroups[group] {
            if chosenRecipe[other] == new { violations += 1 }
            if chosenRecipe[other] == old { violations -= 1 }
        }
        for (rule, slots) in groupRules[group] where ruleMembers[rule][old] != ruleMembers[rule][new] {
            var count = 0
            for (member, memberSlots) in ruleGroups[rule] where chosenRecipe[member] >= 0 && ruleMembers[rule][chosenRecipe[member]] {
                count += memberSlots
            }
            let changed = count + (ruleMembers[rule][new] ? slots : -slots)
            violations += countViolations(rule, changed) - countViolations(rule, count)
        }
        return change + weights.rule * Double(violations)
    }

    private func countViolations(_ rule: Int, _ count: Int) -> Int {
        let limits = problem.countRules[rule]
        return max(0, (limits.atLeast ?? 0) - count) + max(0, count - (limits.atMost ?? Int.max))
    }

    /// The lowest cost of a portion's eater-day when the portion's recipe becomes `new`, only its
    /// halves changing (the cost is convex along them).
    private func bestLine(_ portion: Int, replacing old: Int, with new: Int) -> Double {
        let eaterDay = portionEaterDay[portion]
        let current = Double(halves[portion]) / 2
        var base = (sums[eaterDay * 4], sums[eaterDay * 4 + 1], sums[eaterDay * 4 + 2], sums[eaterDay * 4 + 3])
        base.0 -= current * nutrients[old * 4]
        base.1 -= current * nutrients[old * 4 + 1]
        base.2 -= current * nutrients[old * 4 + 2]
        base.3 -= current * nutrients[old * 4 + 3]
        var best = Double.infinity
        for level in portionMin[portion]...portionMax[portion] {
            let servings = Double(level) / 2
            let value = cost(
                eaterDay, base.0 + servings * nutrients[new * 4], base.1 + servings * nutrients[new * 4 + 1],
                base.2 + servings * nutrients[new * 4 + 2], base.3 + servings * nutrients[new * 4 + 3])
            if value > best { break }
            best = value
        }
        return best
    }
}
