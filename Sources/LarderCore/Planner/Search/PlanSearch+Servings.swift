extension PlanSearch {
    /// Gives one eater-day the servings that cost least for the recipes chosen now, over every
    /// combination of halves: the day's distance from its targets, and the expiring stock its
    /// dishes use. With `group`, only that group's portions change; `keepingExtras` keeps the
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

    /// Every combination of the free portions' halves, depth first, the last portion's halves
    /// walked downhill (the cost is convex along them). A branch is left once no combination
    /// under it can cost less than the best found: each nutrient is bounded by what the portions
    /// still to count can add at their least and at their most.
    private func bestLevels(
        _ eaterDay: Int, base: (Double, Double, Double, Double), spend baseSpend: Double, free: [Int], vectors: [Double],
        stock: [PortionStock]
    ) -> [Int] {
        let count = free.count
        let last = count - 1
        // Per depth, what the portions after it add at their least (nutrients and spend) and at
        // their most (nutrients).
        var least = Array(repeating: 0.0, count: count * 5)
        var most = Array(repeating: 0.0, count: count * 4)
        for index in stride(from: last - 1, through: 0, by: -1) {
            let next = index + 1
            let (low, high) = (Double(portionMin[free[next]]), Double(portionMax[free[next]]))
            for n in 0..<5 { least[index * 5 + n] = least[next * 5 + n] + low * vectors[next * 5 + n] }
            for n in 0..<4 { most[index * 4 + n] = most[next * 4 + n] + high * vectors[next * 5 + n] }
        }
        // Per depth, the sums of the portions before it.
        var before = Array(repeating: 0.0, count: count * 5)
        (before[0], before[1], before[2], before[3], before[4]) = (base.0, base.1, base.2, base.3, baseSpend)
        var levels = free.map { portionMin[$0] }
        var best = levels
        var bestCost = Double.infinity
        var depth = 0
        while depth >= 0 {
            if depth == last {
                let found = bestLast(eaterDay, partial: before, at: last, levels: levels, free: free, vectors: vectors, stock: stock)
                if found.cost < bestCost {
                    bestCost = found.cost
                    best = levels
                    best[last] = found.halves
                }
                depth -= 1
                if depth >= 0 { levels[depth] += 1 }
                continue
            }
            guard levels[depth] <= portionMax[free[depth]] else {
                levels[depth] = portionMin[free[depth]]
                depth -= 1
                if depth >= 0 { levels[depth] += 1 }
                continue
            }
            let h = Double(levels[depth])
            var sum = (0.0, 0.0, 0.0, 0.0, 0.0)
            sum.0 = before[depth * 5] + h * vectors[depth * 5]
            sum.1 = before[depth * 5 + 1] + h * vectors[depth * 5 + 1]
            sum.2 = before[depth * 5 + 2] + h * vectors[depth * 5 + 2]
            sum.3 = before[depth * 5 + 3] + h * vectors[depth * 5 + 3]
            sum.4 = before[depth * 5 + 4] + h * vectors[depth * 5 + 4]
            let rest = depth * 5
            let low = (sum.0 + least[rest], sum.1 + least[rest + 1], sum.2 + least[rest + 2], sum.3 + least[rest + 3])
            let spend = sum.4 + least[rest + 4]
            // Every nutrient only grows with more servings: more of this portion cannot do better.
            if overshoot(eaterDay, low.0, low.1, low.2, low.3) + spend >= bestCost + planGain {
                levels[depth] = portionMax[free[depth]] + 1
                continue
            }
            let span = depth * 4
            let high = (sum.0 + most[span], sum.1 + most[span + 1], sum.2 + most[span + 2], sum.3 + most[span + 3])
            if leastCost(eaterDay, low: low, high: high) + spend >= bestCost + planGain {
                levels[depth] += 1
                continue
            }
            let next = (depth + 1) * 5
            (before[next], before[next + 1], before[next + 2], before[next + 3], before[next + 4]) = sum
            depth += 1
            if depth < last { levels[depth] = portionMin[free[depth]] }
        }
        return best
    }

    /// The last portion's best halves and the cost, the others at `levels`: from where the
    /// energy would be met, walking downhill.
    private func bestLast(
        _ eaterDay: Int, partial before: [Double], at last: Int, levels: [Int], free: [Int], vectors: [Double], stock: [PortionStock]
    ) -> (cost: Double, halves: Int) {
        let partial = (before[last * 5], before[last * 5 + 1], before[last * 5 + 2], before[last * 5 + 3])
        let spend = before[last * 5 + 4]
        let (v0, v1, v2, v3) = (vectors[last * 5], vectors[last * 5 + 1], vectors[last * 5 + 2], vectors[last * 5 + 3])
        let lastSpend = vectors[last * 5 + 4]
        let (lastMin, lastMax) = (portionMin[free[last]], portionMax[free[last]])
        var used = stock.map(\.usedElsewhere)
        for (term, item) in stock.enumerated() {
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
        var h = lastMin
        if v0 > 0 {
            let meets = (1 / inverseTargets[eaterDay * 4] - partial.0) / v0
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
        return (here, h)
    }
}
