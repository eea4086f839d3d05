/// Stored leftovers: a group may not eat more halves than the fridge holds.
extension PlanSearch {
    /// Keeps every group of stored leftovers within what it has.
    mutating func enforceCaps() {
        for group in cappedGroups { enforceCap(group) }
    }

    /// Keeps stored leftovers within what is in the fridge: while a group eats more halves than
    /// it has, takes back the half whose loss costs its eater-day least.
    mutating func enforceCap(_ group: Int) {
        guard let cap = problem.groups[group].maxHalves else { return }
        var eaten = groupPortions[group].reduce(0) { $0 + halves[$1] }
        while eaten > cap {
            var best: (portion: Int, increase: Double)?
            for portion in groupPortions[group] where halves[portion] > portionMin[portion] {
                let eaterDay = portionEaterDay[portion]
                let before = dayCosts[eaterDay]
                halves[portion] -= 1
                refresh(eaterDay)
                let increase = dayCosts[eaterDay] - before
                if best == nil || increase < best!.increase { best = (portion, increase) }
                halves[portion] += 1
                refresh(eaterDay)
            }
            guard let best else { return }
            halves[best.portion] -= 1
            refresh(portionEaterDay[best.portion])
            eaten -= 1
        }
    }

    func withinCap(_ group: Int) -> Bool {
        guard let cap = problem.groups[group].maxHalves else { return true }
        return groupPortions[group].reduce(0) { $0 + halves[$1] } <= cap
    }
}
