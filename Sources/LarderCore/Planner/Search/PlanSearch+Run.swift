extension PlanSearch {
    /// Searches from a random plan, then perturbs the best plan found `options.rounds` times
    /// and searches again, keeping whatever is better (iterated local search). A small plan is
    /// searched so from `options.smallPlanStarts` random plans, its moves trying more in full,
    /// and the best is polished.
    mutating func run(_ options: PlannerOptions) {
        guard !freeGroups.isEmpty else {
            for eaterDay in problem.eaterDays.indices { optimise(eaterDay) }
            enforceCaps()
            return
        }
        let small = freeDishes.count <= options.smallPlan
        thorough = small
        var best: Snapshot?
        for start in 0..<(small ? max(1, options.smallPlanStarts) : 1) {
            // The first start keeps the caller's seed; the others are spread over the seed space.
            var random = SeededGenerator(seed: options.seed &+ UInt64(start) &* 0x9E37_79B9_7F4A_7C15)
            searchFromRandomPlan(options, &random)
            if let found = best, total >= found.total - planGain { continue }
            best = snapshot()
        }
        if let best { restore(best) }
        if small { polish(options) }
    }

    /// Re-chooses all the plan's dishes together from every recipe of each, or each day's where
    /// that makes too many combinations, with the extras re-chosen beside them, and searches
    /// again, until that finds nothing better. Once, at the end: it costs as much as the rest of
    /// a small plan's search.
    private mutating func polish(_ options: PlannerOptions) {
        var random = SeededGenerator(seed: options.seed)
        polishing = true
        defer { polishing = false }
        var current = total
        let together = Self.combinations(of: freeDishes, candidateRecipes) <= Double(Self.exhaustiveCombinations)
        while true {
            var improved = false
            if together {
                improved = improveExhaustively(freeDishes, current: &current)
            } else {
                for day in 0..<problem.dayCount where improveExhaustively(freeDishesByDay[day], current: &current) { improved = true }
            }
            guard improved else { return }
            search(options, &random)
            current = total
        }
    }

    private mutating func searchFromRandomPlan(_ options: PlannerOptions, _ random: inout SeededGenerator) {
        for group in freeGroups { set(group, random.below(problem.groups[group].candidates.count)) }
        for eaterDay in problem.eaterDays.indices { optimise(eaterDay) }
        enforceCaps()
        search(options, &random)
        var best = snapshot()
        for _ in 0..<options.rounds {
            perturb(&random)
            search(options, &random)
            let cost = total
            if cost < best.total - planGain {
                best = snapshot()
            } else {
                restore(best)
            }
        }
        restore(best)
    }

    /// Local search to a plan no single move improves.
    mutating func search(_ options: PlannerOptions, _ random: inout SeededGenerator) {
        var current = total
        for _ in 0..<100 {
            var improved = false
            for group in shuffled(freeGroups, &random)
            where improveGroup(group, shortlist: options.shortlist, current: &current) {
                improved = true
            }
            if improveBySwapping(current: &current) { improved = true }
            if improveServings(current: &current) { improved = true }
            if !improved {
                for day in 0..<problem.dayCount where improveDay(day, combinations: options.dayCombinations, current: &current) {
                    improved = true
                }
            }
            if !improved { return }
        }
    }

    /// Gives the dishes of one random day, or two random dishes, random recipes.
    private mutating func perturb(_ random: inout SeededGenerator) {
        for day in touchedDays.indices { touchedDays[day] = false }
        let pool = freeDishes.isEmpty ? freeGroups : freeDishes
        let byDay = freeDishes.isEmpty ? freeGroupsByDay : freeDishesByDay
        let days = byDay.indices.filter { !byDay[$0].isEmpty }
        let groups =
            random.below(2) == 0
            ? byDay[days[random.below(days.count)]]
            : [pool[random.below(pool.count)], pool[random.below(pool.count)]]
        let changes = groups.map { ($0, random.below(problem.groups[$0].candidates.count)) }
        let eaterDays = eaterDays(of: groups)
        choose(changes, eaterDays: eaterDays)
        touch(eaterDays)
    }

    private func shuffled(_ items: [Int], _ random: inout SeededGenerator) -> [Int] {
        var items = items
        for index in stride(from: items.count - 1, to: 0, by: -1) {
            items.swapAt(index, random.below(index + 1))
        }
        return items
    }
}
