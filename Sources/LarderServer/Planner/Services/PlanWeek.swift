import Foundation
import LarderCore

/// A stretch of the plan as people read it: the entries, each day's totals for each member
/// against their targets, and — after a fill — what the planner could not do.
struct PlanWeek: Sendable {
    struct EaterDay: Sendable {
        var userID: UUID
        var name: String
        var totals: PlanNutrition
        /// Nil for a member without a nutrition profile.
        var targets: PlanNutrition?

        /// Energy within ±5 % of the target.
        var withinEnergyBand: Bool {
            guard let targets, targets.kcal > 0 else { return false }
            return abs(totals.kcal - targets.kcal) <= 0.05 * targets.kcal
        }
    }

    struct Day: Sendable {
        var day: CalendarDay
        var eaters: [EaterDay]
    }

    var first: CalendarDay
    var last: CalendarDay
    var entries: [PlanEntry]
    var extras: [PlanExtraItem]
    var days: [Day]
    /// What the planned recipes ask to be done the day before, by recipe.
    var preparation: [UUID: [AdvancePreparation]] = [:]
    var notices: [PlanNotice] = []

    /// Adds up what each member eats each day: servings × the recipe's nutrition per serving,
    /// and their extras.
    static func totals(
        days: [CalendarDay], entries: [PlanEntry], extras: [PlanExtraItem], members: [(UUID, String)], targets: [UUID: PlanNutrition],
        perServing: [UUID: PlanNutrition]
    ) -> [Day] {
        let byDay = Dictionary(grouping: entries, by: \.day)
        let extrasByDay = Dictionary(grouping: extras, by: \.day)
        return days.map { day in
            let eaters = members.map { userID, name in
                var totals = PlanNutrition.zero
                for entry in byDay[day] ?? [] {
                    guard let nutrition = perServing[entry.recipeID] else { continue }
                    for portion in entry.portions where portion.userID == userID {
                        totals = totals + nutrition * portion.servings
                    }
                }
                for extra in extrasByDay[day] ?? [] where extra.userID == userID { totals = totals + extra.nutrition }
                return EaterDay(userID: userID, name: name, totals: totals, targets: targets[userID])
            }
            return Day(day: day, eaters: eaters)
        }
    }
}

extension PlannerService {
    /// The plan from the first to the last day of `range`, with each day's totals.
    func week(_ range: ClosedRange<CalendarDay>, _ access: HouseholdService.Access) async throws -> PlanWeek {
        let entries = try await entries(range, access)
        let extras = try await extras(range, access)
        let (eaters, _) = try await PlannerInputs.targets(self, access)
        let recipes = try await PlannerInputs.plannedRecipes(Set(entries.map(\.recipeID)), self, access)
        let members = try await members(access).map { ($0.userID, $0.name) }
        let targets = Dictionary(eaters.map { ($0.userID, $0.targets) }, uniquingKeysWith: { a, _ in a })
        return PlanWeek(
            first: range.lowerBound, last: range.upperBound, entries: entries, extras: extras,
            days: PlanWeek.totals(
                days: Self.days(range), entries: entries, extras: extras, members: members, targets: targets,
                perServing: recipes.perServing),
            preparation: recipes.preparation)
    }
}
