extension PlanSearch {
    /// Candidates of `group` ranked by a quick look: the cost change when only the group's own
    /// servings are re-chosen.
    mutating func quickRanking(_ group: Int) -> [Int] {
        var ranked: [(cost: Double, choice: Int)] = []
        ranked.reserveCapacity(candidateRecipes[group].count)
        var tried: [Int] = []
        if !termFood.isEmpty { _ = expiringCost() }
        for candidate in candidateRecipes[group].indices {
            if let change = quickChange(group, candidate) {
                ranked.append((change, candidate))
            } else {
                tried.append(candidate)
            }
        }
        if !tried.isEmpty {
            let saved = save(groups: [group], eaterDays: groupEaterDays[group])
            let before = total
            for candidate in tried {
                set(group, candidate)
                for eaterDay in groupEaterDays[group] { optimise(eaterDay, group: group) }
                enforceCap(group)
                ranked.append((total - before, candidate))
                restore(saved)
            }
        }
        return ranked.sorted { ($0.cost, $0.choice) < ($1.cost, $1.choice) }.map(\.choice)
    }

    /// The cost change of giving `group` `candidate`, its servings re-chosen for the day's
    /// targets and all else kept, worked out without changing the plan (`foodUse` must be
    /// current); nil when it must be tried: stored leftovers, or two portions of one eater-day.
    func quickChange(_ group: Int, _ candidate: Int) -> Double? {
        let old = chosenRecipe[group]
        let new = candidateRecipes[group][candidate]
        guard quickGroup[group], old >= 0 else { return nil }
        var change = candidateCosts[group][candidate] - candidateCosts[group][choice[group]]
        var servings = (old: 0.0, new: 0.0)
        for portion in groupPortions[group] {
            let best = bestLine(portion, replacing: old, with: new)
            change += best.cost - dayCosts[portionEaterDay[portion]]
            servings.old += Double(halves[portion]) / 2
            servings.new += Double(best.halves) / 2
        }
        if groupCooks[group], !recipeFoods[old].isEmpty || !recipeFoods[new].isEmpty {
            change += expiringChange(group, from: (old, servings.old), to: (new, servings.new))
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

    /// The expiring terms' cost change when a group cooks `to` instead of `from` (recipe and
    /// servings).
    private func expiringChange(_ group: Int, from old: (recipe: Int, servings: Double), to new: (recipe: Int, servings: Double)) -> Double
    {
        var change = 0.0
        for term in termFood.indices where groupDay[group] <= termLastDay[term] {
            var delta = 0.0
            for use in recipeFoods[old.recipe] where foodOf[use] == termFood[term] { delta -= old.servings * gramsOf[use] }
            for use in recipeFoods[new.recipe] where foodOf[use] == termFood[term] { delta += new.servings * gramsOf[use] }
            guard delta != 0 else { continue }
            let used = used(term)
            let grams = termGrams[term]
            change += weights.expiring * (max(0, grams - used - delta) - max(0, grams - used)) / grams
        }
        return change
    }

    /// The lowest cost of a portion's eater-day when the portion's recipe becomes `new`, only its
    /// halves changing (the cost is convex along them), and those halves.
    private func bestLine(_ portion: Int, replacing old: Int, with new: Int) -> (cost: Double, halves: Int) {
        let eaterDay = portionEaterDay[portion]
        let current = Double(halves[portion]) / 2
        var base = (sums[eaterDay * 4], sums[eaterDay * 4 + 1], sums[eaterDay * 4 + 2], sums[eaterDay * 4 + 3])
        base.0 -= current * nutrients[old * 4]
        base.1 -= current * nutrients[old * 4 + 1]
        base.2 -= current * nutrients[old * 4 + 2]
        base.3 -= current * nutrients[old * 4 + 3]
        let spend = extraCosts[eaterDay] - Double(halves[portion]) * halfCosts[old]
        var best = (cost: Double.infinity, halves: portionMin[portion])
        for level in portionMin[portion]...portionMax[portion] {
            let servings = Double(level) / 2
            let value =
                cost(
                    eaterDay, base.0 + servings * nutrients[new * 4], base.1 + servings * nutrients[new * 4 + 1],
                    base.2 + servings * nutrients[new * 4 + 2], base.3 + servings * nutrients[new * 4 + 3])
                + spend + Double(level) * halfCosts[new]
            if value > best.cost { break }
            best = (value, level)
        }
        return best
    }
}
