import LarderCore
import Vapor

/// The eating-rules form: diets as checkboxes, each left-out food as a ticked box (untick to put
/// it back), and a field that leaves out one more by name.
enum EatingRulesPage {
    struct Model {
        var rules: EatingRulesService.Rules
        var state: FormState
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let rules = model.rules
            let state = model.state
            let text = context.text
            return Page(title: text[.eatingRulesTitle], tab: .me) {
                H1(text[.eatingRulesTitle])
                NutritionNav(current: .profile, text: text)
                Div {
                    Paragraph(text[.eatingRulesIntro])
                    FormError(message: state.formError)
                    Form(url: NutritionRoute.eatingRules.path, method: .post) {
                        CSRFField(token: context.csrfToken)
                        ChoiceGroup(
                            legend: text[.eatingRulesDiet], name: "diet[]",
                            options: DietFlag.allCases.map { ($0.rawValue, text[$0.phrase]) },
                            checked: Set(rules.diet.map(\.rawValue)))
                        if rules.excludedFoods.isEmpty {
                            Paragraph(text[.eatingRulesNone]).class("row-meta")
                        } else {
                            ChoiceGroup(
                                legend: text[.eatingRulesExcluded], name: "keep[]",
                                options: rules.excludedFoods.map { ($0.id.uuidString, text.foodName($0.name)) },
                                checked: Set(rules.excludedFoods.map(\.id.uuidString)))
                        }
                        FormField(
                            label: text[.eatingRulesAdd], name: "addFood", value: state.value("addFood"), error: state.error("addFood"),
                            hint: text[.eatingRulesAddHint])
                        Button(text[.save]).attribute(named: "type", value: "submit").class("button button-primary")
                    }
                }
                .class("card")
            }
        }
    }
}
