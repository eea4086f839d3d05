/// A plan's cost under `ObjectiveWeights`, term by term.
public struct PlanScore: Hashable, Sendable, Codable {
    /// Σ w_n·|d_n|: how far days are from their targets.
    public var deviation: Double
    /// Σ bandExcess·max(0, |d_n| − band_n): how far days are outside their bands.
    public var bandExcess: Double
    /// Broken weekly counts and repeats.
    public var rules: Double
    /// Expiring stock left unused.
    public var expiring: Double
    /// Recently cooked, not in stock, repeated from before the plan; and each half portion of an
    /// extra.
    public var preferences: Double

    public var total: Double {
        deviation + bandExcess + rules + expiring + preferences
    }
}

extension PlannerProblem {
    /// The cost of `assignment`, written plainly from the definition: the optimiser keeps its
    /// own running sums and is checked against this.
    public func score(of assignment: PlannerAssignment) -> PlanScore {
        var score = PlanScore(deviation: 0, bandExcess: 0, rules: 0, expiring: 0, preferences: 0)
        let totals = dayTotals(of: assignment)
        for (index, eaterDay) in eaterDays.enumerated() {
            let cost = weights.dayCost(totals[index], targets: eaterDay.targets)
            score.deviation += cost.deviation
            score.bandExcess += cost.excess
        }
        score.rules = weights.rule * Double(ruleViolations(of: assignment))
        score.expiring = expiringCost(of: assignment)
        for (group, recipe) in assignment.recipes.enumerated() where recipe >= 0 {
            score.preferences += groups[group].candidates.first { $0.recipe == recipe }?.cost ?? 0
        }
        for (index, slot) in slots.enumerated() where assignment.recipes[slot.group] >= 0 {
            let perHalf = recipes[assignment.recipes[slot.group]].costPerHalf
            score.preferences += perHalf * Double(assignment.halves[index].reduce(0, +))
        }
        return score
    }

    /// Each eater-day's energy, protein, fat and carbohydrate.
    public func dayTotals(of assignment: PlannerAssignment) -> [[Double]] {
        var totals = Array(repeating: [0.0, 0, 0, 0], count: eaterDays.count)
        for (index, slot) in slots.enumerated() {
            let recipe = assignment.recipes[slot.group]
            guard recipe >= 0 else { continue }
            for (portion, halves) in zip(slot.portions, assignment.halves[index]) {
                for n in 0..<4 { totals[portion.eaterDay][n] += Double(halves) / 2 * recipes[recipe].perServing[n] }
            }
        }
        return totals
    }

    /// Weekly counts missed (each meal short or over counts one) and repeats.
    func ruleViolations(of assignment: PlannerAssignment) -> Int {
        var violations = 0
        for rule in countRules {
            let members = Set(rule.recipes)
            let count = rule.slots.filter { members.contains(assignment.recipes[slots[$0].group]) }.count
            if let atLeast = rule.atLeast { violations += max(0, atLeast - count) }
            if let atMost = rule.atMost { violations += max(0, count - atMost) }
        }
        guard noRepeatDays > 0 else { return violations }
        for first in groups.indices where groups[first].cooks && assignment.recipes[first] >= 0 {
            for second in groups.indices where second > first && groups[second].cooks {
                if assignment.recipes[second] == assignment.recipes[first],
                    abs(groups[second].day - groups[first].day) < noRepeatDays
                {
                    violations += 1
                }
            }
        }
        return violations
    }

    /// Per food, the grams used by dishes cooked on each day.
    func foodUse(of assignment: PlannerAssignment) -> [[Double]] {
        var use = Array(repeating: Array(repeating: 0.0, count: dayCount), count: foodCount)
        for (index, group) in groups.enumerated() where group.cooks && assignment.recipes[index] >= 0 {
            let recipe = recipes[assignment.recipes[index]]
            let servings = group.slots.reduce(0.0) { $0 + Double(assignment.halves[$1].reduce(0, +)) / 2 }
            for item in recipe.foodGrams { use[item.food][group.day] += servings * item.grams }
        }
        return use
    }

    func expiringCost(of assignment: PlannerAssignment) -> Double {
        let use = foodUse(of: assignment)
        return stockTerms.reduce(0) { cost, term in
            let used = use[term.food][0...term.lastDay].reduce(0, +)
            return cost + weights.expiring * max(0, term.grams - used) / term.grams
        }
    }
}

extension ObjectiveWeights {
    /// One eater-day's distance from its targets and beyond its bands.
    func dayCost(_ totals: [Double], targets: [Double]) -> (deviation: Double, excess: Double) {
        var deviation = 0.0
        var excess = 0.0
        let weights = deviationWeights
        for n in 0..<4 {
            let off = abs(totals[n] - targets[n]) / targets[n]
            deviation += weights[n] * off
            excess += bandExcess * max(0, off - bands[n])
        }
        return (deviation, excess)
    }
}
