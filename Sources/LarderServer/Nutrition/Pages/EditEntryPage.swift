import Foundation
import LarderCore
import Vapor

/// Changing an entry: its day and meal, and its amount, servings or figures.
enum EditEntryPage {
    struct Model {
        var entry: DiaryLine
        var units: [String]
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let entry = model.entry
            let units = model.units
            let text = context.text
            let id = entry.id
            let counted = entry.nutrients
            return Page(title: text[.nutritionEditEntryTitle], tab: .me) {
                H1(entry.name.isEmpty ? text[.nutritionQuickTitle] : entry.name)
                Div {
                    NutrientGrid(values: counted, text: text, showsOthers: false)
                    Form(url: NutritionRoute.entry(.value(id)).path, method: .post) {
                        CSRFField(token: context.csrfToken)
                        Div {
                            SmallField(label: text[.nutritionDate], name: "date", type: .date, value: entry.day.description, isRequired: true)
                            SelectField(label: text[.nutritionMeal], name: "meal", options: text.mealOptions, selected: entry.meal.rawValue)
                            switch entry.kind {
                            case .food:
                                SmallField(
                                    label: text[.nutritionAmount], name: "amount", type: .number,
                                    value: entry.amount.map { DietText.number($0, decimals: 3) }, step: "any", isRequired: true)
                                SelectField(
                                    label: text[.nutritionUnit], name: "unit",
                                    options: (units.isEmpty ? [entry.unit ?? "g"] : units).map { ($0, text.portionName($0)) }, selected: entry.unit)
                            case .recipe:
                                SmallField(
                                    label: text[.nutritionServings], name: "servings", type: .number,
                                    value: entry.servings.map { DietText.number($0, decimals: 3) }, step: "any", isRequired: true)
                            case .quick:
                                SmallField(
                                    label: text[.nutritionEnergyKcal], name: "energyKcal", type: .number,
                                    value: counted[.energyKcal].map { DietText.number($0, decimals: 2) }, step: "any", isRequired: true)
                                SmallField(
                                    label: text[.nutritionProteinG], name: "protein", type: .number,
                                    value: counted[.protein].map { DietText.number($0, decimals: 2) }, step: "any")
                                SmallField(
                                    label: text[.nutritionFatG], name: "fat", type: .number,
                                    value: counted[.fat].map { DietText.number($0, decimals: 2) }, step: "any")
                                SmallField(
                                    label: text[.nutritionCarbohydrateG], name: "carbohydrate", type: .number,
                                    value: counted[.carbohydrate].map { DietText.number($0, decimals: 2) }, step: "any")
                            }
                        }
                        .class("field-grid")
                        if entry.kind == .quick {
                            FormField(label: text[.nutritionQuickName], name: "name", value: entry.name)
                        }
                        Div {
                            Button(text[.save]).attribute(named: "type", value: "submit").class("button button-primary")
                            Link(text[.cancel], url: NutritionRoute.diary(.value(entry.day)).path).class("button button-secondary")
                        }
                        .class("button-row")
                    }
                }
                .class("card")
                PostButton(action: NutritionRoute.entryDeletion(.value(id)).path, label: text[.delete], token: context.csrfToken, style: "button-danger")
            }
        }
    }
}
