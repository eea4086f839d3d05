import Foundation
import LarderCore
import Vapor

/// The reader's households' own foods, and the form to add one from its label.
enum HouseholdFoodsPage {
    struct Model {
        var households: [HouseholdService.Summary]
        var foods: [FoodService.Entry]
        var state: FormState
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let households = model.households
            let foods = model.foods
            let state = model.state
            let text = context.text
            let names = Dictionary(
                households.compactMap { summary in (summary.household.id, summary.household.name) },
                uniquingKeysWith: { first, _ in first })
            return Page(title: text[.nutritionFoodsTitle], tab: .me) {
                H1(text[.nutritionFoodsTitle])
                NutritionNav(current: .foods, text: text)
                if households.isEmpty {
                    EmptyState(
                        icon: Icons.household, title: text[.nutritionFoodsTitle], message: text[.nutritionFoodsNeedHousehold],
                        action: (text[.householdCreate], HouseholdRoute.list.path))
                } else {
                    if foods.isEmpty {
                        EmptyState(icon: Icons.pantry, title: text[.nutritionFoodsEmpty], message: text[.nutritionFoodsEmptyMessage])
                    } else {
                        Div {
                            List(foods) { entry in
                                ListItem {
                                    Div {
                                        Span(entry.food.name).class("row-title")
                                        Div(
                                            [
                                                text.text(.nutritionPer100g, [DietText.kcal(entry.food.energyKcal)]),
                                                entry.household.flatMap { names[$0.householdID] } ?? "",
                                                entry.household?.barcode ?? "",
                                            ].filter { !$0.isEmpty }.joined(separator: " · ")
                                        )
                                        .class("row-meta")
                                    }
                                    Link(text[.pairingTitle], url: PairingRoute.food(.value(entry.id)).path).class("button button-secondary button-small")
                                    PostButton(
                                        action: NutritionRoute.foodDeletion(.value(entry.id)).path, label: text[.delete], token: context.csrfToken,
                                        style: "button-secondary button-small",
                                        fields: [("householdId", entry.household?.householdID.uuidString ?? "")])
                                }
                            }
                            .class("card-list")
                        }
                        .class("card")
                    }
                    FoodForm(households: households, state: state, context: context)
                }
            }
        }
    }
}

private struct FoodForm: Component {
    var households: [HouseholdService.Summary]
    var state: FormState
    var context: WebContext

    var body: Component {
        let text = context.text
        let householdOptions = households.map { ($0.household.id.uuidString, $0.household.name) }
        func number(_ name: String, _ label: Phrase, required: Bool = false) -> SmallField {
            SmallField(
                label: text[label], name: name, type: .number, value: state.value(name), error: state.error(name),
                step: "any", isRequired: required)
        }
        return Div {
            H2(text[.nutritionFoodAdd])
            FormError(message: state.formError)
            Form(url: NutritionRoute.foods.path, method: .post) {
                CSRFField(token: context.csrfToken)
                if households.count > 1 {
                    SelectField(
                        label: text[.nutritionFoodHousehold], name: "householdId", options: householdOptions,
                        selected: state.value("householdId"), error: state.error("householdId"))
                } else {
                    Input(type: .hidden, name: "householdId", value: householdOptions.first?.0 ?? "")
                }
                FormField(
                    label: text[.nutritionFoodName], name: "name", value: state.value("name"), error: state.error("name"), isRequired: true)
                FormField(label: text[.nutritionFoodBarcode], name: "barcode", value: state.value("barcode"), error: state.error("barcode"))
                Div {
                    SelectField(
                        label: text[.nutritionFoodPer], name: "per",
                        options: [("100g", text[.nutritionFoodPer100]), ("serving", text[.nutritionFoodPerServing])],
                        selected: state.value("per") ?? "100g")
                    number("servingGrams", .nutritionFoodServingGrams)
                }
                .class("field-grid")
                Div {
                    number("energyKcal", .nutritionEnergyKcal, required: true)
                    number("protein", .nutritionProteinG)
                    number("fat", .nutritionFatG)
                    number("carbohydrate", .nutritionCarbohydrateG)
                    number("fiber", .nutritionFiberG)
                    number("sugars", .nutritionSugarsG)
                    number("sodium", .nutritionSodiumMg)
                }
                .class("field-grid")
                Div {
                    FormField(
                        label: text[.nutritionFoodPortion], name: "portionDescription", value: state.value("portionDescription"),
                        hint: text[.nutritionFoodPortionHint])
                    number("portionGrams", .nutritionFoodPortionGrams)
                }
                .class("field-grid")
                Button(text[.nutritionFoodAdd]).attribute(named: "type", value: "submit").class("button button-primary")
            }
        }
        .class("card")
    }
}
