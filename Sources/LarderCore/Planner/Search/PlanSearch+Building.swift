/// The working plan's lookup tables, built once from the problem.
extension PlanSearch {
    /// Portions numbered across all slots: each one's group, eater-day and limits, and each
    /// slot's portion numbers.
    static func portions(_ problem: PlannerProblem) -> (group: [Int], eaterDay: [Int], min: [Int], max: [Int], ofSlots: [[Int]]) {
        var table = (group: [Int](), eaterDay: [Int](), min: [Int](), max: [Int](), ofSlots: [[Int]]())
        for slot in problem.slots {
            table.ofSlots.append(Array(table.group.count..<(table.group.count + slot.portions.count)))
            for portion in slot.portions {
                table.group.append(slot.group)
                table.eaterDay.append(portion.eaterDay)
                table.min.append(portion.minHalves)
                table.max.append(max(portion.minHalves, portion.maxHalves))
            }
        }
        return table
    }

    /// Per count rule, which recipes count and its groups with how many of its slots each has;
    /// per group, its rules the same way.
    static func rules(_ problem: PlannerProblem) -> (
        members: [[Bool]], groups: [[(group: Int, slots: Int)]], ofGroups: [[(rule: Int, slots: Int)]]
    ) {
        let members = problem.countRules.map { rule in
            var members = Array(repeating: false, count: problem.recipes.count)
            for recipe in rule.recipes { members[recipe] = true }
            return members
        }
        let groups = problem.countRules.map { rule -> [(group: Int, slots: Int)] in
            var counts: [Int: Int] = [:]
            for slot in rule.slots { counts[problem.slots[slot].group, default: 0] += 1 }
            return counts.keys.sorted().map { ($0, counts[$0]!) }
        }
        var ofGroups = Array(repeating: [(rule: Int, slots: Int)](), count: problem.groups.count)
        for (rule, members) in groups.enumerated() {
            for (group, slots) in members { ofGroups[group].append((rule, slots)) }
        }
        return (members, groups, ofGroups)
    }

    /// Pairs of cooking groups fewer than `noRepeatDays` apart.
    static func closePairs(_ problem: PlannerProblem) -> [(Int, Int)] {
        guard problem.noRepeatDays > 0 else { return [] }
        var pairs: [(Int, Int)] = []
        let cooking = problem.groups.indices.filter { problem.groups[$0].cooks && !problem.groups[$0].candidates.isEmpty }
        for (position, first) in cooking.enumerated() {
            for second in cooking[(position + 1)...]
            where abs(problem.groups[first].day - problem.groups[second].day) < problem.noRepeatDays {
                pairs.append((first, second))
            }
        }
        return pairs
    }

    /// Per group, the groups it is paired with.
    static func neighbours(_ pairs: [(Int, Int)], count: Int) -> [[Int]] {
        var neighbours = Array(repeating: [Int](), count: count)
        for (first, second) in pairs {
            neighbours[first].append(second)
            neighbours[second].append(first)
        }
        return neighbours
    }

    /// The expiring foods each recipe uses, laid flat: per recipe a range of `food` and `grams`.
    static func expiringFoods(_ problem: PlannerProblem) -> (ranges: [Range<Int>], food: [Int], grams: [Double]) {
        var table = (ranges: [Range<Int>](), food: [Int](), grams: [Double]())
        for recipe in problem.recipes {
            let start = table.food.count
            for use in recipe.foodGrams {
                table.food.append(use.food)
                table.grams.append(use.grams)
            }
            table.ranges.append(start..<table.food.count)
        }
        return table
    }
}
