import Foundation
import LarderCore
import Plot
import Vapor

/// One week of a household's plan. The days flow in a grid that is one column on a phone and
/// several on a desktop; each day shows each person's energy against their target as a bar,
/// then its meals with their entries and what can be done with each.
struct PlannerWeekView {
    var context: WebContext
    var householdID: UUID
    var householdName: String
    var week: PlanWeek
    var notices: [PlanNotice]
    var feedToken: String

    static let meals: [Meal] = [.breakfast, .lunch, .dinner, .snack]

    /// The Monday of `day`'s week (1970-01-01 was a Thursday).
    static func monday(of day: CalendarDay) -> CalendarDay {
        day.adding(days: -(((day.dayNumber + 3) % 7 + 7) % 7))
    }

    static func path(_ householdID: UUID, _ monday: CalendarDay) -> String {
        "/households/\(householdID)/plan?week=\(monday)"
    }

    func response() -> Response {
        let text = context.text
        let base = "/households/\(householdID)/plan"
        return Page(title: text[.plannerTitle], tab: .home) {
            H1("\(text[.plannerTitle]) · \(householdName)")
            Div {
                Link(text[.plannerPreviousWeek], url: Self.path(householdID, week.first.adding(days: -7)))
                    .class("button button-secondary button-small")
                Span(" \(week.first) – \(week.last) ").class("row-meta")
                Link(text[.plannerNextWeek], url: Self.path(householdID, week.first.adding(days: 7)))
                    .class("button button-secondary button-small")
            }
            .class("planner-nav")
            if !notices.isEmpty {
                Div {
                    H2(text[.plannerNoticesTitle])
                    List(notices.map { $0.message(text) }) { message in ListItem { Text(message) } }
                }
                .class("card planner-notices")
            }
            Div {
                for day in week.days { dayCard(day, text, base) }
            }
            .class("planner-week")
            .attribute(named: "style", value: "display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr))")
            fillForm(text, base)
            Div {
                PostButton(
                    action: "\(base)/shopping", label: text[.plannerToShopping], token: context.csrfToken, style: "button-primary",
                    fields: [("from", week.first.description)])
            }
            .class("card")
            Div {
                CopyRow(label: text[.plannerFeedTitle], id: "plan-feed", value: "/api/plan-feeds/\(feedToken)", text: text)
                PostButton(action: "\(base)/feed", label: text[.plannerFeedRegenerate], token: context.csrfToken)
            }
            .class("card")
        }
        .response(context)
    }

    private func dayCard(_ day: PlanWeek.Day, _ text: Localizer, _ base: String) -> Component {
        let entries = week.entries.filter { $0.day == day.day }
        let names = Dictionary(day.eaters.map { ($0.userID, $0.name) }, uniquingKeysWith: { a, _ in a })
        return Div {
            H2(day.day.description)
            for eater in day.eaters { energyBar(eater, text) }
            for meal in Self.meals {
                let held = entries.filter { $0.meal == meal }
                if !held.isEmpty || meal != .snack {
                    // A slot is where a dragged entry can be dropped (planner.js).
                    Div {
                        H3(text.meal(meal))
                        if held.isEmpty { Paragraph(text[.plannerEmptySlot]).class("row-meta") }
                        for entry in held { entryRow(entry, names, text, base) }
                    }
                    .class("planner-slot")
                    .attribute(named: "data-day", value: day.day.description)
                    .attribute(named: "data-meal", value: meal.rawValue)
                }
            }
            PostButton(
                action: "\(base)/fill", label: text[.plannerFillDay], token: context.csrfToken,
                fields: [("from", week.first.description), ("day", day.day.description)])
        }
        .class("card planner-day")
        .attribute(named: "data-day", value: day.day.description)
    }

    private func energyBar(_ eater: PlanWeek.EaterDay, _ text: Localizer) -> Component {
        let eaten = Int(eater.totals.kcal.rounded())
        guard let target = eater.targets.map({ Int($0.kcal.rounded()) }), target > 0 else {
            return Paragraph("\(eater.name): \(eaten) kcal").class("row-meta")
        }
        let share = Double(eaten) / Double(target)
        return Div {
            Paragraph("\(eater.name): \(text.text(.plannerKcalOf, [String(eaten), String(target)]))").class("row-meta")
            Div {
                Span("")
                    .class(share > 1.05 ? "intake-fill over" : "intake-fill")
                    .attribute(named: "style", value: "width: \(Int((min(share, 1) * 100).rounded()))%")
            }
            .class("intake-bar")
            .attribute(named: "role", value: "progressbar")
            .attribute(named: "aria-label", value: eater.name)
            .attribute(named: "aria-valuemin", value: "0")
            .attribute(named: "aria-valuemax", value: String(target))
            .attribute(named: "aria-valuenow", value: String(eaten))
        }
        .class("planner-eater")
    }

