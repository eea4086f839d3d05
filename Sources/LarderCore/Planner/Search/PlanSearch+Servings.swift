extension PlanSearch {
    /// Gives one eater-day the servings that cost least for the recipes chosen now, every
    /// combination of halves tried: the day's distance from its targets, and the expiring stock
    /// its dishes use. The cost is convex along each portion, so the innermost count stops once
    /// it rises. With `group`, only that group's portions change; `keepingExtras` keeps the
    /// extras' portions as they are.
    mutating func optimise(_ eaterDay: Int, group: Int? = nil, keepingExtras: Bool = false) {
        var base = (0.0, 0.0, 0.0, 0.0)
        var baseSpend = 0.0
        var free = scratchFree
        var vectors = scratchVectors
        scratchFree = []
        scratchVectors = []
        free.removeAll(keepingCapacity: true)
        vectors.removeAll(keepingCapacity: true)
        defer {
            scratchFree = free
            scratchVectors = vectors
        }
        var touchesStock = false
        for portion in eaterDayPortions[eaterDay] {
            let recipe = recipe(of: portionGroup[portion])
            guard recipe >= 0 else { continue }
            if portionMin[portion] < portionMax[portion], group == nil || portionGroup[portion] == group,
                !keepingExtras || !extrasGroup[portionGroup[portion]]
            {
                free.append(portion)
                for n in 0..<4 { vectors.append(nutrients[recipe * 4 + n] / 2) }
                vectors.append(halfCosts[recipe])
                if usesExpiring[recipe], groupCooks[portionGroup[portion]] { touchesStock = true }
            } else {
                let servings = Double(halves[portion]) / 2
                baseSpend += Double(halves[portion]) * halfCosts[recipe]
                base.0 += servings * nutrients[recipe * 4]
                base.1 += servings * nutrients[recipe * 4 + 1]
                base.2 += servings * nutrients[recipe * 4 + 2]
                base.3 += servings * nutrients[recipe * 4 + 3]
            }
        }
        if !free.isEmpty {
            let stock = touchesStock ? stockTerms(using: free) : []
            let best = bestLevels(eaterDay, base: base, spend: baseSpend, free: free, vectors: vectors, stock: stock)
            for (portion, level) in zip(free, best) { halves[portion] = level }
        }
        refresh(eaterDay)
    }

    /// An expiring stock term as the free portions of one eater-day change it: the grams used
    /// by everything else, and the grams each free portion's half a serving adds.
    struct PortionStock {
        var grams: Double
        var usedElsewhere: Double
        var perHalf: [Double]
    }

    /// The stock terms the free portions' dishes use.
    private mutating func stockTerms(using free: [Int]) -> [PortionStock] {
        _ = expiringCost()
        var terms: [PortionStock] = []
        for term in termFood.indices {
            let perHalf = free.map { portion -> Double in
                let group = portionGroup[portion]
                guard groupCooks[group], groupDay[group] <= termLastDay[term] else { return 0 }
                var grams = 0.0
                for use in recipeFoods[chosenRecipe[group]] where foodOf[use] == termFood[term] { grams += gramsOf[use] / 2 }
                return grams
            }
            guard perHalf.contains(where: { $0 > 0 }) else { continue }
            var used = used(term)
            for (portion, grams) in zip(free, perHalf) { used -= grams * Double(halves[portion]) }
            terms.append(PortionStock(grams: termGrams[term], usedElsewhere: used, perHalf: perHalf))
        }
        return terms
    }

    private func bestLevels(
        _ eaterDay: Int, base: (Double, Double, Double, Double), spend baseSpend: Double, free: [Int], vectors: [Double],
        stock: [PortionStock]
    ) -> [Int] {
        let count = free.count
        let last = count - 1
        var levels = free.map { portionMin[$0] }
        var best = levels
        var bestCost = Double.infinity
        let lastMin = portionMin[free[last]]
        let lastMax = portionMax[free[last]]
        let (v0, v1, v2, v3) = (vectors[last * 5], vectors[last * 5 + 1], vectors[last * 5 + 2], vectors[last * 5 + 3])
        let lastSpend = vectors[last * 5 + 4]
        var used = stock.map(\.usedElsewhere)
        let targetEnergy = 1 / inverseTargets[eaterDay * 4]
        while true {
            var partial = base
            var spend = baseSpend
            for index in 0..<last {
                let h = Double(levels[index])
                partial.0 += h * vectors[index * 5]
                partial.1 += h * vectors[index * 5 + 1]
                partial.2 += h * vectors[index * 5 + 2]
                partial.3 += h * vectors[index * 5 + 3]
                spend += h * vectors[index * 5 + 4]
            }
            let least = Double(lastMin)
            let floor =
                overshoot(eaterDay, partial.0 + least * v0, partial.1 + least * v1, partial.2 + least * v2, partial.3 + least * v3)
                + spend + least * lastSpend
            if last > 0, floor >= bestCost {
                // Every nutrient only grows with more servings, so more of the innermost counted
                // portion cannot do better: skip to the next of the portion before it.
                levels[last - 1] = portionMax[free[last - 1]]
                if !advance(&levels, free: free, last: last) { break }
                continue
            }
            for (term, item) in stock.enumerated() {
                used[term] = item.usedElsewhere
                for index in 0..<last { used[term] += item.perHalf[index] * Double(levels[index]) }
            }
            func value(_ h: Int) -> Double {
                let x = Double(h)
                var value =
                    cost(eaterDay, partial.0 + x * v0, partial.1 + x * v1, partial.2 + x * v2, partial.3 + x * v3) + spend + x * lastSpend
                for (term, item) in stock.enumerated() {
                    let short = item.grams - used[term] - item.perHalf[last] * x
                    if short > 0 { value += weights.expiring * short / item.grams }
                }
                return value
            }
            // Start where the energy would be met, then walk downhill: the cost is convex in h.
            var h = lastMin
            if v0 > 0 {
                let meets = (targetEnergy - partial.0) / v0
                h = meets.isFinite ? min(lastMax, max(lastMin, Int(meets.rounded()))) : lastMin
            }
            var here = value(h)
            while h > lastMin {
                let lower = value(h - 1)
                guard lower < here else { break }
                h -= 1
                here = lower
            }
            while h < lastMax {
                let higher = value(h + 1)
                guard higher < here else { break }
                h += 1
                here = higher
            }
            if here < bestCost {
                bestCost = here
                best = levels
                best[last] = h
            }
            if !advance(&levels, free: free, last: last) { break }
        }
        return best
    }

    /// Counts `levels` before `last` on by one, like an odometer; false after the last count.
    private func advance(_ levels: inout [Int], free: [Int], last: Int) -> Bool {
        var index = last - 1
        while index >= 0 {
            levels[index] += 1
            if levels[index] <= portionMax[free[index]] { return true }
            levels[index] = portionMin[free[index]]
            index -= 1
        }
        return false
    }
}
