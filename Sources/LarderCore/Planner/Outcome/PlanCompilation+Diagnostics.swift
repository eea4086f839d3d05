extension PlanCompilation {
    /// Meals few recipes may fill, slot by slot with the same count.
    func fewEligible() -> [PlanDiagnostic] {
        var found: [(meal: Meal, counts: EligibilityCount, slots: [PlanSlotKey])] = []
        for (index, group) in problem.groups.enumerated() {
            guard let counts = eligibility[index], counts.eligible > 0, counts.eligible < Self.fewRecipes else { continue }
            let key = slotKeys[group.slots[0]]
            if let same = found.firstIndex(where: { $0.meal == key.meal && $0.counts == counts }) {
                found[same].slots.append(key)
            } else {
                found.append((key.meal, counts, [key]))
            }
        }
        return found.map { .fewEligibleRecipes(meal: $0.meal, slots: $0.slots, counts: $0.counts) }
    }

    /// Fewer eligible recipes than this for a meal is worth saying.
    static let fewRecipes = 5

    func brokenCounts(_ assignment: PlannerAssignment) -> [PlanDiagnostic] {
        problem.countRules.compactMap { rule in
            let members = Set(rule.recipes)
            let count = rule.slots.filter { members.contains(assignment.recipes[problem.slots[$0].group]) }.count
            let short = rule.atLeast.map { count < $0 } ?? false
            let over = rule.atMost.map { count > $0 } ?? false
            guard short || over else { return nil }
            let groups = Set(rule.slots.map { problem.slots[$0].group })
            let eligible = Set(groups.flatMap { problem.groups[$0].candidates.map(\.recipe) }).intersection(members)
            return .weeklyCountNotMet(
                rule: request.rules.weeklyCounts[rule.rule], weekStart: days[0].adding(days: 7 * rule.week), count: count,
                eligibleMatching: eligible.count)
        }
    }

    func repeats(_ assignment: PlannerAssignment) -> [PlanDiagnostic] {
        let window = problem.noRepeatDays
        guard window > 0 else { return [] }
        let cooking = problem.groups.indices.filter { problem.groups[$0].cooks && assignment.recipes[$0] >= 0 }
        var diagnostics: [PlanDiagnostic] = []
        for recipe in Set(cooking.map { assignment.recipes[$0] }).sorted() {
            let groups = cooking.filter { assignment.recipes[$0] == recipe }
            let source = request.recipes[requestRecipe[recipe]]
            let history = source.lastCooked.flatMap { last in
                groups.contains { days[problem.groups[$0].day].days(since: last) < window && last < days[0] } ? last : nil
            }
            let close = groups.contains { first in
                groups.contains { $0 != first && abs(problem.groups[$0].day - problem.groups[first].day) < window }
            }
            guard close || history != nil else { continue }
            let slots = groups.map { slotKeys[problem.groups[$0].slots[0]] }.sorted()
            diagnostics.append(.repeatedTooSoon(recipeID: source.id, slots: slots, lastCooked: history))
        }
        return diagnostics
    }

    func unusedStock(_ uses: [ExpiringStockUse]) -> [PlanDiagnostic] {
        zip(problem.stockTerms, uses).compactMap { term, use in
            guard !use.usedUp else { return nil }
            let usable = problem.groups.contains { group in
                group.cooks && group.day <= term.lastDay
                    && group.candidates.contains { candidate in
                        problem.recipes[candidate.recipe].foodGrams.contains { $0.food == term.food }
                    }
            }
            return .expiringNotUsed(use, reason: usable ? .outweighedByTargetsOrRules : .noEligibleRecipeUsesIt)
        }
    }
}
