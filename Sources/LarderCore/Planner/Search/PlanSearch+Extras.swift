extension PlanSearch {
    /// The extras groups of `eaterDays` that may change.
    func freeExtras(of eaterDays: [Int]) -> [Int] {
        eaterDays.flatMap { eaterDayExtras[$0] }
    }

    /// On a small plan, re-chooses each extras group of `eaterDays` in turn, every food tried
    /// with its day's servings re-balanced, and gives the choices made: a dish that lets a
    /// person's day go lighter may want a different extra beside it, which re-balancing the
    /// extras' servings alone cannot give. Elsewhere, nothing.
    mutating func rechooseExtras(of eaterDays: [Int]) -> [(Int, Int)] {
        guard polishing else { return [] }
        var made: [(Int, Int)] = []
        for group in freeExtras(of: eaterDays) {
            let days = groupEaterDays[group]
            let kept = choice[group]
            var best = (cost: total, choice: kept, halves: currentHalves(of: days))
            for candidate in candidateRecipes[group].indices where candidate != kept {
                choose([(group, candidate)], eaterDays: days)
                let cost = total
                if cost < best.cost - planGain { best = (cost, candidate, currentHalves(of: days)) }
            }
            set(group, best.choice)
            for (portion, value) in zip(days.flatMap { eaterDayPortions[$0] }, best.halves) { halves[portion] = value }
            for eaterDay in days { refresh(eaterDay) }
            made.append((group, best.choice))
        }
        return made
    }
}
