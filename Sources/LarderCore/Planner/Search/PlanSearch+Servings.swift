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
        // This runs for every candidate every move tries: its working sums live on the stack.
        withUnsafeTemporaryAllocation(of: Double.self, capacity: ServingsScratch.doubles(free.count, stock.count)) { doubles in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * free.count) { ints in
                let scratch = ServingsScratch(doubles: doubles, ints: ints, count: free.count, stock: stock)
                return searchLevels(eaterDay, base: base, spend: baseSpend, free: free, vectors: vectors, scratch)
            }
        }
    }

    /// The servings search's working memory, carved out of two stack buffers: per depth, what the
    /// portions after it add at their least (nutrients and spend) and at their most (nutrients),
    /// the sums of the portions before it, the levels tried and the best found, and the expiring
    /// stock terms as flat columns.
    private struct ServingsScratch {
        let least, most, before: UnsafeMutableBufferPointer<Double>
        let levels, best: UnsafeMutableBufferPointer<Int>
        let grams, usedElsewhere, used, perHalf: UnsafeMutableBufferPointer<Double>
        let terms: Int

        static func doubles(_ count: Int, _ terms: Int) -> Int { count * 14 + terms * (3 + count) }

        init(doubles: UnsafeMutableBufferPointer<Double>, ints: UnsafeMutableBufferPointer<Int>, count: Int, stock: [PortionStock]) {
            doubles.initialize(repeating: 0)
            ints.initialize(repeating: 0)
            var offset = 0
            func take(_ size: Int) -> UnsafeMutableBufferPointer<Double> {
                defer { offset += size }
                return UnsafeMutableBufferPointer(rebasing: doubles[offset..<offset + size])
            }
            terms = stock.count
            (least, most, before) = (take(count * 5), take(count * 4), take(count * 5))
            (grams, usedElsewhere, used, perHalf) = (take(terms), take(terms), take(terms), take(terms * count))
            (levels, best) = (UnsafeMutableBufferPointer(rebasing: ints[0..<count]), UnsafeMutableBufferPointer(rebasing: ints[count...]))
            for (term, item) in stock.enumerated() {
                grams[term] = item.grams
                usedElsewhere[term] = item.usedElsewhere
                for index in 0..<count { perHalf[term * count + index] = item.perHalf[index] }
            }
        }
    }

    private func searchLevels(
        _ eaterDay: Int, base: (Double, Double, Double, Double), spend baseSpend: Double, free: [Int], vectors: [Double],
        _ scratch: ServingsScratch
    ) -> [Int] {
        let count = free.count
        let last = count - 1
        let (least, most, before, levels, best) = (scratch.least, scratch.most, scratch.before, scratch.levels, scratch.best)
        for index in stride(from: last - 1, through: 0, by: -1) {
            let next = index + 1
            let (low, high) = (Double(portionMin[free[next]]), Double(portionMax[free[next]]))
            for n in 0..<5 { least[index * 5 + n] = least[next * 5 + n] + low * vectors[next * 5 + n] }
            for n in 0..<4 { most[index * 4 + n] = most[next * 4 + n] + high * vectors[next * 5 + n] }
        }
        (before[0], before[1], before[2], before[3], before[4]) = (base.0, base.1, base.2, base.3, baseSpend)
        for (index, portion) in free.enumerated() { (levels[index], best[index]) = (portionMin[portion], portionMin[portion]) }
        var bestCost = Double.infinity
        var depth = 0
        while depth >= 0 {
            if depth == last {
                let found = bestLast(eaterDay, at: last, free: free, vectors: vectors, scratch)
                if found.cost < bestCost {
                    bestCost = found.cost
                    for index in 0..<last { best[index] = levels[index] }
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
        return Array(best)
    }

    /// The last portion's best halves and the cost, the others at the scratch's levels: from
    /// where the energy would be met, walking downhill.
    private func bestLast(_ eaterDay: Int, at last: Int, free: [Int], vectors: [Double], _ scratch: ServingsScratch) -> (
        cost: Double, halves: Int
    ) {
        let (before, levels, used) = (scratch.before, scratch.levels, scratch.used)
        let (grams, perHalf, count) = (scratch.grams, scratch.perHalf, free.count)
        let partial = (before[last * 5], before[last * 5 + 1], before[last * 5 + 2], before[last * 5 + 3])
        let spend = before[last * 5 + 4]
        let (v0, v1, v2, v3) = (vectors[last * 5], vectors[last * 5 + 1], vectors[last * 5 + 2], vectors[last * 5 + 3])
        let lastSpend = vectors[last * 5 + 4]
        let (lastMin, lastMax) = (portionMin[free[last]], portionMax[free[last]])
        for term in 0..<scratch.terms {
            used[term] = scratch.usedElsewhere[term]
            for index in 0..<last { used[term] += perHalf[term * count + index] * Double(levels[index]) }
        }
        func value(_ h: Int) -> Double {
            let x = Double(h)
            var value =
                cost(eaterDay, partial.0 + x * v0, partial.1 + x * v1, partial.2 + x * v2, partial.3 + x * v3) + spend + x * lastSpend
            for term in 0..<scratch.terms {
                let short = grams[term] - used[term] - perHalf[term * count + last] * x
                if short > 0 { value += weights.expiring * short / grams[term] }
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
