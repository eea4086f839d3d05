import Foundation

extension PlanSearch {
    /// Combinations an exhaustive re-choice may try: all the dishes of a day or two with 15–30
    /// recipes each, in a second or two.
    static let exhaustiveCombinations = 20_000
    static let polishFinalists = 64

    /// Re-chooses every dish cooked on one day together: each group's best candidates by the
    /// quick look, every combination of them tried. One dish at a time cannot trade a lighter
    /// lunch for a richer dinner; this can.
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
        return improveTogether(groups, shortlists, current: &current)
    }

    /// Re-chooses `groups` together from every recipe of each, when that makes at most
    /// `exhaustiveCombinations`: for a plan whose best needs several dishes changed at once, each
    /// far down its quick look.
    mutating func improveExhaustively(_ groups: [Int], current: inout Double) -> Bool {
        guard groups.count > 1, Self.combinations(of: groups, candidateRecipes) <= Double(Self.exhaustiveCombinations) else {
            return false
        }
        return improveTogether(groups, groups.map { Array(candidateRecipes[$0].indices) }, current: &current)
    }

    static func combinations(of groups: [Int], _ candidates: [[Int]]) -> Double {
        groups.reduce(1.0) { $0 * Double(candidates[$1].count) }
    }

    /// Every combination of the shortlists tried with the days' servings re-balanced. Where
    /// people have extras, every combination is first balanced with the extras kept, and the
    /// best `dayFinalists` are tried again with the extras re-balanced too; while polishing,
    /// `polishFinalists` of them, their extras re-chosen too: the extras a combination wants
    /// may be none of those kept, which the first look cannot see. True when the plan improved.
    private mutating func improveTogether(_ groups: [Int], _ shortlists: [[Int]], current: inout Double) -> Bool {
        let eaterDays = eaterDays(of: groups)
        let saved = save(groups: polishing ? groups + freeExtras(of: eaterDays) : groups, eaterDays: eaterDays)
        let screening = screens(eaterDays)
        var best: (cost: Double, changes: [(Int, Int)], halves: [Int])?
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
                if cost < (best?.cost ?? current) - planGain { best = (cost, Array(zip(groups, choices)), currentHalves(of: eaterDays)) }
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
        for finalist in screened.sorted(by: { $0.cost < $1.cost }).prefix(polishing ? Self.polishFinalists : Self.dayFinalists) {
            choose(Array(zip(groups, finalist.choices)), eaterDays: eaterDays)
            let changes = Array(zip(groups, finalist.choices)) + rechooseExtras(of: eaterDays)
            let cost = total
            if cost < (best?.cost ?? current) - planGain { best = (cost, changes, currentHalves(of: eaterDays)) }
            restore(saved)
        }
        guard let best else { return false }
        apply(best.changes, halves: best.halves, eaterDays: eaterDays)
        current = best.cost
        return true
    }
}
