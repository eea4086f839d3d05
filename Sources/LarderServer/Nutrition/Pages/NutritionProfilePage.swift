import Foundation
import LarderCore
import Vapor

/// The body profile form and the targets worked out from it, with the warning when the daily
/// target is below the safe minimum.
enum NutritionProfilePage {
    struct Model {
        var profile: NutritionProfileService.Profile?
        var state: FormState
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let profile = model.profile
            let state = model.state
            let text = context.text
            return Page(title: text[.nutritionProfileTitle], tab: .me) {
                H1(text[.nutritionProfileTitle])
                NutritionNav(current: .profile, text: text)
                if let profile {
                    TargetsCard(profile: profile, text: text)
                }
                ProfileForm(profile: profile, state: state, context: context)
                Paragraph { Link(text[.eatingRulesLink], url: NutritionRoute.eatingRules.path) }.class("card")
            }
        }
    }
}

private struct TargetsCard: Component {
    var profile: NutritionProfileService.Profile
    var text: Localizer

    var body: Component {
        let targets = profile.targets
        return Element(name: "section") {
            H2(text[.nutritionTargetsTitle])
            if let warning = targets.lowTargetWarning {
                Div(
                    text.text(
                        .nutritionLowTargetWarning,
                        [
                            String(targets.dailyKcal), String(warning.minimumKcal), String(warning.suggestedDeficit),
                        ])
                )
                .class("flash flash-error low-target-warning")
                .attribute(named: "role", value: "alert")
            }
            Element(name: "dl") {
                NutritionFigure(label: text[.nutritionDaily], value: text.text(.nutritionKcal, [String(targets.dailyKcal)]))
                NutritionFigure(label: text[.nutritionWeekly], value: text.text(.nutritionKcal, [String(targets.weeklyKcal)]))
                NutritionFigure(label: text[.nutritionBMR], value: text.text(.nutritionKcal, [DietText.number(targets.bmr)]))
                NutritionFigure(label: text[.nutritionTDEE], value: text.text(.nutritionKcal, [String(targets.tdee)]))
                NutritionFigure(label: text[.nutritionByGoal], value: "\(targets.lose) / \(targets.maintain) / \(targets.gain)")
                NutritionFigure(label: text[.nutrientProtein], value: "\(targets.macros.protein) \(text.unitName(.gram))")
                NutritionFigure(label: text[.nutrientFat], value: "\(targets.macros.fat) \(text.unitName(.gram))")
                NutritionFigure(label: text[.nutrientCarbohydrate], value: "\(targets.macros.carbohydrate) \(text.unitName(.gram))")
            }
            .class("nutrition-grid")
            Paragraph(text.text(.nutritionAge, [String(profile.body.age)])).class("row-meta")
        }
        .class("card targets")
        .id("targets")
    }
}

private struct ProfileForm: Component {
    var profile: NutritionProfileService.Profile?
    var state: FormState
    var context: WebContext

