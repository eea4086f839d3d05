extension PlanCompilation {
    /// One count rule per weekly rule and week of the plan.
    mutating func addCountRules() {
        let first = days[0]
        let weeks = (days[days.count - 1].days(since: first)) / 7 + 1
        for (ruleIndex, rule) in request.rules.weeklyCounts.enumerated() where rule.atLeast != nil || rule.atMost != nil {
            let matching = problem.recipes.indices.filter { rule.selector.matches(request.recipes[requestRecipe[$0]]) }
            for week in 0..<weeks {
                let slots = problem.slots.indices.filter { days[problem.slots[$0].day].days(since: first) / 7 == week }
                let planDays = days.filter { $0.days(since: first) / 7 == week }.count
                guard !slots.isEmpty else { continue }
                let atLeast = rule.atLeast.map { planDays >= 7 ? $0 : $0 * planDays / 7 }
                problem.countRules.append(
                    PlannerProblem.CountRule(
                        rule: ruleIndex, week: week, slots: slots, recipes: matching, atLeast: atLeast, atMost: rule.atMost))
            }
        }
    }
}
