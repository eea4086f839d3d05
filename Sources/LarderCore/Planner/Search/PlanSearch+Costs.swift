extension PlanSearch {
    /// The plan's whole cost.
    var total: Double {
        mutating get { nutritionCost + otherCost() }
    }

    /// Recomputes one eater-day's totals and cost from its portions.
    mutating func refresh(_ eaterDay: Int) {
        var totals = (0.0, 0.0, 0.0, 0.0)
        var extras = 0.0
        for portion in eaterDayPortions[eaterDay] {
            let recipe = recipe(of: portionGroup[portion])
            guard recipe >= 0 else { continue }
            extras += Double(halves[portion]) * halfCosts[recipe]
            let servings = Double(halves[portion]) / 2
            totals.0 += servings * nutrients[recipe * 4]
            totals.1 += servings * nutrients[recipe * 4 + 1]
            totals.2 += servings * nutrients[recipe * 4 + 2]
            totals.3 += servings * nutrients[recipe * 4 + 3]
        }
        let base = eaterDay * 4
        (sums[base], sums[base + 1], sums[base + 2], sums[base + 3]) = totals
        nutritionCost -= dayCosts[eaterDay]
        extraCosts[eaterDay] = extras
        dayCosts[eaterDay] = cost(eaterDay, totals.0, totals.1, totals.2, totals.3) + extras
        nutritionCost += dayCosts[eaterDay]
    }

    /// The nutrition cost of one eater-day with these totals (`ObjectiveWeights.dayCost`).
    @inline(__always)
    func cost(_ eaterDay: Int, _ energy: Double, _ protein: Double, _ fat: Double, _ carbohydrate: Double) -> Double {
        let base = eaterDay * 4
        return term(energy * inverseTargets[base], weights.energy, weights.bands[0])
            + term(protein * inverseTargets[base + 1], weights.macro, weights.bands[1])
            + term(fat * inverseTargets[base + 2], weights.macro, weights.bands[2])
            + term(carbohydrate * inverseTargets[base + 3], weights.macro, weights.bands[3])
    }

    /// The part of `cost` that more of any nutrient can only raise: each nutrient over its target.
    @inline(__always)
    func overshoot(_ eaterDay: Int, _ energy: Double, _ protein: Double, _ fat: Double, _ carbohydrate: Double) -> Double {
        let base = eaterDay * 4
        return over(energy * inverseTargets[base], weights.energy, weights.bands[0])
            + over(protein * inverseTargets[base + 1], weights.macro, weights.bands[1])
            + over(fat * inverseTargets[base + 2], weights.macro, weights.bands[2])
            + over(carbohydrate * inverseTargets[base + 3], weights.macro, weights.bands[3])
    }

    /// The least `cost` can be with each nutrient anywhere from `low` to `high`: each term at
    /// its own best, so no lower than any combination within them.
    @inline(__always)
    func leastCost(_ eaterDay: Int, low: (Double, Double, Double, Double), high: (Double, Double, Double, Double)) -> Double {
        let base = eaterDay * 4
        return nearest(low.0 * inverseTargets[base], high.0 * inverseTargets[base], weights.energy, weights.bands[0])
            + nearest(low.1 * inverseTargets[base + 1], high.1 * inverseTargets[base + 1], weights.macro, weights.bands[1])
            + nearest(low.2 * inverseTargets[base + 2], high.2 * inverseTargets[base + 2], weights.macro, weights.bands[2])
            + nearest(low.3 * inverseTargets[base + 3], high.3 * inverseTargets[base + 3], weights.macro, weights.bands[3])
    }

    @inline(__always)
    private func nearest(_ low: Double, _ high: Double, _ weight: Double, _ band: Double) -> Double {
        low > 1 ? term(low, weight, band) : high < 1 ? term(high, weight, band) : 0
    }

    @inline(__always)
    private func over(_ ratio: Double, _ weight: Double, _ band: Double) -> Double {
        ratio > 1 ? term(ratio, weight, band) : 0
    }

    @inline(__always)
    private func term(_ ratio: Double, _ weight: Double, _ band: Double) -> Double {
        let off = abs(ratio - 1)
        return weight * off + (off > band ? weights.bandExcess * (off - band) : 0)
    }

    /// Everything but nutrition: rules, expiring stock, preferences, from scratch.
    mutating func otherCost() -> Double {
        var cost = weights.rule * Double(ruleViolations())
        for group in choice.indices where choice[group] >= 0 {
            cost += candidateCosts[group][choice[group]]
        }
        return cost + expiringCost()
    }

    func ruleViolations() -> Int {
        var violations = 0
        for rule in ruleGroups.indices {
            var count = 0
            for (group, slots) in ruleGroups[rule] {
                let recipe = chosenRecipe[group]
                if recipe >= 0, ruleMembers[rule][recipe] { count += slots }
            }
            violations += countViolations(rule, count)
        }
        for (first, second) in closePairs where chosenRecipe[first] >= 0 && chosenRecipe[first] == chosenRecipe[second] {
            violations += 1
        }
        return violations
    }

    /// Weekly counts short of `atLeast` or over `atMost`, for `count` meals.
    @inline(__always)
    func countViolations(_ rule: Int, _ count: Int) -> Int {
        max(0, ruleAtLeast[rule] - count) + (count > ruleAtMost[rule] ? count - ruleAtMost[rule] : 0)
    }

    /// The expiring terms' cost, refreshing `foodUse` on the way.
    mutating func expiringCost() -> Double {
        guard !termFood.isEmpty else { return 0 }
        let days = problem.dayCount
        for index in foodUse.indices { foodUse[index] = 0 }
        for group in groupCooks.indices where groupCooks[group] {
            let recipe = chosenRecipe[group]
            guard recipe >= 0, !recipeFoods[recipe].isEmpty else { continue }
            var servings = 0.0
            for portion in groupPortions[group] { servings += Double(halves[portion]) / 2 }
            for use in recipeFoods[recipe] { foodUse[foodOf[use] * days + groupDay[group]] += servings * gramsOf[use] }
        }
        var cost = 0.0
        for term in termFood.indices {
            let used = used(term)
            if used < termGrams[term] { cost += weights.expiring * (termGrams[term] - used) / termGrams[term] }
        }
        return cost
    }

    /// Grams of a term's food used by its last day, as `foodUse` last counted.
    @inline(__always)
    func used(_ term: Int) -> Double {
        let base = termFood[term] * problem.dayCount
        var used = 0.0
        for day in 0...termLastDay[term] { used += foodUse[base + day] }
        return used
    }
}