    var body: Component {
        let text = context.text
        let body = profile?.body
        func value(_ name: String, _ stored: String?) -> String? { state.value(name) ?? stored }
        let feetAndInches = body.map { BodyUnits.feetAndInches(centimeters: $0.heightCm) }
        let heightUnit = value("heightUnit", profile?.heightUnit == .ftIn ? "ft-in" : "cm") ?? "cm"
        let weightUnit = value("weightUnit", profile?.weightUnit.rawValue) ?? "kg"
        return Div {
            FormError(message: state.formError)
            Form(url: NutritionRoute.profile.path, method: .post) {
                CSRFField(token: context.csrfToken)
                Div {
                    SelectField(
                        label: text[.nutritionSex], name: "sex",
                        options: [("female", text[.nutritionSexFemale]), ("male", text[.nutritionSexMale])],
                        selected: value("sex", body?.sex.rawValue), error: state.error("sex"))
                    SmallField(
                        label: text[.nutritionBirthDate], name: "birthDate", type: .date,
                        value: value("birthDate", profile?.birthDate.description), error: state.error("birthDate"), isRequired: true)
                }
                .class("field-grid")
                Div {
                    SelectField(
                        label: text[.nutritionHeightUnit], name: "heightUnit",
                        options: [("cm", "cm"), ("ft-in", "ft / in")], selected: heightUnit)
                    SmallField(
                        label: text[.nutritionHeightCm], name: "heightCm", type: .number,
                        value: value("heightCm", body.map { DietText.number($0.heightCm) }), error: state.error("heightCm"), step: "any"
                    ).attribute(named: "data-shown-when", value: "heightUnit=cm")
                    SmallField(
                        label: text[.nutritionHeightFeet], name: "heightFeet", type: .number,
                        value: value("heightFeet", feetAndInches.map { String($0.feet) }), error: state.error("heightFeet"), step: "1"
                    ).attribute(named: "data-shown-when", value: "heightUnit=ft-in")
                    SmallField(
                        label: text[.nutritionHeightInches], name: "heightInches", type: .number,
                        value: value("heightInches", feetAndInches.map { DietText.number($0.inches) }),
                        error: state.error("heightInches"), step: "any"
                    ).attribute(named: "data-shown-when", value: "heightUnit=ft-in")
                }
                .class("field-grid")
                Div {
                    SelectField(
                        label: text[.nutritionWeightUnit], name: "weightUnit", options: [("kg", "kg"), ("lb", "lb")], selected: weightUnit)
                    SmallField(
                        label: text[.nutritionWeightKg], name: "weightKg", type: .number,
                        value: value("weightKg", body.map { DietText.number($0.weightKg) }), error: state.error("weightKg"), step: "any"
                    ).attribute(named: "data-shown-when", value: "weightUnit=kg")
                    SmallField(
                        label: text[.nutritionWeightLb], name: "weightLb", type: .number,
                        value: value("weightLb", body.map { DietText.number(WeightUnit.lb.value(ofKilograms: $0.weightKg)) }),
                        error: state.error("weightLb"), step: "any"
                    ).attribute(named: "data-shown-when", value: "weightUnit=lb")
                }
                .class("field-grid")
                SelectField(
                    label: text[.nutritionActivity], name: "activityLevel",
                    options: [
                        ("1", text[.nutritionActivity1]), ("2", text[.nutritionActivity2]), ("3", text[.nutritionActivity3]),
                        ("4", text[.nutritionActivity4]), ("5", text[.nutritionActivity5]),
                    ],
                    selected: value("activityLevel", body.map { String($0.activity.rawValue) }) ?? "1",
                    error: state.error("activityLevel"))
                SelectField(
                    label: text[.nutritionGoal], name: "goal",
                    options: [
                        ("lose", text[.nutritionGoalLose]), ("maintain", text[.nutritionGoalMaintain]),
                        ("gain", text[.nutritionGoalGain]),
                    ],
                    selected: value("goal", body?.goal.rawValue) ?? "maintain", error: state.error("goal"))
                SelectField(
                    label: text[.nutritionFormula], name: "formula",
                    options: [
                        ("harris-benedict", text[.nutritionFormulaHarrisBenedict]),
                        ("mifflin-st-jeor", text[.nutritionFormulaMifflin]),
                    ],
                    selected: value("formula", body?.formula.rawValue))
                Div {
                    SmallField(
                        label: text[.nutritionMacroProtein], name: "proteinPercent", type: .number,
                        value: value("proteinPercent", String(body?.macroSplit.proteinPercent ?? 20)), error: state.error("proteinPercent"),
                        step: "1")
                    SmallField(
                        label: text[.nutritionMacroFat], name: "fatPercent", type: .number,
                        value: value("fatPercent", String(body?.macroSplit.fatPercent ?? 30)), error: state.error("fatPercent"), step: "1")
                    SmallField(
                        label: text[.nutritionMacroCarbohydrate], name: "carbohydratePercent", type: .number,
                        value: value("carbohydratePercent", String(body?.macroSplit.carbohydratePercent ?? 50)),
                        error: state.error("carbohydratePercent"), step: "1")
                }
                .class("field-grid")
                Button(text[.save]).attribute(named: "type", value: "submit").class("button button-primary")
            }
        }
        .class("card")
    }
}
