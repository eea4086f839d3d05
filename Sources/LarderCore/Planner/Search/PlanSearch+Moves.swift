/// A change must gain more than this to count, so rounding never cycles.
let planGain = 1e-9

extension PlanSearch {
    /// Candidates of an extras group tried in full when re-choosing it; on a small plan, all of
    /// them: when no extra helps alone, the quick look ties them all, and the one that helps
    /// with a dish's servings lowered may be any.
    static let extrasShortlist = 3
    /// Combinations of a day's dishes, and recipes of one dish, tried in full after a first look
    /// with the extras kept; on a small plan, more recipes of one dish, since the first look
    /// cannot see the extras a recipe would let go.
    static let dayFinalists = 8
    static let groupFinalists = 3
    static let thoroughGroupFinalists = 6

    /// True when a dish move touching `eaterDays` is first tried with their extras kept: some
    /// eater-day has extras.
    func screens(_ eaterDays: [Int]) -> Bool {
        eaterDays.contains { eaterDay in eaterDayPortions[eaterDay].contains { extrasGroup[portionGroup[$0]] } }
    }
}

extension PlanSearch {
    /// Re-chooses one group's recipe: the quick look's best few are tried with the whole days'
    /// servings re-balanced. Where its eaters have extras, the dishes' servings are balanced
    /// first with the extras kept, and the best few (`groupFinalists`) are tried again with the
    /// extras re-balanced too. True when the plan improved.
    mutating func improveGroup(_ group: Int, shortlist: Int, current: inout Double) -> Bool {
        let eaterDays = groupEaterDays[group]
        let rechosen = polishing && !extrasGroup[group] ? freeExtras(of: eaterDays) : []
        let saved = save(groups: [group] + rechosen, eaterDays: eaterDays)
        var best: (cost: Double, changes: [(Int, Int)], halves: [Int])?
        // An extra's quick look already balances its own portion, the only one it has.
        let tried = extrasGroup[group] ? (thorough ? Int.max : min(shortlist, Self.extrasShortlist)) : shortlist
        var candidates = Array(quickRanking(group).prefix(tried))
        if !extrasGroup[group], screens(eaterDays) {
            var screened: [(cost: Double, candidate: Int)] = []
            for candidate in candidates {
                set(group, candidate)
                for eaterDay in eaterDays { optimise(eaterDay, keepingExtras: true) }
                enforceCaps()
                screened.append((total, candidate))
                restore(saved)
            }
            let finalists = thorough ? Self.thoroughGroupFinalists : Self.groupFinalists
            candidates = screened.sorted { $0.cost < $1.cost }.prefix(finalists).map(\.candidate)
        }
        for candidate in candidates {
            choose([(group, candidate)], eaterDays: eaterDays)
            let extras = rechosen.isEmpty ? [] : rechooseExtras(of: eaterDays)
            let cost = total
            if cost < (best?.cost ?? current) - planGain { best = (cost, [(group, candidate)] + extras, currentHalves(of: eaterDays)) }
            restore(saved)
        }
        guard let best else { return false }
        apply(best.changes, halves: best.halves, eaterDays: eaterDays)
        current = best.cost
        return true
    }

    /// Exchanges the recipes of two groups where each may take the other's, trying in full only
    /// the exchanges a quick look (each group changed alone) finds promising.
    mutating func improveBySwapping(current: inout Double) -> Bool {
        var improved = false
        if !termFood.isEmpty { _ = expiringCost() }
        for (index, first) in freeDishes.enumerated() {
            for second in freeDishes[(index + 1)...] {
                let (a, b) = (recipe(of: first), recipe(of: second))
                guard a != b, let toFirst = position(of: b, in: first), let toSecond = position(of: a, in: second) else { continue }
                if let one = quickChange(first, toFirst), let other = quickChange(second, toSecond), one + other >= 0,
                    closeGroups[first].isEmpty, groupRules[first].isEmpty
                {
                    continue
                }
                let eaterDays = eaterDays(of: [first, second])
                let saved = save(groups: [first, second], eaterDays: eaterDays)
                // With the extras kept the cost can only be higher than with them re-balanced
                // too, so an exchange that gains then gains at least as much after.
                let screening = screens(eaterDays)
                if screening {
                    set(first, toFirst)
                    set(second, toSecond)
                    for eaterDay in eaterDays { optimise(eaterDay, keepingExtras: true) }
                    enforceCaps()
                } else {
                    choose([(first, toFirst), (second, toSecond)], eaterDays: eaterDays)
                }
                let cost = total
                if cost < current - planGain {
                    if screening { choose([], eaterDays: eaterDays) }
                    current = total
                    improved = true
                    touch(eaterDays)
                } else {
                    restore(saved)
                }
                if !termFood.isEmpty { _ = expiringCost() }
            }
        }
        return improved
    }

    /// Moves servings by a half, alone or from one slot of a day to another: what the whole
    /// days' balancing cannot see, such as using up expiring stock.
    mutating func improveServings(current: inout Double) -> Bool {
        var improved = false
        for eaterDay in problem.eaterDays.indices {
            let portions = eaterDayPortions[eaterDay].filter { portionMin[$0] < portionMax[$0] && recipe(of: portionGroup[$0]) >= 0 }
            for first in portions {
                for step in [-1, 1] where tryServings([(first, step)], eaterDay, current: &current) { improved = true }
                for second in portions where second != first && tryServings([(first, 1), (second, -1)], eaterDay, current: &current) {
                    improved = true
                }
            }
        }
        return improved
    }

    private mutating func tryServings(_ steps: [(portion: Int, step: Int)], _ eaterDay: Int, current: inout Double) -> Bool {
        for (portion, step) in steps {
            let value = halves[portion] + step
            guard value >= portionMin[portion], value <= portionMax[portion] else { return false }
        }
        let saved = save(groups: [], eaterDays: [eaterDay])
        for (portion, step) in steps { halves[portion] += step }
        refresh(eaterDay)
        let capped = steps.allSatisfy { withinCap(portionGroup[$0.portion]) }
        let cost = total
        if capped, cost < current - planGain {
            current = cost
            touch([eaterDay])
            return true
        }
        restore(saved)
        return false
    }

    func position(of recipe: Int, in group: Int) -> Int? {
        candidateRecipes[group].firstIndex(of: recipe)
    }

    func currentHalves(of eaterDays: [Int]) -> [Int] {
        eaterDays.flatMap { eaterDayPortions[$0].map { halves[$0] } }
    }

    mutating func apply(_ changes: [(Int, Int)], halves values: [Int], eaterDays: [Int]) {
        for (group, chosen) in changes { set(group, chosen) }
        touch(eaterDays)
        let portions = eaterDays.flatMap { eaterDayPortions[$0] }
        for (portion, value) in zip(portions, values) { halves[portion] = value }
        for eaterDay in eaterDays { refresh(eaterDay) }
    }
}