    private func entryRow(_ entry: PlanEntry, _ names: [UUID: String], _ text: Localizer, _ base: String) -> Component {
        let id = entry.id?.uuidString ?? ""
        let portions = (entry.$portions.value ?? []).map { "\(names[$0.userID] ?? "") ×\(PlannerWeekView.servings($0.servings))" }
        return Div {
            Div {
                Span("⠿").class("planner-handle").attribute(named: "title", value: text[.plannerDragToMove])
                    .attribute(named: "aria-hidden", value: "true")
                Link(entry.recipeTitle, url: "/recipes/\(entry.recipeID)").class("row-title")
                if entry.locked { Span(text[.plannerLocked]).class("badge") }
                if entry.leftoversOf != nil { Span(text[.plannerLeftovers]).class("badge") }
                if entry.cookedAt != nil { Span(text[.plannerCooked]).class("badge badge-active") }
            }
            Div(portions.joined(separator: ", ")).class("row-meta")
            if let note = entry.note { Paragraph(note).class("hint") }
            Div {
                if entry.cookedAt == nil {
                    PostButton(action: "\(base)/entries/\(id)/cook", label: text[.plannerCook], token: context.csrfToken, style: "button-primary button-small")
                    if let preparation = week.preparation[entry.recipeID] {
                        PostButton(
                            action: "\(base)/entries/\(id)/prepare",
                            label: text[.plannerPrepareButton] + " (" + preparation.map { text[$0.phrase] }.joined(separator: ", ") + ")",
                            token: context.csrfToken, style: "button-secondary button-small")
                    }
                }
                PostButton(
                    action: "\(base)/entries/\(id)/lock", label: text[entry.locked ? .plannerUnlock : .plannerLock], token: context.csrfToken,
                    style: "button-secondary button-small", fields: [("locked", entry.locked ? "false" : "true")])
                PostButton(action: "\(base)/entries/\(id)/remove", label: text[.plannerRemove], token: context.csrfToken, style: "button-secondary button-small")
                moveForm(entry, text, base)
            }
            .class("planner-actions")
        }
        .class("planner-entry")
        .attribute(named: "data-entry", value: id)
    }

    private func moveForm(_ entry: PlanEntry, _ text: Localizer, _ base: String) -> Component {
        Form(url: "\(base)/entries/\(entry.id?.uuidString ?? "")/move", method: .post) {
            CSRFField(token: context.csrfToken)
            Element(name: "select") {
                for day in week.days {
                    Element(name: "option") { Text(day.day.description) }
                        .attribute(named: "value", value: day.day.description)
                        .attribute(named: "selected", value: day.day == entry.day ? "selected" : nil)
                }
            }
            .attribute(named: "name", value: "day")
            .attribute(named: "aria-label", value: text[.plannerMove])
            Element(name: "select") {
                for meal in Self.meals {
                    Element(name: "option") { Text(text.meal(meal)) }
                        .attribute(named: "value", value: meal.rawValue)
                        .attribute(named: "selected", value: meal == entry.meal ? "selected" : nil)
                }
            }
            .attribute(named: "name", value: "meal")
            .attribute(named: "aria-label", value: text[.plannerMove])
            Button(text[.plannerMove]).attribute(named: "type", value: "submit").class("button button-secondary button-small")
        }
        .class("inline-form")
    }

    private func fillForm(_ text: Localizer, _ base: String) -> Component {
        Div {
            H2(text[.plannerRulesTitle])
            Form(url: "\(base)/fill", method: .post) {
                CSRFField(token: context.csrfToken)
                Input(type: .hidden, name: "from", value: week.first.description)
                FormField(label: text[.plannerNoRepeatDays], name: "noRepeatDays", type: .number, value: "3")
                FormField(label: text[.plannerWeekdayMinutes], name: "weekdayMaxMinutes", type: .number)
                FormField(label: text[.plannerRuleTag], name: "tag")
                FormField(label: text[.plannerRuleAtLeast], name: "atLeast", type: .number)
                FormField(label: text[.plannerRuleAtMost], name: "atMost", type: .number)
                ChoiceGroup(legend: text[.plannerRulesTitle], name: "leastRecent", options: [("on", text[.plannerLeastRecent])], checked: ["on"])
                Button(text[.plannerFill]).attribute(named: "type", value: "submit").class("button button-primary")
            }
        }
        .class("card")
    }

    static func servings(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

/// The home page's way into each household's plan.
struct PlannerHomeLinks: Component {
    var text: Localizer
    var households: [HouseholdService.Summary]

    var body: Component {
        Div {
            for summary in households {
                Link(text.text(.plannerHomeLink, [summary.household.name]), url: "/households/\(summary.household.id)/plan")
                    .class("button button-secondary")
            }
        }
        .class("card planner-home")
    }
}
