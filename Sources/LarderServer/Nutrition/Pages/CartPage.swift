import Foundation
import LarderCore
import Vapor

/// The cart: each food with − and +, what it all adds up to, and logging it to a meal.
enum CartPage {
    /// One food in the cart, as the page shows it.
    struct Line {
        var id: UUID
        var foodName: String
        var amount: Double
        var unit: String
        var grams: Double
        var nutrients: NutrientValues
    }

    struct Model {
        var lines: [Line]
        var totals: NutrientValues
        var today: CalendarDay
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let today = model.today
            let text = context.text
            return Page(title: text[.nutritionCartTitle], tab: .me) {
                H1(text[.nutritionCartTitle])
                NutritionNav(current: .cart, text: text)
                if model.lines.isEmpty {
                    EmptyState(
                        icon: Icons.shopping, title: text[.nutritionCartEmpty], message: text[.nutritionCartEmptyMessage],
                        action: (text[.nutritionAddFood], NutritionRoute.add(on: today)))
                } else {
                    Div {
                        List(model.lines) { line in
                            ListItem { CartRow(line: line, context: context) }
                        }
                        .class("card-list")
                        Paragraph(text.text(.nutritionCartTotal, [DietText.kcal(model.totals[.energyKcal])])).class("row-title")
                        Link(text[.nutritionAddFood], url: NutritionRoute.add(on: today)).class("button button-secondary button-small")
                    }
                    .class("card")
                    Div {
                        H2(text[.nutritionCartLog])
                        Form(url: NutritionRoute.cartCommit.path, method: .post) {
                            CSRFField(token: context.csrfToken)
                            Div {
                                SmallField(label: text[.nutritionDate], name: "date", type: .date, value: today.description, isRequired: true)
                                SelectField(label: text[.nutritionMeal], name: "meal", options: text.mealOptions, selected: Meal.lunch.rawValue)
                            }
                            .class("field-grid")
                            Button(text[.nutritionCartLog]).attribute(named: "type", value: "submit").class("button button-primary")
                        }
                    }
                    .class("card")
                    PostButton(
                        action: NutritionRoute.cartClear.path, label: text[.nutritionCartClear], token: context.csrfToken, style: "button-danger")
                }
            }
        }
    }
}

private struct CartRow: Component {
    var line: CartPage.Line
    var context: WebContext

    var body: Component {
        let text = context.text
        let id = line.id
        let amount = DietText.number(line.amount, decimals: 2)
        return Div {
            Div {
                Span(text.foodName(line.foodName)).class("row-title")
                Div(
                    "\(amount) \(text.portionName(line.unit)) · \(DietText.number(line.grams, decimals: 0)) \(text.unitName(.gram)) · "
                        + text.text(.nutritionKcal, [DietText.kcal(line.nutrients[.energyKcal])])
                )
                .class("row-meta")
            }
            Div {
                PostButton(
                    action: NutritionRoute.cartItem(.value(id)).path, label: "−", token: context.csrfToken,
                    style: "button-secondary stepper-button", fields: [("steps", "-1")])
                Span(amount).class("stepper-value").attribute(named: "aria-label", value: text[.nutritionAmount])
                PostButton(
                    action: NutritionRoute.cartItem(.value(id)).path, label: "+", token: context.csrfToken,
                    style: "button-secondary stepper-button", fields: [("steps", "1")])
                PostButton(
                    action: NutritionRoute.cartItemDeletion(.value(id)).path, label: text[.remove], token: context.csrfToken,
                    style: "button-secondary button-small")
            }
            .class("servings-stepper")
        }
        .class("cart-row")
    }
}

extension CartPage.Model {
    init(_ cart: DiaryService.Cart, today: CalendarDay) throws {
        let lines = try cart.lines.map { line in
            CartPage.Line(
                id: try line.item.requireID(), foodName: line.food.food.name, amount: line.item.amount, unit: line.item.unit,
                grams: line.grams, nutrients: line.nutrients)
        }
        self.init(lines: lines, totals: cart.totals, today: today)
    }
}
