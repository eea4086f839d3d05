extension PlanCompilation {
    /// The plan a solution describes, with its totals, expiring stock and diagnostics.
    func plan(from assignment: PlannerAssignment) -> MealPlan {
        let totals = problem.dayTotals(of: assignment)
        let expiring = expiringUses(of: assignment)
        var diagnostics = notes
        diagnostics += fewEligible()
        diagnostics += offTargetDays(assignment, totals: totals)
        diagnostics += brokenCounts(assignment)
        diagnostics += repeats(assignment)
        diagnostics += unusedStock(expiring)
        return MealPlan(
            slots: plannedSlots(assignment), extras: plannedExtras(assignment), days: plannedDays(totals), expiring: expiring, diagnostics: diagnostics,
            score: problem.score(of: assignment))
    }

    private func plannedSlots(_ assignment: PlannerAssignment) -> [PlannedSlot] {
        var slots: [PlannedSlot] = []
        for (index, slot) in problem.slots.enumerated() where !slotExtras[index] {
            let group = problem.groups[slot.group]
            let recipe = assignment.recipes[slot.group]
            let cooks = group.cooks && group.slots.first == index
            let eaten = group.slots.reduce(0) { $0 + assignment.halves[$1].reduce(0, +) }
            slots.append(
                PlannedSlot(
                    key: slotKeys[index], recipeID: recipe >= 0 ? problem.recipes[recipe].id : nil,
                    leftoversOf: group.cooks && !cooks ? slotKeys[group.slots[0]] : nil, storedLeftovers: groupStored[slot.group],
                    servings: zip(portionEaters[index], assignment.halves[index]).map {
                        EaterServings(eaterID: request.eaters[$0].id, servings: recipe >= 0 ? Double($1) / 2 : 0)
                    },
                    cookServings: cooks && recipe >= 0 ? Double(eaten) / 2 : 0, kept: !slotFree[index]))
        }
        return slots.sorted { $0.key < $1.key }
    }

    private func plannedExtras(_ assignment: PlannerAssignment) -> [PlannedExtra] {
        problem.slots.indices.compactMap { index -> PlannedExtra? in
            let recipe = assignment.recipes[problem.slots[index].group]
            guard slotExtras[index], slotFree[index], recipe >= 0, let halves = assignment.halves[index].first, halves > 0 else {
                return nil
            }
            return PlannedExtra(
                key: slotKeys[index], eaterID: request.eaters[portionEaters[index][0]].id, extraID: problem.recipes[recipe].id,
                portions: Double(halves) / 2)
        }
        .sorted { ($0.key, $0.eaterID) < ($1.key, $1.eaterID) }
    }

    private func plannedDays(_ totals: [[Double]]) -> [PlannedDay] {
        days.indices.map { day in
            let eaters = problem.eaterDays.indices.filter { problem.eaterDays[$0].day == day }
                .sorted { problem.eaterDays[$0].eater < problem.eaterDays[$1].eater }
                .map { index -> EaterDayTotals in
                    let eater = request.eaters[problem.eaterDays[index].eater]
                    let planned = totals[index]
                    let within = PlanNutrient.allCases.indices.map { withinBand(planned[$0], eater.targets.values[$0], band: $0) }
                    return EaterDayTotals(
                        eaterID: eater.id,
                        totals: PlanNutrition(kcal: planned[0], protein: planned[1], fat: planned[2], carbohydrate: planned[3]),
                        targets: eater.targets, energyWithinBand: within[0], allWithinBands: !within.contains(false))
                }
            return PlannedDay(day: days[day], eaters: eaters)
        }
    }

    func withinBand(_ value: Double, _ target: Double, band index: Int) -> Bool {
        abs(value - target) <= problem.weights.bands[index] * max(target, 1) + 1e-9
    }

    private func expiringUses(of assignment: PlannerAssignment) -> [ExpiringStockUse] {
        let use = problem.foodUse(of: assignment)
        return zip(problem.stockTerms, stockDays).map { term, bestBefore in
            let used = use[term.food][0...term.lastDay].reduce(0, +)
            let before = term.grams - term.itemGrams
            let users = problem.groups.indices.filter { index in
                let group = problem.groups[index]
                let recipe = assignment.recipes[index]
                return group.cooks && group.day <= term.lastDay && recipe >= 0
                    && problem.recipes[recipe].foodGrams.contains { $0.food == term.food }
            }
            return ExpiringStockUse(
                itemID: term.item, food: foods[term.food], grams: term.itemGrams, bestBefore: bestBefore,
                usedGrams: min(term.itemGrams, max(0, used - before)), usedBy: users.map { slotKeys[problem.groups[$0].slots[0]] }.sorted())
        }
    }
}
