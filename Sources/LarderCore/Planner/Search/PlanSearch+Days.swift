import Foundation

extension PlanSearch {
    /// Re-chooses every dish cooked on one day together: each group's best candidates by the
    /// quick look, every combination of them tried with the days' servings re-balanced. One
    /// dish at a time cannot trade a lighter lunch for a richer dinner; this can. Where people
    /// have extras, every combination is first balanced with the extras kept, and the best
    /// `dayFinalists` are tried again with the extras re-chosen too.
    mutating func improveDay(_ day: Int, combinations: Int, current: inout Double) -> Bool {
        let groups = freeDishesByDay[day]
        guard groups.count > 1, touchedDays[day] else { return false }
        touchedDays[day] = false
        let width = max(2, Int(pow(Double(combinations), 1 / Double(groups.count))))
        let shortlists = groups.map { group -> [Int] in
            var list = Array(quickRanking(group).prefix(width))
            if !list.contains(choice[group]) { list[list.count - 1] = choice[group] }
            return list
        }
        let eaterDays = eaterDays(of: groups)
        let saved = save(groups: groups, eaterDays: eaterDays)
        let screening = screens(eaterDays)
        var best: (cost: Double, choices: [Int], halves: [Int])?
        var screened: [(cost: Double, choices: [Int])] = []
        var picks = Array(repeating: 0, count: groups.count)
        while true {
            let choices = zip(shortlists, picks).map { $0[$1] }
            if screening {
                for (group, chosen) in zip(groups, choices) { set(group, chosen) }
                for eaterDay in eaterDays { optimise(eaterDay, keepingExtras: true) }
                enforceCaps()
                screened.append((total, choices))
            } else {
                choose(Array(zip(groups, choices)), eaterDays: eaterDays)
                let cost = total
                if cost < (best?.cost ?? current) - planGain { best = (cost, choices, currentHalves(of: eaterDays)) }
            }
            var index = groups.count - 1
            while index >= 0 {
                picks[index] += 1
                if picks[index] < shortlists[index].count { break }
                picks[index] = 0
                index -= 1
            }
            if index < 0 { break }
        }
        restore(saved)
        for finalist in screened.sorted(by: { $0.cost < $1.cost }).prefix(Self.dayFinalists) {
            choose(Array(zip(groups, finalist.choices)), eaterDays: eaterDays)
            let cost = total
            if cost < (best?.cost ?? current) - planGain { best = (cost, finalist.choices, currentHalves(of: eaterDays)) }
            restore(saved)
        }
        guard let best else { return false }
        apply(Array(zip(groups, best.choices)), halves: best.halves, eaterDays: eaterDays)
        current = best.cost
        return true
    }
}
