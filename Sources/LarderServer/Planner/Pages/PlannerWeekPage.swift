import Foundation
import LarderCore
import Vapor

/// One week of a household's plan. The days flow in a grid that is one column on a phone and
/// several on a desktop; each day shows each person's energy against their target as a bar,
/// then its meals with their entries and what can be done with each.
enum PlannerWeekPage {
    /// One planned dish, as the week shows it.
    struct Entry {
        var id: UUID
        var day: CalendarDay
        var meal: Meal
        var recipeID: UUID
        var recipeTitle: String
        var locked: Bool
        var isLeftovers: Bool
        var isCooked: Bool
        var note: String?
        var portions: [(userID: UUID, servings: Double)]
    }

    /// A simple food one member has beside a meal.
    struct Extra {
        var id: UUID
        var day: CalendarDay
        var meal: Meal
        var userID: UUID
        var foodName: String
        var grams: Double
    }

    struct Model {
        var householdID: UUID
        var householdName: String
        var first: CalendarDay
        var last: CalendarDay
        var days: [PlanWeek.Day]
        var entries: [Entry]
        var extras: [Extra]
        /// What the planned recipes ask to be done the day before, by recipe.
        var preparation: [UUID: [AdvancePreparation]]
        var notices: [PlanNotice]
        var feedToken: String
    }

    static let meals: [Meal] = [.breakfast, .lunch, .dinner, .snack]

    /// The Monday of `day`'s week (1970-01-01 was a Thursday).
    static func monday(of day: CalendarDay) -> CalendarDay {
        day.adding(days: -(((day.dayNumber + 3) % 7 + 7) % 7))
    }

    static func path(_ householdID: UUID, _ monday: CalendarDay) -> String {
        PlannerRoute.week(.value(householdID)).path(query: ["week": monday.description])
    }

    static func servings(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let householdID = model.householdID
            let first = model.first
            return Page(title: text[.plannerTitle], tab: .home) {
                H1("\(text[.plannerTitle]) · \(model.householdName)")
                Div {
                    Link(text[.plannerPreviousWeek], url: PlannerWeekPage.path(householdID, first.adding(days: -7)))
                        .class("button button-secondary button-small")
                    Span(" \(first) – \(model.last) ").class("row-meta")
                    Link(text[.plannerNextWeek], url: PlannerWeekPage.path(householdID, first.adding(days: 7)))
                        .class("button button-secondary button-small")
                }
                .class("planner-nav")
                if !model.notices.isEmpty {
                    Div {
                        H2(text[.plannerNoticesTitle])
                        List(model.notices.map { $0.message(text) }) { message in ListItem { Text(message) } }
                    }
                    .class("card planner-notices")
                }
                Div {
                    for day in model.days {
                        PlannerDayCard(context: context, week: model, day: day)
                    }
                }
                .class("planner-week")
                .attribute(named: "style", value: "display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr))")
                PlannerFillRules(context: context, householdID: householdID, first: first)
                Div {
                    PostButton(
                        action: PlannerRoute.shopping(.value(householdID)).path, label: text[.plannerToShopping], token: context.csrfToken,
                        style: "button-primary", fields: [("from", first.description)])
                }
                .class("card")
                Div {
                    CopyRow(label: text[.plannerFeedTitle], id: "plan-feed", value: LarderAPI.planFeedPath(token: model.feedToken), text: text)
                    PostButton(action: PlannerRoute.feedRegeneration(.value(householdID)).path, label: text[.plannerFeedRegenerate],
                               token: context.csrfToken)
                }
                .class("card")
            }
        }
    }
}

extension PlannerWeekPage.Entry {
    init(_ entry: PlanEntry) throws {
        self.init(
            id: try entry.requireID(), day: entry.day, meal: entry.meal, recipeID: entry.recipeID, recipeTitle: entry.recipeTitle,
            locked: entry.locked, isLeftovers: entry.leftoversOf != nil, isCooked: entry.cookedAt != nil, note: entry.note,
            portions: (entry.$portions.value ?? []).map { (userID: $0.userID, servings: $0.servings) })
    }
}

extension PlannerWeekPage.Extra {
    init(_ extra: PlanExtraItem) throws {
        self.init(
            id: try extra.requireID(), day: extra.day, meal: extra.meal, userID: extra.userID, foodName: extra.foodName,
            grams: extra.grams)
    }
}
