import Foundation
import LarderCore

/// The form that fills the week's empty slots by the rules given.
struct PlannerFillRules: Component {
    var context: WebContext
    var householdID: UUID
    var first: CalendarDay

    var body: Component {
        let text = context.text
        return Div {
            H2(text[.plannerRulesTitle])
            Form(url: PlannerRoute.fill(.value(householdID)).path, method: .post) {
                CSRFField(token: context.csrfToken)
                Input(type: .hidden, name: "from", value: first.description)
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
}

/// The home page's way into each household's plan.
struct PlannerHomeLinks: Component {
    var text: Localizer
    var households: [HouseholdService.Summary]

    var body: Component {
        Div {
            for summary in households {
                Link(text.text(.plannerHomeLink, [summary.household.name]), url: PlannerRoute.week(.value(summary.household.id)).path)
                    .class("button button-secondary")
            }
        }
        .class("card planner-home")
    }
}
