import Foundation
import LarderCore

/// A planner diagnostic worded for people: what kind it is, where, and a sentence in the
/// reader's language ("Ada on 2026-03-02: Energy 1480 of 2000 — even the largest servings give
/// too little").
struct PlanNotice: Sendable {
    enum Kind: String, Sendable {
        case dayOffTarget = "day-off-target"
        case noEligibleRecipe = "no-eligible-recipe"
        case fewEligibleRecipes = "few-eligible-recipes"
        case weeklyCountNotMet = "weekly-count-not-met"
        case repeatedTooSoon = "repeated-too-soon"
        case expiringNotUsed = "expiring-not-used"
        case dishNotKept = "dish-not-kept"
    }

    var kind: Kind
    var day: CalendarDay?
    var meal: Meal?
    var userID: UUID?
    var phrase: Phrase
    /// Arguments; a `Phrase` argument is worded first (reasons, nutrient and meal names).
    var arguments: [Argument]

    enum Argument: Sendable {
        case text(String)
        case phrase(Phrase, [String])
        case meal(Meal)
    }

    func message(_ text: Localizer) -> String {
        text.text(
            phrase,
            arguments.map { argument in
                switch argument {
                case .text(let value): value
                case .phrase(let phrase, let values): text.text(phrase, values)
                case .meal(let meal): text.meal(meal)
                }
            })
    }

    init?(_ diagnostic: PlanDiagnostic, names: [String: String], titles: [String: String]) {
        switch diagnostic {
        case .dayOffTarget(let off):
            guard let miss = off.misses.first else { return nil }
            self.init(
                kind: .dayOffTarget, day: off.day, userID: UUID(uuidString: off.eaterID), phrase: .plannerNoticeDayOff,
                arguments: [
                    .text(names[off.eaterID] ?? ""), .text(off.day.description), .phrase(Self.name(miss.nutrient), []),
                    .text(Self.number(miss.planned)), .text(Self.number(miss.target)), Self.reason(off.reason),
                ])
        case .noEligibleRecipe(let slot, let counts):
            self.init(
                kind: .noEligibleRecipe, day: slot.day, meal: slot.meal, phrase: .plannerNoticeNoRecipe,
                arguments: [.meal(slot.meal), .text(slot.day.description), .text(String(counts.recipes))])
        case .fewEligibleRecipes(let meal, _, let counts):
            self.init(
                kind: .fewEligibleRecipes, meal: meal, phrase: .plannerNoticeFewRecipes,
                arguments: [.text(String(counts.eligible)), .meal(meal)])
        case .weeklyCountNotMet(let rule, let weekStart, let count, _):
            let label: String =
                switch rule.selector {
                case .category(let category): category.rawValue
                case .tag(let tag): tag
                }
            self.init(
                kind: .weeklyCountNotMet, day: weekStart, phrase: .plannerNoticeWeeklyCount,
                arguments: [.text(label), .text(weekStart.description), .text(String(count))])
        case .repeatedTooSoon(let recipeID, let slots, _):
            self.init(
                kind: .repeatedTooSoon, day: slots.first?.day, meal: slots.first?.meal, phrase: .plannerNoticeRepeated,
                arguments: [.text(titles[recipeID] ?? recipeID)])
        case .expiringNotUsed(let use, _):
            self.init(
                kind: .expiringNotUsed, day: use.bestBefore, phrase: .plannerNoticeExpiring,
                arguments: [.text(use.bestBefore.description), .text(Self.number(use.usedGrams)), .text(Self.number(use.grams))])
        case .unknownRecipe(_, let slot), .leftoversWithoutSource(let slot, _):
            self.init(
                kind: .dishNotKept, day: slot.day, meal: slot.meal, phrase: .plannerNoticeNotKept,
                arguments: [.meal(slot.meal), .text(slot.day.description)])
        }
    }

    init(kind: Kind, day: CalendarDay? = nil, meal: Meal? = nil, userID: UUID? = nil, phrase: Phrase, arguments: [Argument]) {
        self.kind = kind
        self.day = day
        self.meal = meal
        self.userID = userID
        self.phrase = phrase
        self.arguments = arguments
    }

    static func name(_ nutrient: PlanNutrient) -> Phrase {
        switch nutrient {
        case .energy: .nutrientEnergy
        case .protein: .nutrientProtein
        case .fat: .nutrientFat
        case .carbohydrate: .nutrientCarbohydrate
        }
    }

    static func reason(_ reason: OffTargetReason) -> Argument {
        switch reason {
        case .keptMealsTooMuch: .phrase(.plannerReasonKeptTooMuch, [])
        case .tooMuchEvenAtLeast: .phrase(.plannerReasonTooMuchAtLeast, [])
        case .tooLittleEvenAtMost: .phrase(.plannerReasonTooLittleAtMost, [])
        case .tooLittleForItsEnergy: .phrase(.plannerReasonTooLittleForEnergy, [])
        case .tooMuchForItsEnergy: .phrase(.plannerReasonTooMuchForEnergy, [])
        case .noCombination: .phrase(.plannerReasonNoCombination, [])
        }
    }

    static func number(_ value: Double) -> String { String(Int(value.rounded())) }
}
