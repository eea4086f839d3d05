extension PlanSearch {
    /// What a trial change may touch, to put it back.
    struct Saved {
        var choices: [(Int, Int)]
        var halves: [(Int, Int)]
        var eaterDays: [Int]
    }

    func save(groups: [Int], eaterDays: [Int]) -> Saved {
        Saved(
            choices: groups.map { ($0, choice[$0]) },
            halves: eaterDays.flatMap { eaterDayPortions[$0].map { ($0, halves[$0]) } },
            eaterDays: eaterDays)
    }

    mutating func restore(_ saved: Saved) {
        for (group, chosen) in saved.choices { set(group, chosen) }
        for (portion, value) in saved.halves { halves[portion] = value }
        for eaterDay in saved.eaterDays { refresh(eaterDay) }
    }

    /// The whole working plan, to return to the best one found.
    struct Snapshot {
        var choice: [Int]
        var halves: [Int]
        var total: Double
    }

    mutating func snapshot() -> Snapshot {
        Snapshot(choice: choice, halves: halves, total: total)
    }

    mutating func restore(_ snapshot: Snapshot) {
        set(choices: snapshot.choice)
        halves = snapshot.halves
        for eaterDay in problem.eaterDays.indices { refresh(eaterDay) }
    }

    /// Sets groups' choices and gives every eater-day they feed its best servings.
    mutating func choose(_ changes: [(Int, Int)], eaterDays: [Int]) {
        for (group, chosen) in changes { set(group, chosen) }
        for eaterDay in eaterDays { optimise(eaterDay) }
        enforceCaps()
    }

    /// Marks the days of `eaterDays` as changed.
    mutating func touch(_ eaterDays: [Int]) {
        for eaterDay in eaterDays { touchedDays[eaterDayDay[eaterDay]] = true }
    }

    /// The eater-days any of `groups` feeds.
    func eaterDays(of groups: [Int]) -> [Int] {
        groups.count == 1 ? groupEaterDays[groups[0]] : Array(Set(groups.flatMap { groupEaterDays[$0] })).sorted()
    }
}
