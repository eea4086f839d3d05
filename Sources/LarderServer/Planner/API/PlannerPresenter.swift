import Foundation
import LarderCore

extension Components.Schemas.PlanEntry {
    /// The entry; `preparation` (from a plan range) what its recipe asks to be done the day before.
    init(_ entry: PlanEntry, preparation: [AdvancePreparation] = []) {
        self.init(
            id: entry.id?.uuidString ?? "", day: entry.day.description, meal: .init(entry.meal), position: entry.position,
            recipeId: entry.recipeID.uuidString, recipeTitle: entry.recipeTitle, cookServings: entry.cookServings,
            leftoversOf: entry.leftoversOf?.uuidString, locked: entry.locked, note: entry.note, cookedAt: entry.cookedAt,
            portions: (entry.$portions.value ?? []).map { .init(userId: $0.userID.uuidString, servings: $0.servings) },
            preparation: preparation.isEmpty ? nil : preparation.compactMap { .init(rawValue: $0.rawValue) })
    }
}

extension Components.Schemas.PlanPortion {
    var core: PlannerService.Portion { .init(userID: userId, servings: servings) }
}

extension Components.Schemas.PlanNutrition {
    init(_ nutrition: PlanNutrition) {
        self.init(
            kcal: (nutrition.kcal * 10).rounded() / 10, protein: (nutrition.protein * 10).rounded() / 10,
            fat: (nutrition.fat * 10).rounded() / 10, carbohydrate: (nutrition.carbohydrate * 10).rounded() / 10)
    }
}

extension Components.Schemas.MealPlanRange {
    init(_ week: PlanWeek, text: Localizer) {
        self.init(
            from: week.first.description, to: week.last.description,
            entries: week.entries.map { .init($0, preparation: week.preparation[$0.recipeID] ?? []) },
            extras: week.extras.map(Components.Schemas.PlanExtra.init),
            days: week.days.map { day in
                .init(
                    day: day.day.description,
                    eaters: day.eaters.map { eater in
                        .init(
                            userId: eater.userID.uuidString, name: eater.name, totals: .init(eater.totals),
                            targets: eater.targets.map(Components.Schemas.PlanNutrition.init), withinEnergyBand: eater.withinEnergyBand)
                    })
            },
            notices: week.notices.map { notice in
                .init(
                    kind: .init(rawValue: notice.kind.rawValue) ?? .dish_hyphen_not_hyphen_kept, message: notice.message(text),
                    day: notice.day?.description, meal: notice.meal.map(Components.Schemas.Meal.init),
                    userId: notice.userID?.uuidString)
            })
    }
}

extension Components.Schemas.PlanFeed {
    init(token: String) {
        self.init(token: token, path: LarderAPI.planFeedPath(token: token))
    }
}

extension LarderAPI {
    /// The address of the plan's calendar feed, for the week page's subscription link.
    static func planFeedPath(token: String) -> String {
        "/api/plan-feeds/\(token)"
    }
}

extension Components.Schemas.CookResult {
    init(_ receipt: PantryService.CookReceipt) {
        self.init(
            recipeId: receipt.recipeID.uuidString, recipeTitle: receipt.recipeTitle, servings: receipt.servings,
            operationId: receipt.operationID.uuidString,
            used: receipt.used.map { use in
                .init(
                    itemId: use.item.id?.uuidString ?? "", name: use.item.name, amount: use.amount, unit: use.item.unit,
                    display: use.item.stockUnit.format(use.amount), remaining: use.item.amount)
            },
            skipped: receipt.skipped.map { .init(text: $0.text, reason: .init(rawValue: $0.reason.rawValue) ?? .optional) })
    }
}

extension PlannerFillForm.Rules {
    init(_ input: Components.Schemas.PlanRulesInput) {
        self.init(
            noRepeatDays: input.noRepeatDays,
            weeklyCounts: input.weeklyCounts?.map {
                .init(category: $0.category?.rawValue, tag: $0.tag, atLeast: $0.atLeast, atMost: $0.atMost)
            },
            weekdayMaxMinutes: input.weekdayMaxMinutes, leastRecentlyCookedFirst: input.leastRecentlyCookedFirst)
    }
}
