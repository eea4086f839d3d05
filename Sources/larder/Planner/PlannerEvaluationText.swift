import Foundation
import LarderEvaluation

/// How `larder eval planner` prints a report.
enum PlannerEvaluationText {
    static func print(_ name: String, _ report: PlannerEvaluation.Report) {
        let eligible = report.eligible.sorted()
        Swift.print(
            "\n\(name): \(report.recipes) recipes, \(report.householdWeeks) household-weeks, \(report.people) people, "
                + "eligible recipes a household \(eligible.first ?? 0)–\(eligible.last ?? 0) (median \(eligible.isEmpty ? 0 : eligible[eligible.count / 2]))"
        )
        for (label, figures) in [("planner", report.planner), ("random pick", report.baseline)] {
            Swift.print(
                "  \(label.padding(toLength: 11, withPad: " ", startingAt: 0)) "
                    + String(
                        format:
                            "days within ±5 %% kcal %6.2f %%, and ±10 %% macros %6.2f %% of %d; expiring used %6.2f %% (%d of %d usable, %d items)",
                        figures.shareWithinKcal * 100, figures.shareWithinKcalAndMacros * 100, figures.days,
                        figures.shareExpiringUsed * 100,
                        figures.expiringUsed, figures.expiringFeasible, figures.expiringItems))
        }
        let planner = report.planner
        Swift.print(
            String(
                format: "  with ≥ %d eligible recipes: %6.2f %% kcal, %6.2f %% all bands of %d days",
                PlannerEvaluation.enoughRecipes, planner.shareWithinKcalWithEnoughRecipes * 100,
                planner.shareWithinKcalAndMacrosWithEnoughRecipes * 100, planner.daysWithEnoughRecipes))
        let seconds = report.seconds.sorted()
        if !seconds.isEmpty {
            Swift.print(
                String(format: "  seconds a plan: median %.3f, slowest %.3f", seconds[seconds.count / 2], seconds[seconds.count - 1]))
        }
    }

    /// The report as one JSON object; `synthetic`, another report's object, goes under that key.
    static func json(_ report: PlannerEvaluation.Report, cookbook: String, synthetic: String? = nil) -> String {
        func figures(_ figures: PlannerFigures) -> String {
            "\"daysWithinKcal\":\(IngredientJSON.number(figures.shareWithinKcal)),"
                + "\"daysWithinKcalAndMacros\":\(IngredientJSON.number(figures.shareWithinKcalAndMacros)),"
                + "\"expiringUsed\":\(IngredientJSON.number(figures.shareExpiringUsed)),"
                + "\"expiringUsable\":\(figures.expiringFeasible),\"expiringItems\":\(figures.expiringItems),\"days\":\(figures.days)"
        }
        let planner = report.planner
        var fields = [
            "\"cookbook\":\(IngredientJSON.string(cookbook))", "\"recipes\":\(report.recipes)", figures(planner),
            "\"people\":\(report.people)",
            "\"householdWeeks\":\(report.householdWeeks)",
            "\"daysWithEnoughRecipes\":\(planner.daysWithEnoughRecipes)",
            "\"daysWithinKcalWithEnoughRecipes\":\(IngredientJSON.number(planner.shareWithinKcalWithEnoughRecipes))",
            "\"daysWithinKcalAndMacrosWithEnoughRecipes\":\(IngredientJSON.number(planner.shareWithinKcalAndMacrosWithEnoughRecipes))",
            "\"baseline\":{\(figures(report.baseline))}",
        ]
        if let synthetic { fields.append("\"synthetic\":\(synthetic)") }
        return "{" + fields.joined(separator: ",") + "}"
    }
}
