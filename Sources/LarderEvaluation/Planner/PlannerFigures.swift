import LarderCore

/// What a set of plans achieved, person-day by person-day and expiring item by item.
public struct PlannerFigures: Sendable, Hashable {
    /// Person-days planned, and those within ±5 % energy, and also ±10 % of every macronutrient.
    public var days = 0
    public var withinKcal = 0
    public var withinKcalAndMacros = 0
    /// The same over the household-weeks with at least 20 eligible recipes.
    public var daysWithEnoughRecipes = 0
    public var withinKcalWithEnoughRecipes = 0
    public var withinKcalAndMacrosWithEnoughRecipes = 0
    /// Items expiring during the week; those some eligible dish cooked by their date could use
    /// up (ignoring targets); and of those, the ones used up in time.
    public var expiringItems = 0
    public var expiringFeasible = 0
    public var expiringUsed = 0
    /// The objective summed over the plans.
    public var objective = 0.0

    public var shareWithinKcal: Double { share(withinKcal, days) }
    public var shareWithinKcalAndMacros: Double { share(withinKcalAndMacros, days) }
    public var shareWithinKcalWithEnoughRecipes: Double { share(withinKcalWithEnoughRecipes, daysWithEnoughRecipes) }
    public var shareWithinKcalAndMacrosWithEnoughRecipes: Double { share(withinKcalAndMacrosWithEnoughRecipes, daysWithEnoughRecipes) }
    public var shareExpiringUsed: Double { share(expiringUsed, expiringFeasible) }

    private func share(_ part: Int, _ whole: Int) -> Double {
        whole == 0 ? 0 : Double(part) / Double(whole)
    }

    /// Adds one plan of a household-week with `eligible` recipes.
    mutating func add(_ plan: MealPlan, problem: PlannerProblem, eligible: Int) {
        for day in plan.days {
            for eater in day.eaters {
                days += 1
                if eater.energyWithinBand { withinKcal += 1 }
                if eater.allWithinBands { withinKcalAndMacros += 1 }
                guard eligible >= PlannerEvaluation.enoughRecipes else { continue }
                daysWithEnoughRecipes += 1
                if eater.energyWithinBand { withinKcalWithEnoughRecipes += 1 }
                if eater.allWithinBands { withinKcalAndMacrosWithEnoughRecipes += 1 }
            }
        }
        for (term, use) in zip(problem.stockTerms, plan.expiring) {
            expiringItems += 1
            guard Self.couldUseUp(term, problem) else { continue }
            expiringFeasible += 1
            if use.usedUp { expiringUsed += 1 }
        }
        objective += plan.score.total
    }

    /// True when dishes cooked by the term's last day could use all of it and the stock of the
    /// same food expiring before it, each at its largest servings, targets aside.
    static func couldUseUp(_ term: PlannerProblem.StockTerm, _ problem: PlannerProblem) -> Bool {
        var most = 0.0
        for group in problem.groups where group.cooks && group.day <= term.lastDay {
            let servings = group.slots.reduce(0.0) { sum, slot in
                sum + problem.slots[slot].portions.reduce(0.0) { $0 + Double($1.maxHalves) / 2 }
            }
            let grams = group.candidates.map { candidate in
                problem.recipes[candidate.recipe].foodGrams.filter { $0.food == term.food }.reduce(0.0) { $0 + $1.grams }
            }
            most += servings * (grams.max() ?? 0)
        }
        return most >= term.grams - 1
    }
}
