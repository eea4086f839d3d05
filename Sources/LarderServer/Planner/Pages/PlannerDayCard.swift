import Foundation
import LarderCore

/// One day of the planned week: each eater's energy against their target, then its meals with
/// their entries and what can be done with each.
struct PlannerDayCard: Component {
    var context: WebContext
    var week: PlannerWeekPage.Model
    var day: PlanWeek.Day

    var body: Component {
        let text = context.text
        let entries = week.entries.filter { $0.day == day.day }
        let extras = week.extras.filter { $0.day == day.day }
        let names = Dictionary(day.eaters.map { ($0.userID, $0.name) }, uniquingKeysWith: { a, _ in a })
        return Div {
            H2(day.day.description)
            for eater in day.eaters { energyBar(eater, text) }
            for meal in PlannerWeekPage.meals {
                let held = entries.filter { $0.meal == meal }
                let beside = extras.filter { $0.meal == meal }
                if !held.isEmpty || !beside.isEmpty || meal != .snack {
                    // A slot is where a dragged entry can be dropped (planner.js).
                    Div {
                        H3(text.meal(meal))
                        if held.isEmpty && beside.isEmpty { Paragraph(text[.plannerEmptySlot]).class("row-meta") }
                        for entry in held { entryRow(entry, names, text) }
                        for extra in beside { extraRow(extra, names, text) }
                    }
                    .class("planner-slot")
                    .attribute(named: "data-day", value: day.day.description)
                    .attribute(named: "data-meal", value: meal.rawValue)
                }
            }
            PostButton(
                action: PlannerRoute.fill(.value(week.householdID)).path, label: text[.plannerFillDay], token: context.csrfToken,
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

    private func action(_ entry: PlannerWeekPage.Entry, _ action: PlannerRoute.EntryAction) -> String {
        PlannerRoute.entry(.value(week.householdID), entry: .value(entry.id), action).path
    }

    private func entryRow(_ entry: PlannerWeekPage.Entry, _ names: [UUID: String], _ text: Localizer) -> Component {
        let portions = entry.portions.map { "\(names[$0.userID] ?? "") ×\(PlannerWeekPage.servings($0.servings))" }
        return Div {
            Div {
                Span("⠿").class("planner-handle").attribute(named: "title", value: text[.plannerDragToMove])
                    .attribute(named: "aria-hidden", value: "true")
                Link(entry.recipeTitle, url: RecipeRoute.detail(.value(entry.recipeID)).path).class("row-title")
                if entry.locked { Span(text[.plannerLocked]).class("badge") }
                if entry.isLeftovers { Span(text[.plannerLeftovers]).class("badge") }
                if entry.isCooked { Span(text[.plannerCooked]).class("badge badge-active") }
            }
            Div(portions.joined(separator: ", ")).class("row-meta")
            if let note = entry.note { Paragraph(note).class("hint") }
            Div {
                if !entry.isCooked {
                    PostButton(action: action(entry, .cook), label: text[.plannerCook], token: context.csrfToken, style: "button-primary button-small")
                    if let preparation = week.preparation[entry.recipeID] {
                        PostButton(
                            action: action(entry, .prepare),
                            label: text[.plannerPrepareButton] + " (" + preparation.map { text[$0.phrase] }.joined(separator: ", ") + ")",
                            token: context.csrfToken, style: "button-secondary button-small")
                    }
                }
                PostButton(
                    action: action(entry, .lock), label: text[entry.locked ? .plannerUnlock : .plannerLock], token: context.csrfToken,
                    style: "button-secondary button-small", fields: [("locked", entry.locked ? "false" : "true")])
                PostButton(action: action(entry, .remove), label: text[.plannerRemove], token: context.csrfToken, style: "button-secondary button-small")
                moveForm(entry, text)
            }
            .class("planner-actions")
        }
        .class("planner-entry")
        .attribute(named: "data-entry", value: entry.id.uuidString)
    }

    /// A simple food one member has beside the meal: "+ Greek yoghurt, 170 g — Ada".
    private func extraRow(_ extra: PlannerWeekPage.Extra, _ names: [UUID: String], _ text: Localizer) -> Component {
        Div {
            Span(text.text(
                    .plannerExtraFor, [text.foodName(extra.foodName), text.stock(extra.grams, StockUnit(.gram)), names[extra.userID] ?? ""])).class("row-meta")
            PostButton(
                action: PlannerRoute.extraRemoval(.value(week.householdID), extra: .value(extra.id)).path, label: text[.plannerRemove],
                token: context.csrfToken, style: "button-secondary button-small")
        }
        .class("planner-extra")
    }

    private func moveForm(_ entry: PlannerWeekPage.Entry, _ text: Localizer) -> Component {
        Form(url: action(entry, .move), method: .post) {
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
                for meal in PlannerWeekPage.meals {
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
}
